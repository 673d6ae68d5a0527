import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** The look of the first adviser card on a page: its frame, photo and name. */
const cardLook = (page: Page) =>
  page
    .locator('[data-adviser-card]')
    .first()
    .evaluate((card) => {
      const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
      const frame = style(card)!;
      const photo = style(card.querySelector('img'))!;
      return {
        border: `${frame.borderTopWidth} ${frame.borderTopStyle} ${frame.borderTopColor}`,
        radius: frame.borderTopLeftRadius,
        background: frame.backgroundColor,
        textAlign: frame.textAlign,
        photoRadius: photo.borderTopLeftRadius,
        photoFit: photo.objectFit,
      };
    });

test('the home carousel and the advisers page show the same adviser card', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const home = await cardLook(page);
  await page.goto('/orientadores');
  await hydrated(page);
  const advisers = await cardLook(page);
  expect(home).toEqual(advisers);
  expect(home.photoRadius).toBe('50%');
  expect(home.border).toMatch(/^1px solid/);
  // Each page shows every card it lists through that one component.
  await expect(page.locator('[data-adviser]')).toHaveCount(await page.locator('[data-adviser-card]').count());
});
