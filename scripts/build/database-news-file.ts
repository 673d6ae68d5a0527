import type { BuiltPost } from '../../src/lib/news-list.ts';

/** Where `npm run build` writes the database posts it read (database-news.ts); vite.config.ts serves it. */
export const DATABASE_NEWS_FILE = '.build/database-news.json';

/**
 * What `virtual:database-news` holds of the posts the build read (newest first): none whose
 * address a content post holds (the content post is the one at that address), and, for the
 * browser, no more than the home page's cards can show, without the author, which only the feed
 * names. The prerender has them all.
 */
export function shippedPosts(
  posts: BuiltPost[],
  contentSlugs: ReadonlySet<string>,
  { browser, cards }: { browser: boolean; cards: number },
): (BuiltPost | Omit<BuiltPost, 'author'>)[] {
  const own = posts.filter((post) => !contentSlugs.has(post.slug));
  return browser ? own.slice(0, cards).map(({ author: _, ...card }) => card) : own;
}
