import { textParam } from '@/lib/search-param';
import { INITIAL_SELECTION, isInitialSelection } from './line-filter';

/**
 * /linhas-pesquisa?areas=ginecologia,obstetricia. No parameter means the initial selection
 * ("todas"); `areas=` (empty) means the visitor cleared it.
 */
export type LinesSearch = { areas?: string };

export function parseLinesSearch(search: Record<string, unknown>): LinesSearch {
  return { areas: textParam(search.areas, 300) };
}

export function selectionFromSearch(value: string | undefined, known: readonly string[]): string[] {
  if (value === undefined) return [...INITIAL_SELECTION];
  return [...new Set(value.split(','))].filter((id) => known.includes(id));
}

export function searchFromSelection(selection: readonly string[]): LinesSearch {
  return { areas: isInitialSelection(selection) ? undefined : selection.join(',') };
}
