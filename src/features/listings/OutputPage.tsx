import './strings';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/use-strings';
import { publications } from '#site/content';
import type { OutputKind } from '@/lib/output-kinds';
import { markOf, useRegionLanguage } from '@/lib/use-page-language';
import { yearsOf } from './list-page';
import { useListParams } from './use-list-params';
import { FilterBar, FilterSelect, ListBody, ListShell, useShownPage, YearSelect } from './ListParts';
import { listOutput, outputRowItem, outputTypes, publicationItem, type OutputItem } from './output-entries';
import { outputRowsQuery } from './queries';

/** The home page's featured publications are articles; the editor names that type so. */
const ARTICLE = 'Artigo';
const featured = publications.map((publication) => publicationItem(publication, ARTICLE));

/**
 * /producao/todas and the lists of one kind: the featured publications (content) and, once the
 * page is live, every producao_cientifica row, newest first, filtered and paged by the
 * URL. An address ending in #<id> opens the list at that entry's page.
 */
export function OutputPage({ kind }: { kind: OutputKind | 'todas' }) {
  const { t } = useStrings();
  const [params, onParams] = useListParams();
  // The read starts once the page is live (queries never run in the prerender); the first render
  // matches the prerendered HTML, which shows the list loading.
  const rows = useQuery(outputRowsQuery);
  // Database rows are written in Portuguese; the featured publications in their entries' language.
  const region = useRegionLanguage();

  const all = useMemo<OutputItem[]>(() => [...featured, ...(rows.data ?? []).map(outputRowItem)], [rows.data]);
  const filter = { kind, tipo: params.tipo, ano: params.ano?.toString() };
  const shown = listOutput(all, filter);
  const { opened, page } = useShownPage(shown, params, rows.isSuccess);
  const types = outputTypes(all, kind);
  const filtered = params.tipo !== undefined || params.ano !== undefined;

  const details = t('listings.output.details', { returnObjects: true });
  return (
    <ListShell title={t(`listings.output.pages.${kind}.title`)} intro={t(`listings.output.pages.${kind}.intro`)}>
      <FilterBar total={rows.isSuccess ? shown.length : undefined} active={filtered} onClear={() => onParams({})}>
        {types.length > 1 && (
          <FilterSelect
            label={t('listings.output.filters.type')}
            any={t('listings.output.filters.anyType')}
            options={types}
            value={params.tipo}
            onChange={(tipo) => onParams({ ...params, tipo, pagina: undefined })}
          />
        )}
        <YearSelect
          options={yearsOf(listOutput(all, { kind }))}
          value={params.ano}
          onChange={(ano) => onParams({ ...params, ano, pagina: undefined })}
        />
      </FilterBar>
      <ListBody
        area="output"
        rows={rows}
        filtered={filtered}
        page={page}
        opened={opened}
        onPage={(pagina) => onParams({ ...params, pagina })}
        entry={(item) => ({
          lang: markOf(item.language, region),
          badge: [item.type, item.year].filter(Boolean).join(' · '),
          title: item.title || t('common.untitled'),
          details: [
            { label: details.authors, value: item.authors.join('; ') },
            { label: details.venue, value: item.venue },
            { label: details.keywords, value: item.keywords.join(', ') },
            { label: details.abstract, value: item.abstract },
          ],
        })}
      />
    </ListShell>
  );
}
