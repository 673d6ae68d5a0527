import { textParam } from '@/lib/search-param';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';

/**
 * /orientadores?busca=…&areas=a,b — the filters live in the URL so a visitor can share them or
 * go back to them. Anything malformed degrades to "no filter".
 */
export type AdvisersSearch = { busca?: string; areas?: string };

export function parseAdvisersSearch(search: Record<string, unknown>): AdvisersSearch {
  return { busca: textParam(search.busca, SEARCH_TEXT_MAX), areas: textParam(search.areas, 500) };
}

/** The known area ids named in the `areas` parameter, in the order given, without repeats. */
export function parseAreas(value: string | undefined, known: readonly string[]): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => known.includes(id));
}

/** Search params for a filter state; empty filters leave the URL clean. */
export function toAdvisersSearch(term: string, areas: readonly string[]): AdvisersSearch {
  return { busca: term === '' ? undefined : term, areas: areas.length === 0 ? undefined : areas.join(',') };
}

/** 'Nenhum orientador encontrado' + ' com o termo "x"' + ' com os filtros selecionados'. */
export function emptyResultParts(term: string, areaCount: number): Array<'base' | 'withTerm' | 'withFilters'> {
  const parts: Array<'base' | 'withTerm' | 'withFilters'> = ['base'];
  if (term.trim() !== '') parts.push('withTerm');
  if (areaCount > 0) parts.push('withFilters');
  return parts;
}
