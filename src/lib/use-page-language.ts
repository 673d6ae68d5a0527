import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, type Language } from './languages';
import { isShellTranslated, isTranslated } from './translations';
import { useShownPathname } from './use-pathname';
import { areaLanguage } from './i18n';
import { useI18n } from './use-strings';

/** The page's language inside regions whose interface strings are Portuguese (`InterfaceLanguage`). */
const PageLanguageContext = createContext<Language | undefined>(undefined);
/** The page's own i18next instance, under regions that read in Portuguese (`InterfaceLanguage`). */
const PageI18nContext = createContext<I18n | undefined>(undefined);
/** The language the region around a component is marked in (`InterfaceLanguage`); unset, the page's. */
const RegionLanguageContext = createContext<Language | undefined>(undefined);

/** The language of the page being shown: the one its URL names, which i18next was started in. */
export function usePageLanguage(): Language {
  const fixed = useContext(PageLanguageContext);
  const i18n = useI18n();
  if (fixed) return fixed;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** A copy of each i18next instance started in Portuguese, sharing its strings (made once). */
const portugueseCopies = new WeakMap<I18n, I18n>();

/**
 * Its children's interface strings in Portuguese when `portuguese` is set, while the page's
 * language stays the URL's: the regions of an untranslated page are Portuguese text marked
 * `lang="pt-BR"`, and a button in another language inside them would be read with a Portuguese
 * voice. The tree has the same shape either way, so moving between a translated and an
 * untranslated page keeps the shell's state.
 */
export function InterfaceLanguage({ portuguese, children }: { portuguese: boolean; children: ReactNode }) {
  const language = usePageLanguage();
  const around = useI18n();
  // Inside another such region the instance around is a Portuguese copy: the page's is kept aside.
  const i18n = useContext(PageI18nContext) ?? around;
  let copy = i18n.language === DEFAULT_LANGUAGE ? i18n : portugueseCopies.get(i18n);
  if (portuguese && !copy) {
    copy = i18n.cloneInstance({ lng: DEFAULT_LANGUAGE });
    portugueseCopies.set(i18n, copy);
  }
  return createElement(
    PageLanguageContext.Provider,
    { value: language },
    createElement(
      PageI18nContext.Provider,
      { value: i18n },
      createElement(
        RegionLanguageContext.Provider,
        { value: portuguese ? DEFAULT_LANGUAGE : language },
        createElement(I18nextProvider, { i18n: portuguese && copy ? copy : i18n }, children),
      ),
    ),
  );
}

/** The language of the region a component sits in: Portuguese inside a fallback region, else the page's. */
export function useRegionLanguage(): Language {
  const page = usePageLanguage();
  return useContext(RegionLanguageContext) ?? page;
}

/**
 * The `lang` of text written in `language` (a unit's, `unitLanguage`; an interface area's,
 * `useAreaLanguage`) inside the region around it: nothing when they agree, the language's tag
 * when they do not, so a screen reader reads each text with its own voice.
 */
export function useMark(language: Language): string | undefined {
  return markOf(language, useRegionLanguage());
}

/**
 * The language an interface area's strings read in here: Portuguese inside a region whose
 * strings are Portuguese (`InterfaceLanguage`), else the language the area came in (`areaLanguage`).
 */
export function useAreaLanguage(area: string): Language {
  const i18n = useI18n();
  return i18n.language === DEFAULT_LANGUAGE ? DEFAULT_LANGUAGE : areaLanguage(area);
}

/**
 * Marks what it holds as written in `language`: `children` gets the `lang` for its element
 * (`useMark`), and marks inside compare with `language`.
 */
export function InLanguage({
  language,
  children,
}: {
  language: Language;
  children: (lang: string | undefined) => ReactNode;
}) {
  const lang = useMark(language);
  return createElement(RegionLanguageContext.Provider, { value: language }, children(lang));
}

/** `useMark` for a list's entries: the `lang` of text in `language` inside text in `around`. */
export const markOf = (language: Language, around: Language): string | undefined =>
  language === around ? undefined : languageInfo(language).htmlLang;

/**
 * The language the page's own content is shown in: the page's language once the page is
 * translated into it, Portuguese (the fallback) until then. Dates and numbers inside that content
 * are written the same way, so a Portuguese sentence never carries an English date.
 */
export function useContentLanguage(): Language {
  const language = usePageLanguage();
  return isTranslated(useShownPathname(), language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The `lang` a region of the page takes: Portuguese while the page is not translated into the
 * page's language (its text is then the Portuguese fallback, and a screen reader must not read
 * it with another language's voice), nothing (the page's own) once it is.
 */
export function useFallbackLang(): string | undefined {
  return markOf(useContentLanguage(), usePageLanguage());
}

/**
 * The `lang` of what every page shows around its own content (the accessibility bar, header and
 * footer): Portuguese while the page's language does not translate the menus, the footer and the
 * interface yet, nothing (the page's own) once it does.
 */
export function useShellLang(): string | undefined {
  return isShellTranslated(usePageLanguage()) ? undefined : languageInfo(DEFAULT_LANGUAGE).htmlLang;
}
