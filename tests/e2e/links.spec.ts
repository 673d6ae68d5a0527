import { test, expect } from '@playwright/test';
import { PUBLIC_ROUTES } from '../route-table';

// Walks every internal link of the prerendered site, starting from the home page, over HTTP.
// No dead link anywhere, and every public page of the route table is reached by links alone.
const REACHED_BY_FORM = ['/busca'];

test('no dead links, and every public page is reachable from the menus and section indexes', async ({ request }) => {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const dead: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      dead.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"#]*)(?:#[^"]*)?"/g)) {
      if (!href || !href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href, 'http://site').pathname;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(dead, 'dead links').toEqual([]);
  const unreached = PUBLIC_ROUTES.filter((path) => !seen.has(path) && !REACHED_BY_FORM.includes(path));
  expect(unreached, 'pages no link leads to').toEqual([]);
});
