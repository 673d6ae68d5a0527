import newsCards from '#site/content/newsCards.json';

/**
 * Newest first. The dates are ISO 8601 in UTC (content-schema's isoDate), so plain string order
 * is date order; localeCompare would build a collator on first use, a long stretch of a cheap
 * phone's main thread while the home page hydrates.
 */
export function byNewestFirst<T extends { date: string }>(a: T, b: T): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}

/** The news posts' cards (what a card shows, not the post's text), newest first. */
export function latestNews(limit = Infinity) {
  return [...newsCards].sort(byNewestFirst).slice(0, limit);
}
