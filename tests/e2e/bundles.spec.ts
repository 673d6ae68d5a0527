import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loaderEntry, loaderModules } from '../../scripts/build/page-template.ts';
import { routeIdOfFile, splitChunksByRouteId, type Manifest } from '../../scripts/build/route-styles.ts';
import { LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { hydrated } from './fixtures';

// Routes are split: a page downloads its own code, not the other pages'; and the backend client
// (@supabase/supabase-js) never loads on pages that read no data.
async function scriptsLoadedBy(page: Page, path: string) {
  // The page's own record of what it downloaded, read once it has settled: listening to responses
  // as they came missed every script of a page now and then on a loaded machine. Settled means
  // hydrated first: the page requests its scripts only after its first paint, which a loaded
  // machine can hold back past networkidle's half second of quiet (then no script had loaded).
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  return Promise.all(urls.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
}

test('the home page loads no supabase-js', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  const withSupabase = scripts.filter((script) => /supabase-js|GoTrueClient|PostgrestClient/.test(script.body));
  expect(withSupabase.map((script) => script.url)).toEqual([]);
});

const readManifest = () => JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

/**
 * The chunk that holds a route file's page component, from Vite's manifest: '?tsr-split=component',
 * or '?tsr-split=component---loader' where the route groups its loader with it.
 */
function componentChunk(routeFile: string): string {
  const manifest = readManifest();
  const key = splitChunksByRouteId(manifest).get(routeIdOfFile(`src/routes/${routeFile}`));
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) throw new Error(`no component chunk for ${routeFile} in the manifest`);
  return `/${chunk.file}`;
}

test('a page loads its own route chunk and not the others', async ({ page }) => {
  const contact = (await scriptsLoadedBy(page, '/contato')).map((script) => new URL(script.url).pathname);
  expect(contact).toContain(componentChunk('contato.tsx'));
  const others = ['orientadores.tsx', 'linhas-pesquisa.tsx', 'index.tsx'].map(componentChunk);
  expect(contact.filter((path) => others.includes(path))).toEqual([]);
});

/** The chunks the entry imports statically (Vite's manifest), loaded before any page code runs. */
function entryChunks(): Set<string> {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  return files;
}

/** The modules a prerendered page's inline loader asks for with the entry. */
function loaderList(html: string): string[] {
  const list = loaderModules(html);
  expect(list, 'the entry loader lists the page’s modules').toBeDefined();
  return list!;
}
/** The entry a prerendered page's loader runs (and preloads first). */
function loaderEntryOf(html: string): string {
  const entry = loaderEntry(html);
  expect(entry, 'the entry loader names its entry').toBeDefined();
  return entry!;
}

test('loading a page’s code preloads only chunks the entry has not loaded already', async ({ page }) => {
  const entry = entryChunks();
  expect(entry.size).toBeGreaterThan(1);
  const response = await page.goto('/noticias/simposio-medicina-fetal-2026', { waitUntil: 'networkidle' });
  await hydrated(page);
  const html = await response!.text();
  const requested = [loaderEntryOf(html), ...loaderList(html)];
  // Then a page reached by a link, whose code loads the same way.
  await page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Notícias' }).click();
  // The document stays the same, so its load states were reached long ago: wait for the page shown.
  await page.waitForURL(/\/noticias$/);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Notícias' }).waitFor();
  // The links Vite's preload helper appended, besides those of the loader.
  const preloaded = async () =>
    (
      await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    ).filter((path) => !requested.includes(path));
  await expect
    .poll(async () => (await preloaded()).length, { message: 'the page code had chunks to preload' })
    .toBeGreaterThan(0);
  expect((await preloaded()).filter((path) => entry.has(path))).toEqual([]);
});

test('a prerendered page asks for its own modules with the entry; loading its code appends no more', async ({
  page,
}) => {
  const response = await page.goto('/noticias/simposio-medicina-fetal-2026', { waitUntil: 'networkidle' });
  await hydrated(page);
  const html = await response!.text();
  const requested = loaderList(html);
  expect(requested).toContain(componentChunk('noticias/$slug.tsx'));
  // First every chunk the entry imports (all but the entry itself), so they download alongside it.
  const entryScript = loaderEntryOf(html);
  const entryImports = [...entryChunks()].filter((path) => path !== entryScript);
  expect(entryImports.length).toBeGreaterThan(1);
  expect(requested.slice(0, entryImports.length).sort()).toEqual(entryImports.sort());
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.sort()).toEqual([entryScript, ...requested].sort());
});

test('no published file holds the local backend’s secrets', () => {
  // The site learns its backend from the build's settings; a browser build bundling any file of
  // supabase/local stops (scripts/build/browser-bundle-guard.ts). Whatever the settings, the
  // stand-in's signing secret and service key must never reach a visitor.
  const files = readdirSync('dist', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative('dist', join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.vite'));
  expect(files.filter((file) => file.startsWith('assets/')).length).toBeGreaterThan(0);
  const holding = files.filter((file) => {
    const text = readFileSync(join('dist', file), 'utf8');
    return text.includes(LOCAL_JWT_SECRET) || text.includes(LOCAL_SERVICE_ROLE_KEY);
  });
  expect(holding).toEqual([]);
});
