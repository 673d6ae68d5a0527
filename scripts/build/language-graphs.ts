// One build serves every language. Each language a translator has started (content/<lang>/,
// locales/<lang>/) gets an entry of its own in the same build, `src/main.tsx?lang=<lang>` (and
// `src/entry-server.tsx?lang=<lang>` for the prerender): every module that entry reaches is that
// language's copy (the same file, `?lang=<lang>` added to its id, language-copies.ts), whose
// `#site/content` is the language's content build (.velite/<lang>/) and whose
// `#site/strings/<area>.json` is the language's file where its translator finished the area,
// Portuguese's elsewhere. Libraries are copied too: a chunk is then never shared by two languages'
// pages, so each language's pages are cut into chunks as Portuguese's are, and a
// page ships its own language's content and strings only. Portuguese's entry is index.html, and
// serves the languages with no entry of their own. docs/i18n.md, "How pages get their language".
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';
import { translatedAreas } from '../../src/content-schema/interface-strings.ts';
import { DEFAULT_LANGUAGE, STAFF_AREAS, splitLanguage, type Language } from '../../src/lib/languages.ts';
import { contentOutput } from './content-language.ts';
import { languageOfId, manifestSuffix, withLanguage, withoutLanguage } from './language-copies.ts';
import { isLocaleFile, withZeroAsPlural } from './plural-zero.ts';

const CONTENT = '#site/content';
const STRINGS = '#site/strings/';
/**
 * Virtual modules both languages' code imports, copied like the rest (see `copied`): Vite's helper
 * that preloads a dynamic import's chunks, and the posts read at build (vite.config.ts).
 */
const COPIED_VIRTUAL_MODULES = ['\0vite/preload-helper.js', '\0virtual:database-news'];
/** The module telling the site's code which copy it is (src/lib/i18n.ts reads it). */
export const GRAPH_MODULE = 'virtual:graph-language';

/** Each language a translator has started, with the string areas finished in it (the staff's left out). */
export type FinishedAreas = Partial<Record<Language, string[]>>;

export function finishedAreas(root: string, languages: readonly Language[]): FinishedAreas {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      [...translatedAreas(`${root}locales`, language)].filter((area) => !STAFF_AREAS.includes(area)).sort(),
    ]),
  );
}

/**
 * The plugin, for the project at `root` (ending in /). `finished`: the languages with entries of
 * their own, each with its finished string areas.
 */
