import newsCards from '#site/content/newsCards.json';
import { byNewestFirst } from './newest-first';

/** The news posts' cards (what a card shows, not the post's text), newest first. */
export function latestNews(limit = Infinity) {
  return [...newsCards].sort(byNewestFirst).slice(0, limit);
}
