import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

// UI strings: one JSON file per UI area and language, e.g. locales/pt/layout.json holds the
// keys `layout.*`. Portuguese is complete and every page needs it (everything untranslated falls
// back to it), so it is part of the entry, except for the areas that one page or a few show: the
// feature that shows such an area imports its Portuguese file and registers it
// (`registerPortuguese`), so the other pages do not carry it. Each other language is one chunk of
// its own, its pack (src/lib/language-packs), that only its pages download: a Portuguese page
// carries no English string.
const portugueseFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/pt/*.json', '!../../locales/pt/{search,auth,cms,advisers,research-lines,candidates}.json'],
  { eager: true, import: 'default' },
);
/** The areas above, loaded with the page that shows them (keep in step with the glob's exclusions). */
export const PAGE_AREAS = ['search', 'auth', 'cms', 'advisers', 'research-lines', 'candidates'] as const;
/** Areas registered before the site's instance started, added when it starts. */
const pendingPortuguese: Record<string, unknown> = {};

type Resources = Partial<Record<Language, { translation: Record<string, unknown> }>>;

export function collectResources(entries: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = {};
  for (const [path, strings] of Object.entries(entries)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match || !isLanguage(match[1])) continue;
    const bundle = (resources[match[1]] ??= { translation: {} });
    bundle.translation[match[2]!] = withZeroAsPlural(strings);
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

/** A language's pack: its locales/<language>/*.json and its "not translated yet" notice. */
type LanguagePack = { files: Record<string, Record<string, unknown>>; untranslated: string };
const packs = import.meta.glob<LanguagePack>('./language-packs/*.ts');

/**
 * The key of the untranslated notice. Its words are not a locales/ file (those ship empty, for
 * translators): they are added under an area of their own, `language`, in the language's resources.
 */
export const UNTRANSLATED_NOTICE_KEY = 'language.untranslated';

type Files = Record<string, Record<string, unknown>>;

/** A language's interface strings and notice, downloaded once (Portuguese is always there). */
const loaded = new Map<Language, Promise<Files>>();

export function loadLanguage(language: Language): Promise<Files> {
  if (language === DEFAULT_LANGUAGE) return Promise.resolve({});
  let files = loaded.get(language);
  if (!files) {
    const load = packs[`./language-packs/${language}.ts`];
    files = load
      ? load().then((pack) => ({
          ...pack.files,
          // Read by collectResources like a locales/<language>/language.json would be.
          [`locales/${language}/language.json`]: { untranslated: pack.untranslated },
        }))
      : Promise.resolve({});
    loaded.set(language, files);
  }
  return files;
}

function initialise(instance: I18n, language: Language, extra: Files): I18n {
  const resources = collectResources({ ...portugueseFiles, ...extra });
  if (instance === i18n) Object.assign(resources.pt!.translation, pendingPortuguese);
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
 * and starting i18next take about 15 ms of a cheap phone's main thread (4x CPU), which the
 * browser entry runs as a task of its own instead of inside the one that evaluates every module.
 * A document shows one language, the one in its URL: the browser starts the instance once; the
 * prerender, which renders every language in turn, switches it with `switchLanguage()`.
 */
export const i18n = i18next.createInstance();

export function startI18n(
  language: Language = DEFAULT_LANGUAGE,
  files: Record<string, Record<string, unknown>> = {},
): I18n {
  return i18n.isInitialized ? i18n : initialise(i18n, language, files);
}

/**
 * Adds the Portuguese strings of an area that one page or a few show (see PAGE_AREAS), from the
 * module of the feature that shows it: its code loads before the page renders, on the server and
 * in the browser, so the strings are there for the first render and for hydration.
 */
export function registerPortuguese(area: (typeof PAGE_AREAS)[number], strings: Record<string, unknown>): void {
  const bundle = { [area]: withZeroAsPlural(strings) };
  if (i18n.isInitialized) i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', bundle, true, true);
  else Object.assign(pendingPortuguese, bundle);
}

/** Switches the started instance to `language`, adding its strings first (the prerender's use). */
export async function switchLanguage(language: Language): Promise<void> {
  const resources = collectResources(await loadLanguage(language));
  for (const [code, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(code, 'translation')) i18n.addResourceBundle(code, 'translation', bundle!.translation);
  }
  await i18n.changeLanguage(language);
}
