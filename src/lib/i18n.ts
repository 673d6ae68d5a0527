import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '#site/strings/common.json';
import layout from '#site/strings/layout.json';
import pages from '#site/strings/pages.json';
import { manifestSuffix, portuguesePack, stringLanguages } from 'virtual:graph-language';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';
import { isShellTranslated, isTranslated } from './translations';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

// UI strings: one JSON file per UI area and language, e.g. locales/pt/layout.json holds the
// keys `layout.*`. Each area reaches a language's pages in one language: theirs where its
// translator finished the area, Portuguese elsewhere (scripts/build/language-graphs.ts resolves
// #site/strings/<area> so, and tells which areas, `virtual:graph-language`). The entry carries
// the areas every page shows (common, layout, pages); the areas that one page or a few show
// travel with the feature that shows them, which registers them (`registerStrings`), so the other
// pages do not carry them. What a page needs beyond that is a pack (src/lib/language-packs) that
// only such pages download (`packsFor`): a language's untranslated notice, and Portuguese's
// strings where a region of the page reads in Portuguese and an area it uses came in the page's
// language.
const entryStrings = { common, layout, pages };

/** The language an interface area's strings are in, in these modules (see above). */
export function areaLanguage(area: string): Language {
  const language = stringLanguages[area];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Whether any area of these modules came in a language other than Portuguese. */
const SOME_AREA_TRANSLATED = portuguesePack !== undefined;

/** The areas that one page or a few show, loaded with the page that shows them. */
export const PAGE_AREAS = [
  'search',
  'auth',
  'cms',
  'advisers',
  'research-lines',
  'candidates',
  'news',
  'contact',
  'database-notice',
  'listings',
] as const;
/** Strings added before the site's instance started (areas, packs), added when it starts. */
const pending: Files = {};

type Resources = Partial<Record<Language, { translation: Record<string, unknown> }>>;

export function collectResources(entries: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = {};
  for (const [path, strings] of Object.entries(entries)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match || !isLanguage(match[1])) continue;
    const bundle = (resources[match[1]] ??= { translation: {} });
    // Each `_other` string has its `_zero` twin already (scripts/build/plural-zero.ts).
    bundle.translation[match[2]!] = strings;
  }
  return resources;
}

/** A language's pack: Portuguese's holds its strings, the others their untranslated notice. */
type LanguagePack = { files?: Files; untranslated?: string };
const packs: Record<string, (() => Promise<LanguagePack>) | undefined> = {
  ...import.meta.glob<LanguagePack>(['./language-packs/*.ts', '!./language-packs/pt.ts']),
  // Only modules with areas in another language have Portuguese's pack: in Portuguese's, the same
  // files imported from the pack and from the features that show them were split into chunks
  // of their own (more bytes on every page).
  './language-packs/pt.ts': portuguesePack,
};

/**
 * The key of the untranslated notice. Its words are not a locales/ file (those ship empty, for
 * translators): they are added under an area of their own, `language`, in the language's resources.
 */
export const UNTRANSLATED_NOTICE_KEY = 'language.untranslated';

type Files = Record<string, Record<string, unknown>>;

/**
 * The packs a page needs beyond the strings its modules carry, by language code: its language's
 * notice while the page is untranslated, and Portuguese's strings when a region of it reads in
 * Portuguese (the page, untranslated, or the shell, until its language translates it) while
 * some area came in the page's language (`someAreaTranslated`). The prerender links the same
 * packs from the page's HTML.
 */
export function packsNeeded(
  language: Language,
  {
    pageTranslated,
    shellTranslated,
    someAreaTranslated,
  }: Record<'pageTranslated' | 'shellTranslated' | 'someAreaTranslated', boolean>,
): Language[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const needed: Language[] = pageTranslated ? [] : [language];
  if (someAreaTranslated && (!pageTranslated || !shellTranslated)) needed.push(DEFAULT_LANGUAGE);
  return needed;
}

