import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, type Language } from './languages';
import { isShellTranslated, isTranslated } from './translations';
import { useShownPathname } from './use-pathname';

/** The page's language inside regions whose interface strings are Portuguese (`InterfaceLanguage`). */
const PageLanguageContext = createContext<Language | undefined>(undefined);

/** The language of the page being shown: the one its URL names, which i18next was started in. */
export function usePageLanguage(): Language {
  const fixed = useContext(PageLanguageContext);
  const { i18n } = useTranslation();
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
  const { i18n } = useTranslation();
  // Inside another such region the instance may already be Portuguese.
  let copy = i18n.language === DEFAULT_LANGUAGE ? i18n : portugueseCopies.get(i18n);
  if (portuguese && !copy) {
    copy = i18n.cloneInstance({ lng: DEFAULT_LANGUAGE });
    portugueseCopies.set(i18n, copy);
  }
  return createElement(
    PageLanguageContext.Provider,
    { value: language },
    createElement(I18nextProvider, { i18n: portuguese && copy ? copy : i18n }, children),
  );
}

/**
 * The language the page's own content is shown in: the page's language once the page is
 * translated into it, Portuguese (the fallback) until then. Dates and numbers inside that content
 * are written the same way, so a Portuguese sentence never carries an English date.
 */
export function useContentLanguage(): Language {
  return useContentLanguageOf(useShownPathname());
}

/**
 * The language another page's content (named by its Portuguese path) shows in on this page: a
 * news card's post is in the page's language once that post is translated into it.
 */
export function useContentLanguageOf(path: string): Language {
  const language = usePageLanguage();
  return isTranslated(path, language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The language content from another page (named by its Portuguese path; '' for a database row,
 * which has none) is shown in on this page, and the `lang` that marks it when that is not the
 * page's language, so a screen reader reads it with the right voice.
 */
export function useContentMark(path: string): { language: Language; lang: string | undefined } {
  const language = useContentLanguageOf(path);
  return { language, lang: language === usePageLanguage() ? undefined : languageInfo(language).htmlLang };
}

/**
 * The `lang` a region of the page takes: Portuguese while the page is not translated into the
 * page's language (its text is then the Portuguese fallback, and a screen reader must not read
 * it with another language's voice), nothing (the page's own) once it is.
 */
export function useFallbackLang(): string | undefined {
  return useContentMark(useShownPathname()).lang;
}

/**
 * The `lang` of what every page shows around its own content (the accessibility bar, header and
 * footer): Portuguese while the page's language does not translate the menus, the footer and the
 * interface yet, nothing (the page's own) once it does.
 */
export function useShellLang(): string | undefined {
  return isShellTranslated(usePageLanguage()) ? undefined : languageInfo(DEFAULT_LANGUAGE).htmlLang;
}
