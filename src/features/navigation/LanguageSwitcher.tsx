import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@/lib/i18n';

/** One button per language (PT / EN / ES), labelled with its code. The choice is remembered; untranslated strings stay in Portuguese. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  };
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('layout.language.group')}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-xs"
          variant={current === language ? 'filled' : 'subtle'}
          aria-pressed={current === language}
          title={t(`layout.language.${language}`)}
          lang={language}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
