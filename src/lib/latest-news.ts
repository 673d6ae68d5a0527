import { news } from '#site/content';

/**
 * Newest first. The dates are ISO 8601 in UTC (content-schema's isoDate), so plain string order
 * is date order; localeCompare would build a collator on first use, about 30 ms of a cheap
 * phone's main thread while the home page hydrates.
 */
export function byNewestFirst<T extends { date: string }>(a: T, b: T): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}

/** News items, newest first. */
export function latestNews(limit = Infinity) {
  return [...news].sort(byNewestFirst).slice(0, limit);
}
