import homeNewsCards from '#site/content/homeNewsCards.json';
import databasePosts from 'virtual:database-news';
import type { NewsListItem } from '@/lib/news-list';
import { byNewestFirst } from '@/lib/newest-first';

/**
 * The home page's news: the newest of the content posts and of the database posts published when
 * the site was built (docs/decisions.md, "News, database and search"). The build made every card
 * and kept no more of either than the page shows, nor a database post at a content post's address
 * (vite.config.ts), so this page carries no code to make them.
 */
export function newsAtBuild(limit: number): NewsListItem[] {
  return [...homeNewsCards, ...databasePosts].sort(byNewestFirst).slice(0, limit);
}
