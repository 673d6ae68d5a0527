// What a prerendered page needs besides the entry, read from Vite's manifest: the stylesheets and
// the JavaScript modules of the code-split chunks of the routes it matched. The stylesheets are
// linked in the HTML, so the page paints styled instead of waiting for its JavaScript; the modules
// are requested with the entry (scripts/build/page-template.ts). Either way the browser's loader
// finds them already in <head> and does not ask for them again.

import type { Language } from '../../src/lib/languages.ts';
import { languageOfId, withoutLanguage } from './language-copies.ts';

// The router plugin names a split chunk after what it holds: '?tsr-split=component', or for a
// route that groups its loader with its component, '?tsr-split=component---loader'. That naming
// is the plugin's own: route-styles.test.ts has the installed plugin split two routes and reads
// the names back (docs/decisions.md, "Contracts with libraries' internals").
// A language's copy of a module carries its language in its key (scripts/build/language-copies.ts):
// each function below reads one language's copies, Portuguese's (no language) unless told.
const SPLIT_CHUNK = /^(.*)\?tsr-split=([\w-]+)$/;

/** The fields of Vite's manifest (dist/.vite/manifest.json) read here, by module key. */
export type ManifestChunk = { file: string; isEntry?: boolean; css?: string[]; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The TanStack Router route id of a route file, by its file-naming rules:
 * src/routes/index.tsx → '/', src/routes/candidatos/index.tsx → '/candidatos/',
 * src/routes/candidatos/$slug.tsx → '/candidatos/$slug', src/routes/__root.tsx → '__root__'.
 */
export function routeIdOfFile(file: string): string {
  const path = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '');
  if (path === '__root') return '__root__';
  if (path === 'index') return '/';
  return `/${path.replace(/(^|\/)index$/, '/')}`.replace(/\/\/$/, '/');
}

/** Route id → the manifest key of the split chunk holding its component, in `language`'s copy. */
export function splitChunksByRouteId(manifest: Manifest, language?: Language): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    if (languageOfId(key) !== language) continue;
    const [, file, parts] = SPLIT_CHUNK.exec(withoutLanguage(key)) ?? [];
    if (file && parts?.split('---').includes('component')) chunks.set(routeIdOfFile(file), key);
  }
  return chunks;
}

/**
 * The stylesheets (manifest file names) the chunks of these routes need, each once, a chunk's
 * imports before the chunk itself (the order the bundler meant), without the entry's own.
 */
export function stylesheetsForRoutes(manifest: Manifest, routeIds: readonly string[], language?: Language): string[] {
  const entries = entryKeys(manifest, language);
  const entryCss = new Set(entries.flatMap((key) => manifest[key]!.css ?? []));
  const sheets = importsFirst(manifest, routeChunks(manifest, routeIds, language), new Set(entries)).flatMap(
    (key) => manifest[key]!.css ?? [],
  );
  return [...new Set(sheets)].filter((css) => !entryCss.has(css));
}

/** The manifest keys of the split chunks of these routes (routes the manifest does not split have none). */
function routeChunks(manifest: Manifest, routeIds: readonly string[], language?: Language): string[] {
  const chunks = splitChunksByRouteId(manifest, language);
  return routeIds.map((id) => chunks.get(id)).filter((key) => key !== undefined);
}

/** The entry of `language`'s copy (Portuguese's: index.html; another's: src/main.tsx?lang=…). */
const entryKeys = (manifest: Manifest, language?: Language) =>
  Object.keys(manifest).filter((key) => manifest[key]!.isEntry && languageOfId(key) === language);

/**
 * The manifest keys reached from `starts` through static imports, each once, a chunk's imports
 * before the chunk, leaving out the keys in `skip`.
 */
function importsFirst(manifest: Manifest, starts: readonly string[], skip = new Set<string>()): string[] {
  const seen = new Set(skip);
  const out: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
    out.push(key);
  };
  starts.forEach(visit);
  return out;
}

/** The entry and every chunk it imports (manifest keys): loaded before any page code runs. */
const entryClosure = (manifest: Manifest, language?: Language) => importsFirst(manifest, entryKeys(manifest, language));

/**
 * The chunks the entry imports, directly or through one another (manifest file names, a chunk's
 * imports before the chunk). Requested with the entry, they download alongside it instead of once
 * the browser has read it (and, for the imports of imports, a round trip after that).
 */
export function entryImports(manifest: Manifest, language?: Language): string[] {
  return entryClosure(manifest, language)
    .filter((key) => !manifest[key]!.isEntry)
    .map((key) => manifest[key]!.file);
}

/**
 * The JavaScript files (manifest file names) the chunks of these routes import statically, each
 * once, a chunk's imports before the chunk, without the entry and the chunks it loads itself.
 */
export function modulesForRoutes(manifest: Manifest, routeIds: readonly string[], language?: Language): string[] {
  return importsFirst(
    manifest,
    routeChunks(manifest, routeIds, language),
    new Set(entryClosure(manifest, language)),
  ).map((key) => manifest[key]!.file);
}

/**
 * The JavaScript files of modules the entry imports dynamically and a page needs from the start
 * (its string packs, src/lib/language-packs), requested with the entry. A module the build did not
 * split out (none of its pages needs it) has no file.
 */
export function moduleFiles(manifest: Manifest, modules: readonly string[]): string[] {
  return modules.flatMap((module) => manifest[module]?.file ?? []);
}

/** A stylesheet linked as Vite links the entry's, so the browser's loader finds it. */
export const stylesheetLink = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}">`;

/**
 * The page template of `language`'s copy, from the one Vite built for Portuguese's (index.html):
 * its entry script and its entry's stylesheets in place of Portuguese's. (Each copy's chunks, and
 * so the stylesheet files split along them, are its own.)
 */
export function languageTemplate(html: string, manifest: Manifest, language?: Language): string {
  if (!language) return html;
  const [portuguese, own] = [entryKeys(manifest)[0], entryKeys(manifest, language)[0]];
  if (!portuguese || !own) throw new Error(`route-styles: no entry for ${language} in the manifest`);
  const links = (key: string) => [
    ...new Set(importsFirst(manifest, [key]).flatMap((chunk) => (manifest[chunk]!.css ?? []).map(stylesheetLink))),
  ];
  const [first, ...rest] = links(portuguese);
  const missing = [first, ...rest].find((link) => link === undefined || !html.includes(link));
  if (first === undefined || missing !== undefined)
    throw new Error(`route-styles: index.html does not link Portuguese's entry stylesheets as Vite does`);
  // The copy's links where Portuguese's first one was, in the order Vite gives them.
  return rest
    .reduce((page, link) => page.replace(link, ''), html.replace(first, links(own).join('')))
    .replace(`src="/${manifest[portuguese]!.file}"`, `src="/${manifest[own]!.file}"`);
}
