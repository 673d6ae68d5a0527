import { Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { useTranslation } from 'react-i18next';
import type { AccessibilityContent } from '#site/content';
import { SHORTCUTS } from './shortcuts';

/** The statement's list of shortcuts: the very ones the accessibility bar offers. */
export function ShortcutList({ section }: { section: AccessibilityContent['shortcuts'] }) {
  const { t } = useTranslation();
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
      <Table maw={520} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pages.accessibility.keys')}</Table.Th>
            <Table.Th scope="col">{t('pages.accessibility.goesTo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.key}>
              <Table.Td>
                <kbd>{t('pages.accessibility.keyCombination', { key: shortcut.key })}</kbd>
              </Table.Td>
              <Table.Td>{t(`layout.a11yBar.shortcuts.${shortcut.label}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
