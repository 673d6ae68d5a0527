/** The part of an adviser the filters read. */
export type FilterableAdviser = { name: string; areas: readonly string[] };

export type AdviserFilters = { term: string; areas: readonly string[] };

/** Lower-case without accents, so "joao" finds "João". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/**
 * Advisers whose name contains the term (case- and accent-insensitive) and who work in any of
 * the selected areas; no selected area means every area.
 */
export function filterAdvisers<T extends FilterableAdviser>(advisers: readonly T[], filters: AdviserFilters): T[] {
  const term = normalizeText(filters.term);
  return advisers.filter(
    (adviser) =>
      (term === '' || normalizeText(adviser.name).includes(term)) &&
      (filters.areas.length === 0 || adviser.areas.some((area) => filters.areas.includes(area))),
  );
}

export function hasActiveFilters(filters: AdviserFilters): boolean {
  return filters.term.trim() !== '' || filters.areas.length > 0;
}
