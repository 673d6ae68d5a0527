import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { splitLanguage } from '../../src/lib/languages';
import { FULL_CLIENT, KB, READ_CLIENT, jsBudget } from '../js-budgets';
import { BACKEND, expect, hydrated } from './fixtures';

// What a page downloads for its first view, and the byte budgets it is held to: measured by
// budgets.spec.ts for the pages and states only it loads, and by the sweep of every route
// (every-route.spec.ts) during the load it makes anyway, so no route is loaded twice for it.
// Sizes are gzip (level 9) of the built files, as a static host serves them.

/**
 * Font files a page downloads for its first view (woff2, compressed already: their bytes on disk).
 * The text face's latin subset holds every Portuguese letter; latin-ext, much larger, comes only
 * for a page that uses one of its letters.
 */
export const FONTS_FIRST_VIEW = 60 * KB;

export const gzipBytes = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;
export const htmlFile = (route: string) => join('dist', route === '/' ? 'index.html' : `${route.slice(1)}.html`);

type Asset = { asset: string; bytes: number };

/** A failure's detail: each asset with its size, and their total. */
export const report = (route: string, assets: Asset[]) =>
  `${route}:\n${assets.map(({ asset, bytes }) => `  ${asset}  ${(bytes / KB).toFixed(1)} KB`).join('\n')}\n  total ${(assets.reduce((sum, a) => sum + a.bytes, 0) / KB).toFixed(1)} KB`;

export type FirstView = {
  /** The site's scripts, with their gzip bytes. */
  assets: Asset[];
  /** Which of those scripts hold `pattern` (a backend client, the Markdown reader). */
  loading: (marker: { pattern: RegExp }) => string[];
  total: number;
  fonts: Asset[];
};

/**
 * Records the scripts and font files `page` downloads. A file the browser has cached still counts:
 * Playwright reports a request served from the cache as any other, so a test may load several
 * routes in one page and measure each whole.
 */
export function watchDownloads(page: Page) {
  const scripts = new Set<string>();
  const fontFiles = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.add(pathname.slice(1));
    if (request.resourceType() === 'font') fontFiles.add(pathname.slice(1));
  });
  return {
    /** Forgets what earlier loads downloaded. */
    reset() {
      scripts.clear();
      fontFiles.clear();
    },
    /**
     * What the current page downloaded once it has hydrated, the network is idle and its fonts
     * are ready.
     */
    async settle(): Promise<FirstView> {
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const assets = [...scripts].map((asset) => ({ asset, bytes: gzipBytes(asset) }));
      const loading = ({ pattern }: { pattern: RegExp }) =>
        assets.filter(({ asset }) => pattern.test(readFileSync(join('dist', asset), 'utf8'))).map(({ asset }) => asset);
      const total = assets.reduce((sum, a) => sum + a.bytes, 0);
      const fonts = [...fontFiles].map((asset) => ({ asset, bytes: statSync(join('dist', asset)).size }));
      return { assets, loading, total, fonts };
    },
  };
}

/** Loads `route` in a fresh page and returns what it downloaded for its first view. */
export async function firstView(page: Page, route: string, { readsDatabase = false } = {}) {
  const downloads = watchDownloads(page);
  // What a page reads as it loads comes after a chain of chunks, which can pause the network for
  // longer than networkidle's half second on a busy machine: such a page is waited for until the
  // backend has answered every read it started (the search makes three at once; the first answer
  // alone left a test's own handler of another still running as the test ended).
  const reads = new Set<Request>();
  const done = (request: Request) => reads.delete(request);
  if (readsDatabase) {
    page.on('request', (request) => request.url().startsWith(BACKEND) && reads.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  const answered = readsDatabase ? page.waitForResponse((response) => response.url().startsWith(BACKEND)) : null;
  await page.goto(route);
  await answered;
  await expect.poll(() => reads.size, { message: `${route} has backend reads unanswered` }).toBe(0);
  return downloads.settle();
}

/**
 * Everything over budget in a route's first view, one line each; [] when nothing is: the
 * preloaded text face is among its fonts and they weigh at most FONTS_FIRST_VIEW; it loads a
 * backend client only where js-budgets.ts allows one; its scripts stay within its budget.
 */
export function budgetProblems(route: string, { assets, loading, total, fonts }: FirstView): string[] {
  const problems: string[] = [];
  if (assets.length === 0) problems.push(`${route} downloaded no script`);
  const preloaded = /<link rel="preload" as="font"[^>]*href="\/([^"]+)"/.exec(readFileSync(htmlFile(route), 'utf8'));
  if (!preloaded) problems.push(`${route} preloads no font`);
  else if (!fonts.some(({ asset }) => asset === preloaded[1]))
    problems.push(`${route} never downloads the font it preloads, ${preloaded[1]}`);
  const fontBytes = fonts.reduce((sum, a) => sum + a.bytes, 0);
  if (fontBytes > FONTS_FIRST_VIEW) problems.push(`fonts over ${FONTS_FIRST_VIEW / KB} KB at ${report(route, fonts)}`);
  const path = splitLanguage(route).path;
  if (!FULL_CLIENT.routes.has(path) && loading(FULL_CLIENT).length > 0)
    problems.push(`${route} loads all of supabase-js: ${loading(FULL_CLIENT).join(', ')}`);
  if (!READ_CLIENT.routes.has(path) && loading(READ_CLIENT).length > 0)
    problems.push(`${route} loads a backend client: ${loading(READ_CLIENT).join(', ')}`);
  const limit = jsBudget(path);
  if (total > limit) problems.push(`JavaScript over ${limit / KB} KB at ${report(route, assets)}`);
  return problems;
}
