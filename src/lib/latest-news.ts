import { news } from '#site/content';

/** News items, newest first. */
export function latestNews(limit = Infinity) {
  return [...news].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}
