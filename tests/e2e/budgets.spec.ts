import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ALL_ROUTES } from '../route-table';
import { splitLanguage } from '../../src/lib/languages';
import { FULL_CLIENT, JS_ADMIN, JS_READING_PAGE, KB, MARKDOWN_READER, READ_CLIENT, jsBudget } from '../js-budgets';
import type { Page } from '@playwright/test';
import { BACKEND, expect, hydrated, signInWithSession, test } from './fixtures';

// Byte budgets, so pages stay quick on a cheap phone over a slow link: deterministic, so tests
// rather than timings. Sizes are gzip (level 9) of the built files, as a static host serves them.
// A failure names the route, each asset and its bytes.

/**
 * Render-blocking CSS: the stylesheets linked in <head> plus any <style> there (a print
 * stylesheet, media="print", does not block painting the screen). To keep within the site's
 * target, the print rules and the high-contrast look (linked only for a visitor who chose it)
 * travel in files of their own, and a page the server does not render (the admin area) links only
 * the entry's. What each route blocks on today: docs/decisions.md, "Measured".
 */
const RENDER_BLOCKING_CSS = 14 * KB;
/**
 * Font files a page downloads for its first view (woff2, compressed already: their bytes on disk).
 * The text face's latin subset holds every Portuguese letter; latin-ext, much larger, comes only
 * for a page that uses one of its letters.
 */
const FONTS_FIRST_VIEW = 60 * KB;
/** The only font files the build may ship: Source Sans 3, upright, latin and latin-ext subsets. */
const FONT_FILES = /^source-sans-3-latin(?:-ext)?-wght-normal-[\w-]+\.woff2$/;
/** The home page's HTML. */
const HOME_HTML = 15 * KB;
const gzipBytes = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
const htmlFile = (route: string) => join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const report = (route: string, assets: { asset: string; bytes: number }[]) =>
  `${route}:\n${assets.map(({ asset, bytes }) => `  ${asset}  ${(bytes / KB).toFixed(1)} KB`).join('\n')}\n  total ${(assets.reduce((sum, a) => sum + a.bytes, 0) / KB).toFixed(1)} KB`;

test.describe('render-blocking CSS', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} blocks first paint on at most ${RENDER_BLOCKING_CSS / KB} KB of CSS`, () => {
      const head = readFileSync(htmlFile(route), 'utf8').split('</head>')[0]!;
      // A print stylesheet (media="print") never holds up painting the screen.
      const assets = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)]
        .filter(([tag]) => !/\bmedia="print"/.test(tag))
        .map(([tag]) => /href="\/([^"]+)"/.exec(tag)![1]!)
        .map((asset) => ({ asset, bytes: gzipBytes(asset) }));
      for (const [index, [, css]] of [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].entries()) {
        assets.push({ asset: `inline <style> #${index + 1}`, bytes: gzipSync(css ?? '', { level: 9 }).length });
      }
      expect(assets.length, `${route} links no stylesheet`).toBeGreaterThan(0);
      const total = assets.reduce((sum, a) => sum + a.bytes, 0);
      expect(total, report(route, assets)).toBeLessThanOrEqual(RENDER_BLOCKING_CSS);
    });
  }
});

test(`the home page HTML is at most ${HOME_HTML / KB} KB`, () => {
  const bytes = gzipSync(readFileSync(htmlFile('/')), { level: 9 }).length;
  expect(bytes, report('/', [{ asset: 'index.html', bytes }])).toBeLessThanOrEqual(HOME_HTML);
});

/**
 * The scripts and font files a page downloads until it has hydrated, the network is idle and its
 * fonts are ready: scripts with their gzip bytes, fonts (woff2, compressed already) as on disk.
 */
async function firstView(page: Page, route: string, { readsDatabase = false } = {}) {
  const scripts = new Set<string>();
  const fontFiles = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.add(pathname.slice(1));
    if (request.resourceType() === 'font') fontFiles.add(pathname.slice(1));
  });
  // What a page reads as it loads comes after a chain of chunks, which can pause the network for
  // longer than networkidle's half second on a busy machine: such a page is waited for until the
  // backend has answered.
  const answered = readsDatabase ? page.waitForResponse((response) => response.url().startsWith(BACKEND)) : null;
  await page.goto(route);
  await hydrated(page);
  await answered;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const assets = [...scripts].map((asset) => ({ asset, bytes: gzipBytes(asset) }));
  expect(assets.length).toBeGreaterThan(0);
  const loading = ({ pattern }: { pattern: RegExp }) =>
    assets.filter(({ asset }) => pattern.test(readFileSync(join('dist', asset), 'utf8'))).map(({ asset }) => asset);
  const total = assets.reduce((sum, a) => sum + a.bytes, 0);
  const fonts = [...fontFiles].map((asset) => ({ asset, bytes: statSync(join('dist', asset)).size }));
  return { assets, loading, total, fonts };
}

