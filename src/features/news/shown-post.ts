import { postCover } from '@/lib/news-list';
import { rowDate, rowText, SHOWN_TEXT_MAX } from '@/lib/row-values';

/** A published post's columns as its page reads them. */
export type PostColumns = {
  title: string;
  excerpt: string | null;
  category: string;
  author: string;
  published_on: string;
  cover_url: string | null;
  cover_alt: string | null;
};

/**
 * A published post as its page shows it, whatever the row holds (src/lib/row-values.ts): texts
 * trimmed, '' when blank (the page then shows a stand-in title, or leaves the line out), cut when
 * far longer than an editor allows; `date` an ISO 8601 string, or undefined for no real date;
 * `cover` the picture with its text, or undefined.
 */
export function shownPost(post: PostColumns) {
  return {
    title: rowText(post.title, SHOWN_TEXT_MAX),
    excerpt: rowText(post.excerpt, SHOWN_TEXT_MAX),
    category: rowText(post.category, SHOWN_TEXT_MAX),
    author: rowText(post.author, SHOWN_TEXT_MAX),
    date: rowDate(post.published_on),
    cover: postCover(post),
  };
}
