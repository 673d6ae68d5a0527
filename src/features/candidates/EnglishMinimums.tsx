import './strings';
import { useStrings } from '@/lib/use-strings';
import { DataTable } from '@/components/DataTable';
import { programme } from '#site/content';

/** Minimum English-test results for the master's and the doctorate, per provider. */
export function EnglishMinimums() {
  const { t } = useStrings();
  return (
    // At 375 px the table scrolls sideways.
    <DataTable
      striped
      caption={t('candidates.faq.englishCaption')}
      scroll={{ label: t('candidates.faq.englishCaption'), minWidth: 420 }}
    >
      <thead>
        <tr>
          <th scope="col">{t('candidates.faq.provider')}</th>
          <th scope="col">{t('candidates.faq.master')}</th>
          <th scope="col">{t('candidates.faq.doctorate')}</th>
        </tr>
      </thead>
      <tbody>
        {programme.englishMinimums.map((row) => (
          <tr key={row.provider}>
            <th scope="row">{row.provider}</th>
            <td>{row.master}</td>
            <td>{row.doctorate}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
