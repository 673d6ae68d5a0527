import type { NewsListItem } from '@/components/NewsCard';
import { excerptOf } from '@/lib/excerpt';
import { rowTime } from '@/lib/row-values';

export type { NewsListItem };

export type PublishedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  created_at: string;
};

/**
 * Content news and published database posts in one list, newest first. A post whose slug a
 * content item already uses is left out: /noticias/<slug> shows the content item.
 */
export function mergeNews(content: readonly NewsListItem[], posts: readonly PublishedPost[]): NewsListItem[] {
  const slugs = new Set(content.map((item) => item.slug));
  const fromDatabase = posts
    .filter((post) => !slugs.has(post.slug))
    .map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: excerptOf(post.excerpt, post.content),
      date: post.created_at,
      category: post.category,
    }));
  // A row whose date is no real date goes last (its card shows no date).
  const time = (item: NewsListItem) => rowTime(item.date) ?? -Infinity;
  return [...content, ...fromDatabase].sort((a, b) => {
    const [older, newer] = [time(a), time(b)];
    return older === newer ? 0 : newer > older ? 1 : -1;
  });
}
