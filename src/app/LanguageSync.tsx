import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGE_STORAGE_KEY, isLanguage, languageShown } from '@/lib/i18n';

/**
 * Applies the remembered language after hydration (the prerendered HTML is Portuguese, so the
 * first client render must be too) and keeps `<html lang>` naming the language actually shown.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();

  useEffect(() => {
    const stored = readStoredLanguage();
    if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
  }, [i18n]);

  useEffect(() => {
    const update = () => {
      const chosen = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
      document.documentElement.lang = HTML_LANG[languageShown(i18n, chosen)];
    };
    update();
    i18n.on('languageChanged', update);
    i18n.store.on('added', update);
    return () => {
      i18n.off('languageChanged', update);
      i18n.store.off('added', update);
    };
  }, [i18n]);

  return null;
}

function readStoredLanguage() {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: stay in Portuguese
  }
}
