/** Rows per page of a list (the admin area's, the public lists of database rows). */
export const PAGE_SIZE = 20;

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A requested page (1-based) brought within 1…pages; anything unusable is page 1. */
export function clampPage(page: number | undefined, pages: number): number {
  if (page === undefined || !Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pages));
}

/** The first and last row index (0-based, inclusive) of a page, as PostgREST's range takes them. */
export function rowRange(page: number, size = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * size;
  return [from, from + size - 1];
}
