import { clampPage, pageCount } from '@/lib/paging';
import { BackendTimeoutError, isBackendUnavailable } from '@/lib/supabase/backend';

/** Entries per page of a public list: a phone's few screens. */
export const LIST_PAGE_SIZE = 10;

/** One page of a list, the page brought within range (a hand-edited ?pagina=99 shows the last). */
export type ListPage<T> = { items: T[]; page: number; pages: number; total: number };

export function listPage<T>(items: readonly T[], page: number | undefined, size = LIST_PAGE_SIZE): ListPage<T> {
  const pages = pageCount(items.length, size);
  const shown = clampPage(page, pages);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pages, total: items.length };
}

/** The page (1-based) that holds the entry named by `key`, or undefined when the list lacks it. */
export function pageHolding(items: readonly { key: string }[], key: string, size = LIST_PAGE_SIZE) {
  const index = items.findIndex((item) => item.key === key);
  return index === -1 ? undefined : Math.floor(index / size) + 1;
}

/** The distinct non-blank values, newest (largest) year first; the filters offer these. */
export function yearsOf(items: readonly { year: string }[]): string[] {
  return [...new Set(items.map((item) => item.year).filter(Boolean))].sort((a, b) => Number(b) - Number(a));
}

/** The distinct non-blank values in Portuguese alphabetical order. */
export function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** Newest first (a missing year last), then by `name` alphabetically: a stable order for paging. */
export function newestFirst<T extends { year: string }>(items: readonly T[], name: (item: T) => string): T[] {
  const year = (item: T) => (item.year ? Number(item.year) : -Infinity);
  return [...items].sort((a, b) => year(b) - year(a) || name(a).localeCompare(name(b), 'pt-BR'));
}

/** Why a list could not load, as a visitor can act on it. */
export type LoadFailure = 'timeout' | 'unreachable' | 'refused';

/**
 * A failed read as the visitor is told it: the backend took too long (the list's deadline), could
 * not be reached at all (src/lib/supabase/backend.ts recognises each form postgrest-js gives it),
 * or answered with an error of its own, whose code the message names.
 */
export function loadFailure(error: unknown): LoadFailure {
  if (error instanceof BackendTimeoutError) return 'timeout';
  return isBackendUnavailable(error) ? 'unreachable' : 'refused';
}
