import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRERENDERED_PAGE_SIZE } from '../../src/features/home/use-page-size';
import { expect, hydrated, test } from './fixtures';

// The home page's advisers carousel (docs/decisions.md, Pages and content): 2 advisers under
// 768 px, 3 under 1024 px, otherwise 5; the arrows move a whole page; next wraps from the last
// page to the first, previous from the first to the last.

type Adviser = { name: string; showOnHome: boolean };
const homeAdvisers = async () =>
  (JSON.parse(await readFile('.velite/advisers.json', 'utf8')) as Adviser[]).filter((adviser) => adviser.showOnHome);

const carousel = (page: Page) => page.getByRole('region', { name: 'Orientadores do programa' });
/** The adviser's picture: a photo, or the portrait of their initials (decorative, so no name of its own). */
const photo = (page: Page, adviser: Adviser) =>
  carousel(page)
    .locator('[data-adviser-card]')
    .filter({ has: page.getByText(adviser.name, { exact: true }) })
    .locator('img');

/** The advisers whose photo lies wholly inside the carousel's region, in order. */
async function shown(page: Page, advisers: Adviser[]): Promise<string[]> {
  const frame = (await carousel(page).boundingBox())!;
  const names: string[] = [];
  for (const adviser of advisers) {
    const box = (await photo(page, adviser).boundingBox())!;
    if (box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) names.push(adviser.name);
  }
  return names;
}

