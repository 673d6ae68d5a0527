import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@/lib/i18n';

const CODES: Record<Language, string> = { pt: 'PT', en: 'EN', es: 'ES' };

/** PT / EN / ES. The choice is remembered; untranslated strings stay in Portuguese. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'pt';
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
          {CODES[language]}
        </Button>
      ))}
    </Group>
  );
}
