import './strings';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/use-strings';
import { useMark } from '@/lib/use-page-language';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { alumniLevels, alumnusItem, listAlumni } from './alumni-entries';
import { yearsOf } from './list-page';
import { useListParams } from './use-list-params';
import { FilterBar, FilterSelect, ListBody, ListShell, useShownPage, YearSelect } from './ListParts';
import { alumniRowsQuery } from './queries';

/**
 * /institucional/egressos: every egressos row once the page is live, newest first, filtered by
 * level and year and paged by the URL. An address ending in #<id> opens the list at that alumnus.
 */
export function AlumniPage() {
  const { t } = useStrings();
  const [params, onParams] = useListParams();
  // The read starts once the page is live (queries never run in the prerender); the first render
  // matches the prerendered HTML, which shows the list loading.
  const rows = useQuery(alumniRowsQuery);
  // Database rows are written in Portuguese.
  const lang = useMark(DEFAULT_LANGUAGE);

  const all = useMemo(() => (rows.data ?? []).map(alumnusItem), [rows.data]);
  const shown = listAlumni(all, { nivel: params.nivel, ano: params.ano?.toString() });
  const { opened, page } = useShownPage(shown, params, rows.isSuccess);
  const filtered = params.nivel !== undefined || params.ano !== undefined;

  const details = t('listings.alumni.details', { returnObjects: true });
  return (
    <ListShell title={t('listings.alumni.title')} intro={t('listings.alumni.intro')}>
      <FilterBar total={rows.isSuccess ? shown.length : undefined} active={filtered} onClear={() => onParams({})}>
        <FilterSelect
          label={t('listings.alumni.filters.level')}
          any={t('listings.alumni.filters.anyLevel')}
          options={alumniLevels(all)}
          value={params.nivel}
          onChange={(nivel) => onParams({ ...params, nivel, pagina: undefined })}
        />
        <YearSelect
          options={yearsOf(all)}
          value={params.ano}
          onChange={(ano) => onParams({ ...params, ano, pagina: undefined })}
        />
      </FilterBar>
      <ListBody
        area="alumni"
        rows={rows}
        filtered={filtered}
        page={page}
        opened={opened}
        onPage={(pagina) => onParams({ ...params, pagina })}
        entry={(item) => ({
          lang,
          badge: [item.level, item.year].filter(Boolean).join(' · '),
          title: item.name || t('common.untitled'),
          details: [
            { label: details.work, value: item.work },
            { label: details.adviser, value: item.adviser },
            { label: details.field, value: item.field },
          ],
        })}
      />
    </ListShell>
  );
}
