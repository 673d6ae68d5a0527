import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Focus goes where a person expects: never under the sticky header, tabbing either way
// (WCAG 2.4.11), and onto the new page's heading after a client-side page change.

/** Where the focused element sits against the sticky header; null when it is in the header or bar. */
const focusPlacement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    if (active.closest('header, [data-accessibility-bar]')) return null;
    const header = document.querySelector('header')?.getBoundingClientRect();
    const rect = active.getBoundingClientRect();
    return {
      element: `${active.tagName.toLowerCase()} ${(active.textContent ?? '').trim().slice(0, 40)}`,
      top: Math.round(rect.top),
      headerBottom: Math.round(header?.bottom ?? 0),
    };
  });

const LONG_PAGES = ['/candidatos/faq', '/orientadores', '/institucional/programa', '/'];
const STOPS = 70;

for (const path of LONG_PAGES) {
  test(`${path}: no focused element hides under the sticky header, tabbing forwards or backwards`, async ({ page }) => {
    test.setTimeout(90_000);
    // Instant scrolling, so each position is final when read.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await hydrated(page);
    const hidden: string[] = [];
    const check = async (direction: string) => {
      const placement = await focusPlacement(page);
      if (placement && placement.top < placement.headerBottom)
        hidden.push(`${direction} ${placement.element}: top ${placement.top} < header ${placement.headerBottom}`);
    };
    let checked = 0;
    for (let stop = 0; stop < STOPS; stop++) {
      await page.keyboard.press('Tab');
      await check('forwards');
      checked++;
    }
    for (let stop = 0; stop < STOPS; stop++) {
      await page.keyboard.press('Shift+Tab');
      await check('backwards');
    }
    expect(checked).toBe(STOPS);
    expect(hidden).toEqual([]);
  });
}

test('the scroll padding keeps clear of the header, at its height', async ({ page }) => {
  const measure = () =>
    page.evaluate(() => ({
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      header: document.querySelector('header')!.getBoundingClientRect().height,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('/candidatos/faq');
    await hydrated(page);
    // The header's height plus half a line, published once the header has been laid out.
    await expect
      .poll(async () => {
        const { padding, header, rem } = await measure();
        return Math.abs(padding - (Math.ceil(header) + rem / 2));
      }, `${width} px`)
      .toBeLessThan(1);
  }
});

test.describe('client-side page changes', () => {
  const announcer = (page: Page) => page.locator('[data-route-announcer]');

  test('focus moves to the new h1 and the new title is announced; not on first load', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(announcer(page)).toHaveText('');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL(/\/contato$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
    await expect(announcer(page)).toContainText('Contato');

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('a change of query only (a tab of the programme page) leaves focus where it is', async ({ page }) => {
    await page.goto('/institucional/programa');
    await hydrated(page);
    const tab = page.getByRole('tab').nth(2);
    await tab.click();
    await expect(page).toHaveURL(/aba=/);
    await expect(tab).toBeFocused();
    await expect(announcer(page)).toHaveText('');
  });
});
