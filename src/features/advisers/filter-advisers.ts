import { foldText } from '@/lib/search-text';

/** The part of an adviser the filters read. */
export type FilterableAdviser = { name: string; areas: readonly string[] };

export type AdviserFilters = { term: string; areas: readonly string[] };

/**
 * Advisers whose name contains the term (case- and accent-insensitive) and who work in any of
 * the selected areas; no selected area means every area.
 */
export function filterAdvisers<T extends FilterableAdviser>(advisers: readonly T[], filters: AdviserFilters): T[] {
  const term = foldText(filters.term).trim();
  return advisers.filter(
    (adviser) =>
      (term === '' || foldText(adviser.name).includes(term)) &&
      (filters.areas.length === 0 || adviser.areas.some((area) => filters.areas.includes(area))),
  );
}

export function hasActiveFilters(filters: AdviserFilters): boolean {
  return filters.term.trim() !== '' || filters.areas.length > 0;
}