/** A sample of other languages' pages: they load the page's code plus their language's strings. */
const LANGUAGE_ROUTES = ['/en', '/es', '/en/orientadores', '/es/candidatos/faq', '/en/noticias'];

// One page load per route checks both: loading each page twice was a sixth of the browser tests' time.
test.describe('JavaScript before any interaction, fonts of the first view', () => {
  for (const route of [...ALL_ROUTES, ...LANGUAGE_ROUTES]) {
    test(`${route} stays within its JavaScript budget and downloads at most ${FONTS_FIRST_VIEW / KB} KB of fonts, the preloaded text face among them`, async ({
      page,
    }) => {
      const { assets, loading, total, fonts } = await firstView(page, route);
      const preloaded = readFileSync(htmlFile(route), 'utf8').match(
        /<link rel="preload" as="font"[^>]*href="\/([^"]+)"/,
      );
      expect(preloaded, `${route} preloads no font`).not.toBeNull();
      expect(fonts.map(({ asset }) => asset)).toContain(preloaded![1]);
      const fontBytes = fonts.reduce((sum, a) => sum + a.bytes, 0);
      expect(fontBytes, report(route, fonts)).toBeLessThanOrEqual(FONTS_FIRST_VIEW);

      const path = splitLanguage(route).path;
      if (!FULL_CLIENT.routes.has(path)) expect(loading(FULL_CLIENT), `${route} loads all of supabase-js`).toEqual([]);
      if (!READ_CLIENT.routes.has(path)) expect(loading(READ_CLIENT), `${route} loads a backend client`).toEqual([]);
      const limit = jsBudget(path);
      expect(total, report(route, assets)).toBeLessThanOrEqual(limit);
    });
  }

  // The Markdown reader, told apart by the attributes it writes on images.
  const MARKDOWN = { pattern: /referrerpolicy="no-referrer"/ };

  // A search with a term and a news post kept in the database read published rows as they load,
  // and the post's text through the Markdown reader (the search: for a post without an excerpt).
  for (const route of ['/busca?q=orientador', '/noticias/pesquisa-climaterio-cardiovascular']) {
    test(`${route} reads the database through the read-only client`, async ({ page }) => {
      const { assets, loading, total } = await firstView(page, route, { readsDatabase: true });
      expect(loading(READ_CLIENT), `${route} loads no backend client`).not.toEqual([]);
      expect(loading(FULL_CLIENT), `${route} loads all of supabase-js`).toEqual([]);
      expect(loading(MARKDOWN), `${route} loads no Markdown reader`).not.toEqual([]);
      expect(total, report(route, assets)).toBeLessThanOrEqual(JS_READING_PAGE + MARKDOWN_READER);
    });
  }

  // When every post has an excerpt of its own, the news list and the search need no Markdown.
  for (const route of ['/noticias', '/busca?q=orientador']) {
    test(`${route} of posts that all have excerpts does not load the Markdown reader`, async ({ page }) => {
      await page.route(`${BACKEND}/rest/v1/blog_posts?*`, async (route) => {
        const response = await route.fetch();
        const rows = (await response.json()) as { excerpt: string | null }[];
        await route.fulfill({ response, json: rows.map((row) => ({ ...row, excerpt: row.excerpt || 'Resumo.' })) });
      });
      const { assets, loading, total } = await firstView(page, route, { readsDatabase: true });
      expect(loading(MARKDOWN)).toEqual([]);
      expect(total, report(route, assets)).toBeLessThanOrEqual(JS_READING_PAGE);
    });
  }

  // The admin area as an administrator sees it first: the overview, with supabase-js, react-query
  // and the counts; the Markdown reader waits for a preview.
  test(`/cms as an administrator stays within ${JS_ADMIN / KB} KB until a preview opens`, async ({ page, request }) => {
    await signInWithSession(page, request);
    const { assets, loading, total } = await firstView(page, '/cms');
    await expect(page.getByTestId('count-news')).toBeVisible();
    expect(loading(FULL_CLIENT)).not.toEqual([]);
    expect(loading(MARKDOWN), 'the Markdown reader').toEqual([]);
    expect(total, report('/cms (administrator)', assets)).toBeLessThanOrEqual(JS_ADMIN);
  });

  test('a news post kept in the content files does not load the Markdown reader', async ({ page }) => {
    const { loading } = await firstView(page, '/noticias/simposio-medicina-fetal-2026');
    expect(loading(MARKDOWN)).toEqual([]);
  });
});

test('the build ships only the latin and latin-ext subsets of the text face', () => {
  const fonts = readdirSync(join('dist', 'assets')).filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file));
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((file) => !FONT_FILES.test(file))).toEqual([]);
});
