import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pauseClock, test } from './fixtures';

// Where focus goes, tried as a keyboard user would (WCAG 2.4.3, 2.4.7, 1.4.13, 2.4.13 / 1.4.11).

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      inMenu: Boolean(element?.closest('#mobile-menu')),
      isButton: element?.getAttribute('aria-controls') === 'mobile-menu',
    };
  });

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keeps focus inside while open, both ways, and gives it back to its button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Institucional' }).click();
    const stops = await menu.evaluate(
      (root) =>
        [...root.querySelectorAll('a[href], button, input')].filter((element) => element.getClientRects().length > 0)
          .length,
    );
    expect(stops).toBeGreaterThan(5);
    // Forwards past the last item and backwards past the button: focus never leaves.
    for (const key of ['Tab', 'Shift+Tab']) {
      await page.getByRole('button', { name: 'Fechar menu' }).focus();
      let sawButtonAgain = false;
      for (let step = 0; step < stops + 2; step += 1) {
        await page.keyboard.press(key);
        const where = await focused(page);
        expect(where.inMenu || where.isButton, `${key} step ${step}`).toBe(true);
        if (where.isButton) sawButtonAgain = true;
      }
      expect(sawButtonAgain, `${key} cycles back to the menu button`).toBe(true);
    }
    await menu.getByRole('searchbox').focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  });
});

test.describe('adviser popovers', () => {
  const card = (page: Page) => page.locator('[data-adviser]').first();
  const areasButton = (page: Page) => card(page).getByRole('button', { name: 'Ver áreas de pesquisa' });
  const popoverOf = (page: Page) => card(page).locator('[id^="areas-"]');

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/orientadores');
    await hydrated(page);
    // Real time would count towards the hover delays (the popover was seen open before its delay).
    await pauseClock(page);
  });

  test('hover opens after 700 ms, leaving closes after 300 ms, Escape closes it wherever focus is', async ({
    page,
  }) => {
    await card(page).hover();
    await page.clock.runFor(690);
    await expect(popoverOf(page)).toHaveCount(0);
    await page.clock.runFor(20);
    await expect(popoverOf(page)).toBeVisible();
    // Inside main, with the areas it lists.
    await expect(page.getByRole('main').locator('[id^="areas-"]')).toHaveCount(1);
    await expect(popoverOf(page).getByRole('listitem')).toHaveCount(2);
    await page.mouse.move(5, 400);
    await page.clock.runFor(290);
    await expect(popoverOf(page)).toBeVisible();
    await page.clock.runFor(20);
    await expect(popoverOf(page)).toHaveCount(0);

    await card(page).hover();
    await page.clock.runFor(710);
    await expect(popoverOf(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popoverOf(page)).toHaveCount(0);
  });

  test('a pinned popover stays when the mouse leaves; unpinning lets it close', async ({ page }) => {
    await card(page).hover();
    await page.clock.runFor(710);
    await popoverOf(page).getByRole('button', { name: 'Fixar' }).click();
    await expect(popoverOf(page).getByRole('button', { name: 'Desafixar' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(5, 400);
    await page.clock.runFor(2000);
    await expect(popoverOf(page)).toBeVisible();
    await popoverOf(page).getByRole('button', { name: 'Desafixar' }).click();
    await page.mouse.move(5, 400);
    await page.clock.runFor(310);
    await expect(popoverOf(page)).toHaveCount(0);
  });

  test('by keyboard: the pin comes right after the button; Escape and leaving close it', async ({ page }) => {
    await areasButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(popoverOf(page)).toBeVisible();
    await expect(areasButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(popoverOf(page).getByRole('button', { name: 'Fixar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popoverOf(page)).toHaveCount(0);
    await expect(areasButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(popoverOf(page)).toBeVisible();
    // Tab through the popover and on to the next card: it closes behind.
    for (let step = 0; step < 10 && (await popoverOf(page).count()) > 0; step += 1) {
      await page.keyboard.press('Tab');
      if (await card(page).evaluate((root) => !root.contains(document.activeElement))) break;
    }
    await expect(card(page)).not.toContainText('Fixar');
    await expect(popoverOf(page)).toHaveCount(0);
  });
});

test("'Limpar filtros' hands focus to the search box", async ({ page }) => {
  await page.goto('/orientadores?busca=xyzzy');
  await hydrated(page);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Buscar orientador pelo nome' })).toBeFocused();
});

/** Contrast ratio of two CSS rgb() colours (WCAG relative luminance). */
function contrast(first: string, second: string) {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused field's outline: width, colour, and the opaque background behind it. */
const ring = (input: Locator) =>
  input.evaluate((element) => {
    const style = getComputedStyle(element);
    let behind: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const colour = getComputedStyle(behind).backgroundColor;
      if (colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour)) {
        background = colour;
        break;
      }
      behind = behind.parentElement;
    }
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, colour: style.outlineColor, background };
  });

for (const theme of ['dark', 'light'] as const) {
  test(`text inputs show a focus ring of at least 3:1 (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const [path, field] of [
      ['/auth', (page: Page) => page.getByLabel(/^Email/).first()],
      ['/orientadores', (page: Page) => page.getByRole('searchbox', { name: 'Buscar orientador pelo nome' })],
      ['/', (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' })],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      const input = field(page);
      const name = await input.getAttribute('type');
      await input.focus();
      const seen = await ring(input);
      expect(seen.style, `${path} ${name}`).not.toBe('none');
      expect(seen.width, `${path} ${name}`).toBeGreaterThanOrEqual(2);
      expect(
        contrast(seen.colour, seen.background),
        `${path} ${name}: ${seen.colour} on ${seen.background}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
}

test.describe('a focused card as wide as its section', () => {
  // One card a row, each as wide as its section: the ring, drawn outside the card, lies outside
  // the section too, where anything that clips the section (overflow, paint containment such as
  // content-visibility's) would cut it off.
  test.use({ viewport: { width: 412, height: 823 } });

  test('shows its whole ring, at both sides', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.getByRole('region', { name: 'Notícias' }).locator('article').first();
    await card.getByRole('link').first().focus();
    await card.scrollIntoViewIfNeeded();
    const ringColour = await card.evaluate((element) => getComputedStyle(element).outlineColor);
    const box = (await card.boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    for (const x of [Math.floor(box.x) - 6, Math.ceil(box.x + box.width)]) {
      const shot = await page.screenshot({ clip: { x, y, width: 6, height: 1 } });
      const painted = await page.evaluate(
        async ({ png, colour }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = 1;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const [r, g, b] = colour.match(/\d+/g)!.map(Number);
          const data = context.getImageData(0, 0, image.width, 1).data;
          // A device pixel ratio of 1: one pixel a CSS pixel.
          return [...Array(image.width).keys()].some(
            (i) => Math.abs(data[i * 4]! - r!) + Math.abs(data[i * 4 + 1]! - g!) + Math.abs(data[i * 4 + 2]! - b!) < 30,
          );
        },
        { png: shot.toString('base64'), colour: ringColour },
      );
      expect(painted, `ring of ${ringColour} beside x=${x}`).toBe(true);
    }
  });
});
