import { expect, horizontalOverflow, hydrated, test } from './fixtures';

// Reflow (WCAG 1.4.10): at 320 CSS pixels wide nothing scrolls sideways and nothing is cut off;
// long e-mail addresses break, chips wrap (every route at 320 px: every-route.spec.ts).

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 }, allowedConsole: /status of 404/ });

test('the open menu and high contrast fit at 320 px too; e-mail addresses break', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('contrast', 'high'));
  await page.goto('/contato');
  await hydrated(page);
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(WIDTH);
  const footerEmail = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
  const box = await footerEmail.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { expanded: false }).first().click();
  await expect(menu.getByRole('link').first()).toBeVisible();
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(WIDTH);
});

test("advisers' area chips wrap instead of being cut off", async ({ page }) => {
  await page.goto('/orientadores');
  await hydrated(page);
  const { scrollWidth, outside } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
  expect(outside).toEqual([]);
});
