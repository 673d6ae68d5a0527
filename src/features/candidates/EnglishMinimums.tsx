import { Table } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { useTranslation } from 'react-i18next';
import { programme } from '#site/content';

/** Minimum English-test results for the master's and the doctorate, per provider. */
export function EnglishMinimums() {
  const { t } = useTranslation();
  return (
    // At 375 px the table scrolls sideways: the box takes focus so a keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={420}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('pages.faq.englishCaption')}
    >
      <Table striped withTableBorder>
        <Table.Caption c="var(--mantine-color-text)">{t('pages.faq.englishCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pages.faq.provider')}</Table.Th>
            <Table.Th scope="col">{t('pages.faq.master')}</Table.Th>
            <Table.Th scope="col">{t('pages.faq.doctorate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {programme.englishMinimums.map((row) => (
            <Table.Tr key={row.provider}>
              <Table.Th scope="row">{row.provider}</Table.Th>
              <Table.Td>{row.master}</Table.Td>
              <Table.Td>{row.doctorate}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
