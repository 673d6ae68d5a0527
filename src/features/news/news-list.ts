import type { NewsListItem } from '@/components/NewsCard';
import { rowDate, rowText, rowTime, SHOWN_TEXT_MAX } from '@/lib/row-values';

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
 * A published post as its card shows it, whatever the row holds (src/lib/row-values.ts): a blank
 * title is '' (the card shows a stand-in), a date that is no real date is '' (no date shown). Its
 * excerpt is the one the list worked out as it read the posts (withExcerpts, src/lib/excerpt.ts).
 */
export function postListItem(post: PublishedPost): NewsListItem {
  return {
    slug: post.slug,
    title: rowText(post.title, SHOWN_TEXT_MAX),
    excerpt: rowText(post.excerpt, SHOWN_TEXT_MAX),
    date: rowDate(post.created_at) ?? '',
    category: rowText(post.category, SHOWN_TEXT_MAX),
  };
}

/**
 * Content news and published database posts in one list, newest first. A post whose slug a
 * content item already uses is left out: /noticias/<slug> shows the content item.
 */
export function mergeNews(content: readonly NewsListItem[], posts: readonly PublishedPost[]): NewsListItem[] {
  const slugs = new Set(content.map((item) => item.slug));
  // A row without an address (never written by the editor) has no page to link to.
  const fromDatabase = posts
    .filter((post) => typeof post.slug === 'string' && post.slug !== '' && !slugs.has(post.slug))
    .map(postListItem);
  // A row whose date is no real date goes last (its card shows no date); equal times keep their order.
  const time = (item: NewsListItem) => rowTime(item.date) ?? -Infinity;
  return [...content, ...fromDatabase].sort((a, b) => {
    const [older, newer] = [time(a), time(b)];
    return older === newer ? 0 : newer > older ? 1 : -1;
  });
}
