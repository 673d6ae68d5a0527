import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

// UI strings: one JSON file per UI area and language, e.g. locales/pt/layout.json holds the
// keys `layout.*`. Portuguese is complete; en/es start as `{}` and fall back key by key.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The site's languages, in the switcher's order: adding one is an entry here plus its
 * locales/<code>/*.json files (and its name under `layout.language` in each language).
 * `htmlLang` is the BCP 47 tag `<html lang>` gets while the text is shown in it.
 */
export const SITE_LANGUAGES = [
  { code: 'pt', htmlLang: 'pt-BR' },
  { code: 'en', htmlLang: 'en' },
  { code: 'es', htmlLang: 'es' },
] as const;

export type Language = (typeof SITE_LANGUAGES)[number]['code'];
export const LANGUAGES: readonly Language[] = SITE_LANGUAGES.map((language) => language.code);
export const DEFAULT_LANGUAGE: Language = 'pt';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const HTML_LANG = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [language.code, language.htmlLang]),
) as Record<Language, string>;

type Resources = Record<Language, { translation: Record<string, unknown> }>;

export function collectResources(entries: Record<string, Record<string, unknown>>): Resources {
  const resources = Object.fromEntries(LANGUAGES.map((language) => [language, { translation: {} }])) as Resources;
  for (const [path, strings] of Object.entries(entries)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match as unknown as [string, Language, string];
    if (!(language in resources)) continue;
    resources[language].translation[area] = withZeroAsPlural(strings);
  }
  return resources;
}

/**
 * Copies every `x_other` to `x_zero` where no `x_zero` exists. i18next takes plural categories
 * from Intl.PluralRules, which puts 0 with 1 in Portuguese ('0 orientador'); the site shows the
 * plural whenever the number is not 1, and i18next looks up `_zero` first when the count is 0.
 */
export function withZeroAsPlural(strings: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    const nested = value !== null && typeof value === 'object' && !Array.isArray(value);
    result[key] = nested ? withZeroAsPlural(value as Record<string, unknown>) : value;
  }
  for (const [key, value] of Object.entries(strings)) {
    const zero = key.replace(/_other$/, '_zero');
    if (zero !== key && !(zero in strings)) result[zero] = value;
  }
  return result;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function initialise(instance: I18n): I18n {
  void instance.use(initReactI18next).init({
    resources: collectResources(files),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

/** A new instance, started (tests render with their own). */
export function createI18n(): I18n {
  return initialise(i18next.createInstance());
}

/**
 * The site's instance, started by `startI18n()` rather than on import: building the resources
 * and starting i18next take about 15 ms of a cheap phone's main thread (4x CPU), which the
 * browser entry runs as a task of its own instead of inside the one that evaluates every module
 * (issue 6). The server starts it before rendering.
 */
export const i18n = i18next.createInstance();

export function startI18n(): I18n {
  return i18n.isInitialized ? i18n : initialise(i18n);
}

/** Counts the leaf strings of a nested resource object. */
function countStrings(node: unknown): number {
  if (typeof node === 'string') return 1;
  if (node && typeof node === 'object') {
    return Object.values(node).reduce<number>((sum, child) => sum + countStrings(child), 0);
  }
  return 0;
}

/**
 * The language the page text is actually shown in: the chosen one once it translates at
 * least half of the Portuguese strings, otherwise Portuguese (everything falls back to it).
 */
export function languageShown(instance: I18n, chosen: Language): Language {
  if (chosen === DEFAULT_LANGUAGE) return chosen;
  const total = countStrings(instance.getResourceBundle(DEFAULT_LANGUAGE, 'translation'));
  const translated = countStrings(instance.getResourceBundle(chosen, 'translation'));
  return total > 0 && translated * 2 >= total ? chosen : DEFAULT_LANGUAGE;
}