for (const { width, size } of [
  { width: 500, size: 2 },
  { width: 900, size: 3 },
  { width: 1280, size: 5 },
]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows ${size} advisers a page; next and previous move a page and wrap both ways`, async ({ page }) => {
      const advisers = await homeAdvisers();
      const names = advisers.map((adviser) => adviser.name);
      const pages = Math.ceil(advisers.length / size);
      const label = carousel(page).getByText(/^Página \d+ de \d+$/);
      const next = carousel(page).getByRole('button', { name: 'Próximos orientadores' });
      const previous = carousel(page).getByRole('button', { name: 'Orientadores anteriores' });
      await page.goto('/');
      await hydrated(page);
      await carousel(page).scrollIntoViewIfNeeded();

      await expect(label).toHaveText(`Página 1 de ${pages}`);
      await expect.poll(() => shown(page, advisers)).toEqual(names.slice(0, size));

      await next.click();
      await expect(label).toHaveText(`Página 2 de ${pages}`);
      await expect.poll(() => shown(page, advisers)).toEqual(names.slice(size, 2 * size));

      await previous.click();
      await expect(label).toHaveText(`Página 1 de ${pages}`);
      // From the first page, previous wraps to the last: it ends with the last adviser.
      await previous.click();
      await expect(label).toHaveText(`Página ${pages} de ${pages}`);
      await expect.poll(() => shown(page, advisers)).toEqual(names.slice(-size));
      await expect(next).toBeEnabled();
      // From the last page, next wraps to the first.
      await next.click();
      await expect(label).toHaveText(`Página 1 de ${pages}`);
      await expect.poll(() => shown(page, advisers)).toEqual(names.slice(0, size));
    });
  });
}

test('an arrow pressed the moment the page turns interactive is not lost', async ({ page }) => {
  // Pressed as soon as the page has hydrated, before the carousel itself has started.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      document.querySelector<HTMLButtonElement>('button[aria-label="Próximos orientadores"]')!.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/');
  await hydrated(page);
  await expect(carousel(page).getByText(/^Página \d+ de \d+$/)).toHaveText(/^Página 2 de \d+$/);
});

test('the carousel speaks Portuguese to assistive technology: no library default in English', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Orientadores do programa' });
  // Started, with every slide and whatever its library writes.
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-adviser-card]')).toHaveCount((await homeAdvisers()).length);
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
  // Every description, label and live text inside it, as a screen reader meets them.
  const spoken = await carousel.evaluate((root) => {
    const texts: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (element.closest('[aria-hidden="true"]') || getComputedStyle(element).display === 'none') continue;
      for (const name of ['aria-roledescription', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
      if (element.getAttribute('role') === 'status' || element.getAttribute('aria-live'))
        texts.push(element.textContent ?? '');
    }
    return texts;
  });
  expect(spoken.length).toBeGreaterThan(20);
  for (const text of spoken) expect(text, text).not.toMatch(/\b(slide|slides|carousel|of|previous|next)\b/i);
  const first = carousel.getByRole('group', { name: /^1 de \d+: Prof/ });
  await expect(first).toHaveAttribute('aria-roledescription', 'orientador');
  await expect(carousel.locator('[aria-roledescription="orientador"]')).toHaveCount(
    await carousel.locator('[data-adviser-card]').count(),
  );
});

test('scores are written as numbers are in Portuguese: a decimal comma', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const scores = page.getByRole('region', { name: 'Orientadores do programa' }).getByText(/^Avaliação: /);
  expect(await scores.count()).toBeGreaterThan(0);
  for (const text of await scores.allTextContents()) expect(text).toMatch(/^Avaliação: (\d+,\d+|10)$/);
});

test.describe('the carousel starts after the rest of the page', () => {
  // The page's idle moments come when the test says: each idle callback waits for runIdle().
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const waiting: IdleRequestCallback[] = [];
      let asked = 0;
      window.requestIdleCallback = (callback) => {
        asked += 1;
        return waiting.push(callback);
      };
      Object.assign(window, {
        runIdle: () =>
          waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
        idleAsked: () => asked,
      });
    });
  });
  const runIdle = (page: Page) => page.evaluate(() => (window as unknown as { runIdle: () => void }).runIdle());
  // Embla, once started, places the slides' row with a transform.
  const started = (page: Page) =>
    carousel(page)
      .locator('.mantine-Carousel-container')
      .evaluate((row: HTMLElement) => row.style.transform !== '');
  const cards = (page: Page) => carousel(page).locator('[data-adviser-card]');
  /** Idle moments come until the carousel has started; then every slide is there. */
  const startsAtNextIdleMoment = async (page: Page) => {
    await expect
      .poll(async () => {
        await runIdle(page);
        return started(page);
      })
      .toBe(true);
    await expect(cards(page)).toHaveCount((await homeAdvisers()).length);
  };

  test('once it is near the screen and the browser is idle, or at once when the visitor reaches for it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    expect(await started(page)).toBe(false);
    // Readable meanwhile: the prerendered slides are there, the first page's only, which keeps the
    // page's first layout small; the others join once the carousel has started.
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(PRERENDERED_PAGE_SIZE);
    await runIdle(page);
    await expect.poll(() => started(page)).toBe(true);
    await expect(cards(page)).toHaveCount((await homeAdvisers()).length);

    // A touch on the carousel starts it at once, without waiting for an idle moment.
    await page.reload();
    await hydrated(page);
    expect(await started(page)).toBe(false);
    await cards(page).first().dispatchEvent('pointerdown');
    await expect.poll(() => started(page)).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('not while it lies further down the page than half a screen, however idle the browser', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const slides = cards(page).first();
      const below = await slides.evaluate((card) => card.getBoundingClientRect().top / window.innerHeight);
      expect(below, 'the slides start more than one and a half screens down').toBeGreaterThan(1.5);
      // Frames enough for the observer of what is near the screen to report, had it anything to.
      for (let frame = 0; frame < 3; frame++)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await runIdle(page);
      expect(await page.evaluate(() => (window as unknown as { idleAsked: () => number }).idleAsked())).toBe(0);
      expect(await started(page)).toBe(false);
      await expect(cards(page)).toHaveCount(PRERENDERED_PAGE_SIZE);

      // Scrolled to within half a screen of the slides, it starts at the next idle moment.
      await slides.evaluate((card) => window.scrollBy(0, card.getBoundingClientRect().top - window.innerHeight * 1.4));
      await startsAtNextIdleMoment(page);
    });

    test('a page re-rendered before it starts (the theme switched) keeps showing its slides', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: 'Ativar tema claro' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await expect(cards(page)).toHaveCount(PRERENDERED_PAGE_SIZE);
      for (const card of await cards(page).all()) expect((await card.boundingBox())?.height).toBeGreaterThan(100);
      expect(await started(page)).toBe(false);

      // And it starts as before once the visitor scrolls to it.
      await carousel(page).scrollIntoViewIfNeeded();
      await startsAtNextIdleMoment(page);
    });
  });
});
