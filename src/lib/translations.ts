import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, localizedPath, type Language } from './languages';

/**
 * What each language translates, as the content build found it (`TranslatedPages` in
 * src/content-schema/translation-files.ts): `shell`, the languages the shell reads in; `pages`, the
 * languages each page (by its Portuguese path) is translated into.
 */
export type Translations = { shell: readonly string[]; pages: Record<string, readonly string[] | undefined> };

/**
 * The whole map is every page's business only when another page is shown, so a page's scripts do
 * not carry it: the server starts with all of it (`startFromMap`), a prerendered page with its
 * own part, written into its HTML (`pageTranslations`); the rest is loaded before the router shows
 * another page, or before anything shows where the page has no part of its own (the development
 * server, the pages answering many addresses): `loadTranslationsFor`.
 */
let known: Translations = { shell: [], pages: {} };
let complete = false;

/** Starts from the whole map (the server, the development server). */
export function startFromMap(translations: Translations): void {
  known = translations;
  complete = true;
}

/** A page's own part of the map, as its HTML carries it (`data-translations` on `<html>`). */
export type PageTranslations = { path: string; languages: readonly string[]; shell: readonly string[] };

export const pageTranslations = (path: string): PageTranslations => ({
  path,
  languages: known.pages[path] ?? [],
  shell: known.shell,
});

/** Starts from a page's own part (the browser, from the prerendered page). */
export function startFromPage({ path, languages, shell }: PageTranslations): void {
  if (!complete) known = { shell, pages: { ...known.pages, [path]: languages } };
}

let loading: Promise<void> | undefined;

/** The whole map, before a page whose part is not known yet is shown; undefined when nothing to wait for. */
export function loadTranslationsFor(path: string): Promise<void> | undefined {
  if (complete || path in known.pages) return undefined;
  // A download that fails is tried again by the next page shown, not remembered as failed.
  loading ??= import('#site/content/translatedPages.json').then(
    ({ default: translations }) => startFromMap(translations),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The languages a page (named by its Portuguese path) is translated into, Portuguese first. A
 * page is translated when its own units are (src/content-schema/translation-files.ts,
 * `PAGE_UNITS`). Its other languages' addresses show the Portuguese with a notice, kept out of
 * search engines' indexes.
 */
export function translatedLanguages(path: string): Language[] {
  const languages = known.pages[path] ?? [];
  return LANGUAGES.filter((code) => code === DEFAULT_LANGUAGE || languages.includes(code));
}

/** Whether a language translates the shell: the menus, the footer and their strings (Portuguese always does). */
export function isShellTranslated(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || known.shell.includes(language);
}

export function isTranslated(path: string, language: Language): boolean {
  return translatedLanguages(path).includes(language);
}

export type Alternate = { hrefLang: string; path: string };

/**
 * The `hreflang` alternates of a page: each translated version plus `x-default` (the Portuguese
 * page), the same list on every version so they point at each other. A page with no translation,
 * or seen in a language it is not translated into, has none.
 */
export function alternates(path: string, language: Language): Alternate[] {
  const languages = translatedLanguages(path);
  if (languages.length < 2 || !languages.includes(language)) return [];
  return [
    ...LANGUAGES.filter((code) => languages.includes(code)).map((code) => ({
      hrefLang: languageInfo(code).htmlLang,
      path: localizedPath(path, code),
    })),
    { hrefLang: 'x-default', path },
  ];
}
