import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ALL_ROUTES } from '../route-table';
import { FULL_CLIENT, JS_ADMIN, JS_READING_PAGE, KB, MARKDOWN_READER, READ_CLIENT } from '../js-budgets';
import { BACKEND, expect, signInWithSession, test } from './fixtures';
import { budgetProblems, firstView, gzipBytes, htmlFile, report } from './first-view';

// Byte budgets, so pages stay quick on a cheap phone over a slow link: deterministic, so tests
// rather than timings. Sizes are gzip (level 9) of the built files, as a static host serves them.
// A failure names the route, each asset and its bytes. Each route's own first view (its scripts,
// its fonts, which backend client it loads) is measured by the sweep of every route, during the
// load it makes anyway (every-route.spec.ts); here, the pages in other languages, the states only
// these tests open, and what the built files alone tell.

/**
 * Render-blocking CSS: the stylesheets linked in <head> plus any <style> there (a print
 * stylesheet, media="print", does not block painting the screen). To keep within the site's
 * target, the print rules and the high-contrast look (linked only for a visitor who chose it)
 * travel in files of their own, and a page the server does not render (the admin area) links only
 * the entry's. What each route blocks on today: docs/decisions.md, "Measured".
 */
const RENDER_BLOCKING_CSS = 14 * KB;
/** The only font files the build may ship: Source Sans 3, upright, latin and latin-ext subsets. */
const FONT_FILES = /^source-sans-3-latin(?:-ext)?-wght-normal-[\w-]+\.woff2$/;
/** The home page's HTML. */
const HOME_HTML = 15 * KB;

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

/** A sample of other languages' pages: they load the page's code plus their language's strings. */
const LANGUAGE_ROUTES = ['/en', '/es', '/en/orientadores', '/es/candidatos/faq', '/en/noticias'];

test.describe('JavaScript before any interaction, fonts of the first view', () => {
  for (const route of LANGUAGE_ROUTES) {
    test(`${route} stays within its JavaScript budget and downloads the preloaded text face, within the font budget`, async ({
      page,
    }) => {
      expect(budgetProblems(route, await firstView(page, route))).toEqual([]);
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

  // The home page's structured data (the programme's) is written by the prerender alone: every
  // fact in it is known when the site is built. Code that writes structured data is told apart by
  // the vocabulary's address, which it keeps when minified.
  test('/ loads no code that writes structured data', async ({ page }) => {
    const { loading } = await firstView(page, '/');
    expect(loading({ pattern: /schema\.org/ })).toEqual([]);
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
