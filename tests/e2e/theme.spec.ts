import { expect, hydrated, test } from './fixtures';

// Records the color scheme the document has at every moment the page could paint: each
// attribute change once <body> exists, and the first animation frame (just before first paint).
const recordSchemes = () => {
  const seen: string[] = [];
  (window as unknown as { __schemes: string[] }).__schemes = seen;
  const read = () => document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'none';
  new MutationObserver(() => {
    if (document.body) seen.push(read());
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-mantine-color-scheme'] });
  requestAnimationFrame(() => seen.push(`first-frame:${read()}`));
};

test('dark by default, even when the system prefers light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(recordSchemes);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const schemes = await page.evaluate(() => (window as unknown as { __schemes: string[] }).__schemes);
  expect(schemes.every((scheme) => scheme.endsWith('dark'))).toBe(true);
});

test('a returning visitor with light stored never sees a dark frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.addInitScript(recordSchemes);
  await page.goto('/orientadores');
  await hydrated(page);
  const schemes = await page.evaluate(() => (window as unknown as { __schemes: string[] }).__schemes);
  expect(schemes).toContain('first-frame:light');
  expect(schemes.filter((scheme) => scheme.endsWith('dark'))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});
