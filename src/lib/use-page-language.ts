import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, type Language } from './languages';
import { isTranslated } from './translations';
import { usePathname } from './use-pathname';

/** The language of the page being shown: the one its URL names, which i18next was started in. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The language the page's own content is shown in: the page's language once the page is
 * translated into it, Portuguese (the fallback) until then. Dates and numbers inside that content
 * are written the same way, so a Portuguese sentence never carries an English date.
 */
export function useContentLanguage(): Language {
  return useContentLanguageOf(usePathname());
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
 * The `lang` a region of the page takes: Portuguese while the page is not translated into the
 * page's language (its text is then the Portuguese fallback, and a screen reader must not read
 * it with another language's voice), nothing (the page's own) once it is.
 */
export function useFallbackLang(): string | undefined {
  const language = usePageLanguage();
  return useContentLanguage() === language ? undefined : languageInfo(DEFAULT_LANGUAGE).htmlLang;
}