/** The packs the page at a Portuguese path needs in a language, with these modules (`packsNeeded`). */
export const packsFor = (language: Language, path: string) =>
  packsNeeded(language, {
    pageTranslated: isTranslated(path, language),
    shellTranslated: isShellTranslated(language),
    someAreaTranslated: SOME_AREA_TRANSLATED,
  });

/** The module of a language's pack, as the build's manifest names these modules' copy of it. */
export const packModule = (language: Language) =>
  `src/lib/language-packs/${language}.ts${manifestSuffix && `?${manifestSuffix}`}`;

/** Each pack's strings as locale files, downloaded once. */
const loaded = new Map<Language, Promise<Files>>();
const added = new Set<Language>();

function loadPack(language: Language): Promise<Files> {
  let files = loaded.get(language);
  if (!files) {
    const load = packs[`./language-packs/${language}.ts`];
    files = load
      ? load().then((pack) => ({
          ...pack.files,
          // Read by collectResources like a locales/<language>/language.json would be.
          ...(pack.untranslated && { [`locales/${language}/language.json`]: { untranslated: pack.untranslated } }),
        }))
      : Promise.resolve({});
    loaded.set(language, files);
  }
  return files;
}

/**
 * Adds to the site's instance what the page needs and does not have yet (`packsFor`); undefined
 * when it has everything, so that a render that needs nothing never waits. Before the instance
 * starts the strings wait for it. Called before the first render (the browser's entry, the
 * prerender) and before each page the router shows.
 */
export function loadPageStrings(language: Language, path: string): Promise<void> | undefined {
  const missing = packsFor(language, path).filter((code) => !added.has(code));
  if (missing.length === 0) return undefined;
  return Promise.all(missing.map(loadPack)).then((results) => {
    for (const files of results) addFiles(files);
    for (const code of missing) added.add(code);
  });
}

/**
 * What a page of the started instance's language needs, before the router shows it: a page
 * reached without a reload may need a pack the first one did not (an untranslated page after a
 * translated one).
 */
export function loadStringsFor(path: string): Promise<void> | undefined {
  return loadPageStrings(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE, path);
}

function addFiles(files: Files): void {
  if (!i18n.isInitialized) {
    Object.assign(pending, files);
    return;
  }
  for (const [code, bundle] of Object.entries(collectResources(files)))
    i18n.addResourceBundle(code, 'translation', bundle!.translation, true, true);
}

/** The entry's strings as locale files, named as collectResources reads them. */
const entryFiles: Files = Object.fromEntries(
  Object.entries(entryStrings).map(([area, strings]) => [`locales/${areaLanguage(area)}/${area}.json`, strings]),
);

function initialise(instance: I18n, language: Language, extra: Files): I18n {
  const resources = collectResources({ ...entryFiles, ...(instance === i18n ? pending : {}), ...extra });
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

/** A new instance, started in `language` with those files (tests render with their own). */
export function createI18n(
  language: Language = DEFAULT_LANGUAGE,
  files: Record<string, Record<string, unknown>> = {},
): I18n {
  return initialise(i18next.createInstance(), language, files);
}

/**
 * The site's instance, started by `startI18n()` rather than on import: building the resources
 * and starting i18next take a long stretch of a cheap phone's main thread, which the
 * browser entry runs as a task of its own instead of inside the one that evaluates every module.
 * A document shows one language, the one in its URL, and the instance is started in it once, never
 * switched: the prerender renders each language's pages with modules of their own, evaluated for
 * it (src/lib/render-language.ts).
 */
export const i18n = i18next.createInstance();

export function startI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  return i18n.isInitialized ? i18n : initialise(i18n, language, {});
}

/**
 * Adds the strings of an area that one page or a few show (see PAGE_AREAS), in the language
 * they came in (`areaLanguage`; the staff's pages: always Portuguese, their only language), from
 * the module of the feature that shows it: its code loads before the page renders, on the server
 * and in the browser, so the strings are there for the first render and for hydration.
 */
export function registerStrings(
  area: (typeof PAGE_AREAS)[number],
  strings: Record<string, unknown>,
  language: Language = areaLanguage(area),
): void {
  addFiles({ [`locales/${language}/${area}.json`]: strings });
}
