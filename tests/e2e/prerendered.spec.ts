import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { ALL_ROUTES, PLACEHOLDER_ROUTES } from '../route-table';

// Reads the files `npm run build` wrote, without a browser: what a crawler, a link preview or a
// visitor without JavaScript gets.

const fileFor = (path: string) => `dist/${path === '/' ? 'index' : path.slice(1)}.html`;
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function readPage(path: string) {
  const html = await readFile(fileFor(path), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? '').trim());
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return { html, title, h1s, mainText: textOf(main).trim() };
}

test('every route has a prerendered file with its title, one heading and its main text', async () => {
  const titles = new Map<string, string>();
  for (const path of ALL_ROUTES) {
    const page = await readPage(path);
    expect(page.h1s, `${path}: exactly one h1`).toHaveLength(1);
    expect(page.title, `${path}: a title`).not.toBe('');
    expect(page.html, `${path}: a meta description`).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(page.mainText.length, `${path}: main text beyond the heading`).toBeGreaterThan(
      (page.h1s[0] ?? '').length + 40,
    );
    const clash = titles.get(page.title);
    expect(clash, `${path} shares its title with ${clash}`).toBeUndefined();
    titles.set(page.title, path);
  }
});

test('placeholder pages carry the notice in their static HTML', async () => {
  for (const path of PLACEHOLDER_ROUTES) {
    const page = await readPage(path);
    expect(page.mainText, path).toContain(
      'Conteúdo em desenvolvimento. Esta página será atualizada em breve com informações detalhadas.',
    );
  }
});

test('the not-found page is prerendered', async () => {
  const html = await readFile('dist/404.html', 'utf8');
  expect(textOf(html)).toContain('Oops! Page not found');
});
