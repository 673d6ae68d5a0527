import { Button, Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useStrings } from '@/lib/use-strings';
import { SITE_LANGUAGES, hasLanguageVersions, localizedPath } from '@/lib/languages';
import { linkablePath } from '@/lib/news-post-shell';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageLanguage } from '@/lib/use-page-language';
import { usePathname } from '@/lib/use-pathname';

/**
 * PT / EN / ES: plain links to this page in each language, so they work without JavaScript and
 * a shared address always shows the language it names. Each loads the other language's page
 * (a document shows one language). The current one is marked with aria-current.
 */
export function LanguageSwitcher() {
  const { t } = useStrings();
  const pathname = usePathname();
  const current = usePageLanguage();
  // The query string (a tab, filters) is known only in the browser: the prerendered links
  // point at the page itself, and hydrated ones keep the visitor's query.
  const search = useLocation({ select: (location) => location.searchStr });
  const hydrated = useHydrated(search !== '');
  const query = hydrated ? search : '';
  // The staff's pages exist in Portuguese only: their switcher offers the other languages' home.
  const path = hasLanguageVersions(pathname) ? linkablePath(pathname) : '/';
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('layout.language.group')}>
      {SITE_LANGUAGES.map((language) => (
        <Button
          key={language.code}
          component="a"
          href={`${localizedPath(path, language.code)}${path === pathname ? query : ''}`}
          size="compact-xs"
          variant={current === language.code ? 'filled' : 'subtle'}
          aria-current={current === language.code ? 'page' : undefined}
          title={language.name}
          lang={language.htmlLang}
          hrefLang={language.htmlLang}
        >
          {language.code.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
