import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, localizedPath, type Language } from './languages';

/**
 * The languages a page (named by its Portuguese path) is translated into, Portuguese first. A
 * page counts as translated when the content that belongs to it alone is. Content has no
 * translation files yet (content/<lang>/ does not exist), so every page is Portuguese only: its
 * English and Spanish addresses show it with a notice, kept out of search engines' indexes.
 */
export function translatedLanguages(path: string): Language[] {
  void path;
  return [DEFAULT_LANGUAGE];
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
