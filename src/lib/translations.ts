import translatedPages from '#site/content/translatedPages.json';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, localizedPath, type Language } from './languages';

/** What each language translates, as the content build found it (`TranslatedPages`). */
const TRANSLATED: { shell: string[]; pages: Record<string, string[] | undefined> } = translatedPages;

/**
 * The languages a page (named by its Portuguese path) is translated into, Portuguese first. A
 * page is translated when everything it shows is: its own content, the menus and footer, and the
 * interface (src/content-schema/translation-files.ts, `translatedPages`). Its other languages'
 * addresses show the Portuguese with a notice, kept out of search engines' indexes.
 */
export function translatedLanguages(path: string): Language[] {
  const languages = TRANSLATED.pages[path] ?? [];
  return LANGUAGES.filter((code) => code === DEFAULT_LANGUAGE || languages.includes(code));
}

/**
 * Whether a language translates what every page shows around its own content: the menus, the
 * footer and the interface strings (Portuguese always does).
 */
export function isShellTranslated(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || TRANSLATED.shell.includes(language);
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
