import type { Page } from '@playwright/test';
import { expect, hydrated, pauseClock, test } from './fixtures';

// Language, motion and print: an English heading on a Portuguese page says it is English, the
// carousel honours reduced motion, and a page prints dark on white without its header, menus,
// accessibility bar or footer links.

test.describe('not-found page', () => {
  test.use({ allowedConsole: /status of 404/ });

  test('its English heading says it is English', async ({ page }) => {
    await page.goto('/nao-existe');
    await hydrated(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Oops! Page not found');
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('home carousel', () => {
  // The clock is ours: after the click, frames run one at a time and the track's position is read
  // after each, until it has rested for a while. A carousel that jumps goes from where it was
  // straight to its new page; one that slides passes through places in between. Reading every
  // frame rather than one fixed instant also holds when the move itself starts a few frames late
  // (an arrow pressed before the carousel has started is carried out in a later task of React's,
  // which the clock does not run).
  const FRAME_MS = 16;
  const positions = async (page: Page) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const region = page.getByRole('region', { name: 'Orientadores do programa' });
    // The carousel starts once it is near the screen and the browser is idle.
    await region.scrollIntoViewIfNeeded();
    await pauseClock(page);
    const container = region.locator('.mantine-Carousel-container');
    const transform = () => container.evaluate((element) => getComputedStyle(element).transform);
    // The carousel has started once it positions its track itself.
    await expect
      .poll(async () => {
        await page.clock.runFor(FRAME_MS);
        return container.getAttribute('style');
      })
      .toMatch(/transform/);
    // Let the frames after the carousel's start run, so its arrows hold the carousel's API.
    await page.clock.runFor(200);
    const start = await transform();
    await region.getByRole('button', { name: 'Próximos orientadores' }).click();
    await expect(region.getByTestId('carousel-page')).toHaveText(/^Página 2 de/);
    const seen: string[] = [];
    let still = 0;
    for (let frame = 0; frame < 300 && still < 20; frame++) {
      await page.clock.runFor(FRAME_MS);
      const now = await transform();
      still = now === seen.at(-1) ? still + 1 : 0;
      if (now !== start && now !== seen.at(-1)) seen.push(now);
    }
    // Every position the track took after leaving the first page, in order; the last is where it rests.
    return { start, seen };
  };

  test('with reduced motion it changes page without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { start, seen } = await positions(page);
    expect(start).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    expect(seen, 'one jump, straight to the second page').toHaveLength(1);
    expect(seen[0]).not.toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  });

  test('otherwise it slides (the same measure sees it on its way)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const { seen } = await positions(page);
    expect(seen.length, 'places passed on the way').toBeGreaterThan(1);
  });
});

test.describe('print', () => {
  for (const look of ['dark', 'light', 'high contrast'] as const) {
    test(`dark text on white, no header, menus, bar or footer links (${look} on screen)`, async ({ page }) => {
      await page.addInitScript((value) => {
        if (value === 'high contrast') localStorage.setItem('contrast', 'high');
        else localStorage.setItem('theme', value);
      }, look);
      await page.goto('/candidatos');
      await hydrated(page);
      await page.emulateMedia({ media: 'print' });
      const colours = await page.evaluate(() =>
        ['body', 'main h1', 'main p', 'main a', 'footer'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector) as Element);
          return `${selector}: ${style.color} on ${style.backgroundColor}`;
        }),
      );
      for (const line of colours)
        expect(line).toMatch(/: rgb\(0, 0, 0\) on (rgb\(255, 255, 255\)|rgba\(0, 0, 0, 0\))$/);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Barra de acessibilidade' })).toBeHidden();
      await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeHidden();
      await expect(page.getByRole('contentinfo').locator('address')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test("each external link's address is printed after it, internal ones stay as they are", async ({ page }) => {
    await page.goto('/acessibilidade');
    await hydrated(page);
    // Content may link out anywhere; one such link stands for them (outside React's tree, which
    // would take it for a mismatch).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'https://www.gov.br/governodigital/pt-br/vlibras';
      link.textContent = 'VLibras';
      link.id = 'external';
      document.body.append(link);
    });
    await page.emulateMedia({ media: 'print' });
    const after = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element, '::after').content);
    expect(await after('#external')).toBe('" (https://www.gov.br/governodigital/pt-br/vlibras)"');
    expect(await after('main a[href^="mailto:"]')).toMatch(/^(none|normal)$/);
    await page.emulateMedia({ media: 'screen' });
    expect(await after('#external')).toMatch(/^(none|normal)$/);
  });
});
