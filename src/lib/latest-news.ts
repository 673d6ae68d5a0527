import newsCards from '#site/content/newsCards.json';
import builtPosts from 'virtual:database-news';
import type { NewsListItem } from './news-list';

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

/** The database posts published when the site was built whose address no content post holds. */
export function postsAtBuild() {
  const content = new Set(newsCards.map((item) => item.slug));
  return builtPosts.filter((post) => !content.has(post.slug));
}

/**
 * The news a built page holds: the content posts and the database posts published when the site
 * was built, newest first (the home page's cards; docs/decisions.md, "News, database and search").
 * The build made the posts' cards, so this page carries no code to make them.
 */
export function newsAtBuild(limit = Infinity): NewsListItem[] {
  return [...newsCards, ...postsAtBuild()].sort(byNewestFirst).slice(0, limit);
}
