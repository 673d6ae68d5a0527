import { z } from 'zod/mini';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';

/**
 * /orientadores?busca=…&areas=a,b — the filters live in the URL so a visitor can share them or
 * go back to them. Anything malformed degrades to "no filter".
 */
export const advisersSearchSchema = z.object({
  busca: z.catch(z.optional(z.string().check(z.maxLength(SEARCH_TEXT_MAX))), undefined),
  areas: z.catch(z.optional(z.string().check(z.maxLength(500))), undefined),
});

export type AdvisersSearch = z.infer<typeof advisersSearchSchema>;

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
