import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** The line boxes the postcode phrase ("CEP 01246-000") occupies inside an element: 1 when it is whole. */
const postcodeLines = (container: Locator) =>
  container.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const text: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) text.push(node as Text);
    const whole = text.map((node) => node.data).join('');
    const match = /CEP \d{5}-\d{3}/.exec(whole);
    if (!match) return 0;
    // The phrase may span text nodes: map its start and end back to them.
    const range = document.createRange();
    let offset = 0;
    for (const node of text) {
      const end = offset + node.data.length;
      if (match.index >= offset && match.index < end) range.setStart(node, match.index - offset);
      if (match.index + match[0].length > offset && match.index + match[0].length <= end)
        range.setEnd(node, match.index + match[0].length - offset);
      offset = end;
    }
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

for (const width of [320, 375, 414, 768, 1024, 1280]) {
  test(`at ${width} px the postcode never breaks, in the footer and on /contato`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contato');
    await hydrated(page);
    expect(await postcodeLines(page.locator('footer address'))).toBe(1);
    expect(await postcodeLines(page.locator('main address').first())).toBe(1);
  });
}
