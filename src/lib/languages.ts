// The site's languages and how a language lives in the URL: Portuguese pages at their own path
// (/orientadores), the others under the language's code (/en/orientadores, /es/orientadores).
// Plain data and functions with no library behind them, so the router, the prerender, the server
// and the page head all read the same rules. docs/i18n.md explains the whole scheme.

/**
 * One entry per language, in the switcher's order. What a language needs before any of its
 * files exist is its registration, in its own words: its name (the switcher's label) here, and
 * the notice its untranslated pages show in `language-packs/<code>.ts` (a chunk only that
 * language's pages download). Adding a language is an entry here, its pack and its
 * locales/<code>/ folder.
 */
export const SITE_LANGUAGES = [
  {
    code: 'pt',
    /** `<html lang>` and every `lang` attribute for text in this language (BCP 47). */
    htmlLang: 'pt-BR',
    /** Open Graph's `og:locale` (language_TERRITORY). */
    ogLocale: 'pt_BR',
    name: 'Português',
    /**
     * How whole numbers group their digits (2.807): the separator, and the fewest digits a number
     * needs before it is grouped. What Intl.NumberFormat says for the language (languages.test.ts
     * checks), kept here so a counter counting up writes each frame without building a formatter.
     */
    digitGroups: { separator: '.', from: 4 },
  },
  {
    code: 'en',
    htmlLang: 'en',
    ogLocale: 'en_US',
    name: 'English',
    digitGroups: { separator: ',', from: 4 },
  },
  {
    code: 'es',
    htmlLang: 'es',
    ogLocale: 'es_ES',
    name: 'Español',
    // 2807, but 28.070: Spanish groups from five digits.
    digitGroups: { separator: '.', from: 5 },
  },
] as const;

export type Language = (typeof SITE_LANGUAGES)[number]['code'];
export type LanguageInfo = (typeof SITE_LANGUAGES)[number];

export const LANGUAGES: readonly Language[] = SITE_LANGUAGES.map((language) => language.code);
export const DEFAULT_LANGUAGE: Language = 'pt';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageInfo(language: Language): LanguageInfo {
  return SITE_LANGUAGES.find((entry) => entry.code === language) ?? SITE_LANGUAGES[0];
}

/**
 * Paths that exist once, without a language prefix: the sign-in page and the admin area serve
 * the programme's staff, who work in Portuguese.
 */
export const UNPREFIXED_PATHS: readonly string[] = ['/auth', '/cms'];

/**
 * The interface-string areas (locales/pt/<area>.json) only those staff pages show: no public page
 * needs them in another language, so a translation is complete without them.
 * (language-packs/pt.ts leaves the same files out of Portuguese's pack.)
 */
export const STAFF_AREAS: readonly string[] = ['auth', 'cms'];

function isUnprefixed(path: string): boolean {
  return UNPREFIXED_PATHS.some((root) => path === root || path.startsWith(`${root}/`));
}

/**
 * The language a URL path is in and the path without its prefix: /en/orientadores →
 * { language: 'en', path: '/orientadores' }, /en → '/', /orientadores → Portuguese. A prefix
 * must be a whole segment (/english is a Portuguese path), and /pt/… is not a prefix: Portuguese
 * pages have one address only.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A site path as the given language's page: /orientadores → /en/orientadores; / → /en. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || isUnprefixed(path)) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** Whether a site path has a page in every language (false for the staff's pages). */
export function hasLanguageVersions(path: string): boolean {
  return !isUnprefixed(path);
}
