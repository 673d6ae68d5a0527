/**
 * Advisers per carousel page: 2 under 768 px, 3 under 1024 px, otherwise 5 (the widths of the
 * theme's sm and md breakpoints; docs/decisions.md, Pages and content).
 */
export function carouselPageSize(viewportWidth: number): number {
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return 5;
}

/** Next page; from the last page it wraps to the first, so the arrows never disable. */
export function nextPage(page: number, pages: number): number {
  return (page + 1) % pages;
}

/** Previous page; from the first page it wraps to the last. */
export function previousPage(page: number, pages: number): number {
  return (page - 1 + pages) % pages;
}
