import { Stack, Text, Title } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { DataTable } from '@/components/DataTable';
import type { AccessibilityContent } from '#site/content';
import { SHORTCUTS } from './shortcuts';
import type { Language } from '@/lib/languages';
import { markOf, useAreaLanguage } from '@/lib/use-page-language';

/** The statement's list of shortcuts: the very ones the accessibility bar offers. */
export function ShortcutList({
  section,
  language: around,
}: {
  section: AccessibilityContent['shortcuts'];
  /** The language of the statement around the list (its file's). */
  language: Language;
}) {
  const { t } = useStrings();
  // The table is interface words: its headings the page's (`pages`), the places the shell's
  // (`layout`), each marked with its language inside the statement's.
  const headingLang = markOf(useAreaLanguage('pages'), around);
  const placeLang = markOf(useAreaLanguage('layout'), around);
  return (
    <Stack gap="md" component="section" id="atalhos" aria-labelledby="atalhos-titulo">
      <Title order={2} id="atalhos-titulo">
        {section.title}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg" maw={780}>
          {paragraph}
        </Text>
      ))}
      <DataTable maxWidth={520}>
        <thead>
          <tr>
            <th scope="col" lang={headingLang}>
              {t('pages.accessibility.keys')}
            </th>
            <th scope="col" lang={headingLang}>
              {t('pages.accessibility.goesTo')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.key}>
              <td>
                <kbd lang={headingLang}>{t('pages.accessibility.keyCombination', { key: shortcut.key })}</kbd>
              </td>
              <td lang={placeLang}>{t(`layout.a11yBar.shortcuts.${shortcut.label}`)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Stack>
  );
}
