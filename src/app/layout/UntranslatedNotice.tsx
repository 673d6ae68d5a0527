import { Container, Text } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { PAGE_WIDTH } from '@/components/page-width';
import { UNTRANSLATED_NOTICE_KEY } from '@/lib/i18n';
import { languageInfo, localizedPath, DEFAULT_LANGUAGE } from '@/lib/languages';
import { usePageLanguage } from '@/lib/use-page-language';
import { linkablePath } from '@/lib/news-post-shell';
import { useShownPathname } from '@/lib/use-pathname';

/**
 * Shown (by SiteLayout) on a page in a language it is not translated into: says so, in that
 * language, amid regions whose interface strings are Portuguese (the words
 * come with the language's registration, src/lib/language-packs, so they exist before any of
 * its locales/ files do), and links the Portuguese original. Style props, not a stylesheet: the
 * Portuguese pages, which never show it, do not block their first paint on its rules.
 */
export function UntranslatedNotice() {
  const language = usePageLanguage();
  const { t } = useStrings({ lng: language });
  const pathname = useShownPathname();
  const info = languageInfo(language);
  const original = languageInfo(DEFAULT_LANGUAGE);
  return (
    <Container size={PAGE_WIDTH}>
      <Text
        size="sm"
        mt="md"
        px="sm"
        py="xs"
        bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
        style={{ borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
        lang={info.htmlLang}
        data-untranslated-notice
      >
        {t(UNTRANSLATED_NOTICE_KEY)}{' '}
        <a
          href={localizedPath(linkablePath(pathname), DEFAULT_LANGUAGE)}
          lang={original.htmlLang}
          hrefLang={original.htmlLang}
        >
          {original.name}
        </a>
      </Text>
    </Container>
  );
}
