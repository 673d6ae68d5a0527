import { cutTextParam } from '@/lib/search-param';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';

export type SearchParams = { q?: string };

/** /busca?q=…: a number is taken as text, a longer term is cut, anything else is "no term". */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  return { q: cutTextParam(search.q, SEARCH_TEXT_MAX) };
}
