import type { NewsItem } from '#site/content';
import { rowDate, rowText, rowTime, SHOWN_TEXT_MAX } from './row-values';

/**
 * A card of a news list: a content news item (with its image and its date formatted at build) or
 * a database post (with its cover's address and text, when it has one).
 */
export type NewsListItem = Pick<NewsItem, 'slug' | 'title' | 'excerpt' | 'date' | 'category'> &
  Partial<Pick<NewsItem, 'image' | 'imageAlt' | 'dateLabel'>> & { cover?: PostCover; art?: number };

/** A database post's cover: an address the pages may show (the editor and the database check it). */
export type PostCover = { src: string; alt: string };

/** The columns of a published post that its card shows. */
export type PublishedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  published_on: string;
  cover_url: string | null;
  cover_alt: string | null;
};

/**
 * A post as a build holds it (scripts/build/database-news.ts): its card, as postListItem makes it,
 * and its author (the feed names it).
 */
export type BuiltPost = NewsListItem & { author: string };

/** What a list reads of each published post: its card's columns (the excerpt may come from the text). */
export const POST_CARD_COLUMNS = 'slug, title, excerpt, content, category, published_on, cover_url, cover_alt';

/**
 * A published post's cover as its card and page show it, or undefined: a row written before the
 * database's rules may hold an address without its text, which shows no picture rather than one
 * that says nothing to a reader who cannot see it.
 */
export function postCover(post: Pick<PublishedPost, 'cover_url' | 'cover_alt'>): PostCover | undefined {
  const src = rowText(post.cover_url);
  const alt = rowText(post.cover_alt, SHOWN_TEXT_MAX);
  return src && alt ? { src, alt } : undefined;
}

/** Which of the artworks a post without a picture shows: the same for a post on every page. */
export function artVariant(slug: string): number {
  let sum = 0;
  for (const character of slug) sum = (sum + character.charCodeAt(0)) % 997;
  return sum % 3;
}

/**
 * A published post as its card shows it, whatever the row holds (src/lib/row-values.ts): a blank
 * title is '' (the card shows a stand-in), a date that is no real date is '' (no date shown). Its
 * excerpt is the one the list worked out as it read the posts (withExcerpts, src/lib/excerpt.ts).
 */
export function postListItem(post: PublishedPost): NewsListItem {
  const cover = postCover(post);
  return {
    slug: post.slug,
    title: rowText(post.title, SHOWN_TEXT_MAX),
    excerpt: rowText(post.excerpt, SHOWN_TEXT_MAX),
    date: rowDate(post.published_on) ?? '',
    category: rowText(post.category, SHOWN_TEXT_MAX),
    ...(cover ? { cover } : { art: artVariant(post.slug) }),
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
  // A row whose date is no real date goes last (its card shows no date); equal days keep their order.
  const time = (item: NewsListItem) => rowTime(item.date) ?? -Infinity;
  return [...content, ...fromDatabase].sort((a, b) => {
    const [older, newer] = [time(a), time(b)];
    return older === newer ? 0 : newer > older ? 1 : -1;
  });
}