export function languageGraphs(root: string, finished: FinishedAreas): Plugin {
  /**
   * Whether a resolved module has a copy per language: everything the entry reaches (the site's
   * code, its stylesheets, Portuguese's data, the libraries, a stylesheet's URL), but most virtual
   * modules and imports of a file's text (`?raw`).
   */
  const copied = (id: string) =>
    (!id.startsWith('\0') || COPIED_VIRTUAL_MODULES.includes(id)) &&
    !/[?&](?:raw|inline|worker)(?:&|=|$)/.test(id) &&
    // A language's own data (.velite/en/, locales/en/) is never another's: it stays as Vite reads it.
    (!/\.json(?:\?|$)/.test(id) || portugueseData(id)) &&
    // The dev server cuts no chunks: the site's own modules are enough, libraries stay one copy.
    (!serving || id.startsWith(`${root}src/`));
  const portugueseData = (id: string) => {
    const path = id.split('?')[0]!;
    return (
      path.startsWith(`${root}locales/${DEFAULT_LANGUAGE}/`) || dirname(path) === `${root}${contentOutput(undefined)}`
    );
  };
  const content = (language: Language | undefined, rest: string) =>
    `${root}${contentOutput(language)}${rest === '' ? '/index.js' : rest}`;
  const strings = (language: Language | undefined, file: string) => {
    const area = file.replace(/\.json$/, '');
    const code = language && finished[language]?.includes(area) ? language : DEFAULT_LANGUAGE;
    return `${root}locales/${code}/${file}`;
  };
  const graphSource = (language: Language | undefined) => {
    const areas = language ? (finished[language] ?? []) : [];
    const pack = `${root}src/lib/language-packs/pt.ts`;
    return [
      `export const stringLanguages = ${JSON.stringify(Object.fromEntries(areas.map((area) => [area, language])))};`,
      `export const manifestSuffix = ${JSON.stringify(manifestSuffix(language))};`,
      // Portuguese's strings, for a region of a page of another language that reads in Portuguese:
      // only a copy with areas in its language has them (src/lib/i18n.ts).
      areas.length > 0
        ? `export const portuguesePack = () => import(${JSON.stringify(withLanguage(pack, language!))});`
        : 'export const portuguesePack = undefined;',
    ].join('\n');
  };

  let serving = false;
  return {
    name: 'language-graphs',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // npm run dev: a page of a started language loads that language's entry, as the prerendered
    // pages of a build do (scripts/build/prerender.mjs).
    transformIndexHtml: {
      // After Vite's own steps, which add a timestamp to the entry's address once it has changed.
      order: 'post',
      handler(html, context) {
        if (!context.server) return html;
        const { language } = splitLanguage(new URL(context.originalUrl ?? context.path, 'http://localhost').pathname);
        if (!(language in finished)) return html;
        return html.replace(
          /src="(\/src\/main\.tsx(?:\?[^"]*)?)"/,
          (_tag, src: string) => `src="${withLanguage(src, language)}"`,
        );
      },
    },
    async resolveId(source, importer, options) {
      const language = importer ? languageOfId(importer) : undefined;
      // Portuguese's strings in a language's copy (an area not finished there) are its own copy.
      const copy = (id: string) => (language && copied(id) ? withLanguage(id, language) : id);
      if (source === CONTENT || source.startsWith(`${CONTENT}/`))
        return copy(content(language, source.slice(CONTENT.length)));
      if (source.startsWith(STRINGS)) return copy(strings(language, source.slice(STRINGS.length)));
      if (source === GRAPH_MODULE) return `\0${language ? withLanguage(GRAPH_MODULE, language) : GRAPH_MODULE}`;
      if (!language) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !copied(resolved.id) || languageOfId(resolved.id)) return resolved;
      return { ...resolved, id: withLanguage(resolved.id, language) };
    },
    async load(id) {
      // A copy of a virtual module: the same code, else both languages' pages would share the
      // chunk it lands in.
      const virtual = COPIED_VIRTUAL_MODULES.find((module) => id.startsWith(`${module}?`));
      if (virtual) return (await this.load({ id: virtual })).code;
      // A copy of a JSON file, as the module Vite makes of one: Vite's own JSON step passes over a
      // file whose id has a query.
      const [path] = id.split('?');
      if (path!.endsWith('.json') && languageOfId(id)) {
        const data = JSON.parse(readFileSync(path!, 'utf8')) as Record<string, unknown>;
        const json = JSON.stringify(isLocaleFile(path!) ? withZeroAsPlural(data) : data);
        // As Vite writes a large file: JSON.parse reads it faster than the engine parses a literal.
        return `export default ${json.length > 10_000 ? `JSON.parse(${JSON.stringify(json)})` : json};`;
      }
      if (!id.startsWith(`\0${GRAPH_MODULE}`)) return null;
      return graphSource(languageOfId(id));
    },
  };
}

/** The router plugin's step that cuts a route file into its split chunks (its own name for it). */
export const ROUTE_SPLITTER = 'tanstack-router:code-splitter:compile-reference-file';

type Transform = {
  filter: { id: { include: RegExp }; code?: unknown };
  handler: (this: unknown, code: string, id: string) => unknown;
};

/**
 * The router plugin's plugins, its route splitter also cutting each language's copy of a route
 * file: it knows route files by their path alone, so it is handed the copy's path without the
 * language, and the split chunks it imports become the copy's again as they resolve (above). A
 * release that renames the step or changes its shape stops the build here, by name
 * (language-graphs.test.ts).
 */
export function splittingLanguageCopies<T>(plugins: T): T {
  const flat = (value: unknown): unknown[] => (Array.isArray(value) ? value.flatMap(flat) : [value]);
  const splitter = flat(plugins).find((plugin) => (plugin as Plugin | undefined)?.name === ROUTE_SPLITTER) as
    { transform?: unknown } | undefined;
  const transform = splitter?.transform as Transform | undefined;
  if (!splitter || !(transform?.filter?.id?.include instanceof RegExp) || typeof transform.handler !== 'function')
    throw new Error(`language-graphs: the router plugin has no step "${ROUTE_SPLITTER}" of the shape expected`);
  const { handler, filter } = transform;
  splitter.transform = {
    ...transform,
    // Its own test of a module's id ends at the file's extension; a copy's id goes on (?lang=…).
    filter: { ...filter, id: { include: new RegExp(`${filter.id.include.source.replace(/\$$/, '')}(?:\\?.*)?$`) } },
    handler(this: unknown, code: string, id: string) {
      const [path, query] = id.split('?');
      // A copy of a route file itself; its split chunks (`?tsr-split=…&lang=…`) are not route files.
      const copy = query !== undefined && withoutLanguage(id) === path;
      return copy ? handler.call(this, code, path!) : query === undefined ? handler.call(this, code, id) : null;
    },
  } satisfies Transform;
  return plugins;
}
