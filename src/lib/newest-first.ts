/**
 * Newest first. The dates are ISO 8601 in UTC (content-schema's isoDate), so plain string order
 * is date order; localeCompare would build a collator on first use, a long stretch of a cheap
 * phone's main thread while the home page hydrates.
 */
export function byNewestFirst<T extends { date: string }>(a: T, b: T): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}
