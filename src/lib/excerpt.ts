// Excerpts of database posts. An admin's own excerpt is shown as written; a post without one shows
// the start of its text as the page renders it, which needs the Markdown reader (src/lib/markdown.ts):
// it is downloaded only when a post lacks an excerpt, so the news list and the search of posts that
// have theirs never carry it.

import { rowText, SHOWN_TEXT_MAX } from './row-values';

/** How much of a post's text stands in for an excerpt it does not have. */
export const EXCERPT_LENGTH = 150;

/**
 * At most `length` characters of `text`, ending at a word's end and then an ellipsis; a text that
 * fits is left whole. A single word longer than that is cut where the limit falls.
 */
export function cutAtWord(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const head = text.slice(0, length + 1);
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? head.slice(0, space) : text.slice(0, length);
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/**
 * Posts with the excerpt a visitor sees in place of the one they hold: their own, as a row's text is
 * shown (src/lib/row-values.ts), or else the start of their text. The Markdown reader that cuts
 * that text is downloaded only when a post has no excerpt of its own.
 */
export async function withExcerpts<Post extends { excerpt?: unknown; content?: unknown }>(
  posts: readonly Post[],
): Promise<(Omit<Post, 'excerpt'> & { excerpt: string })[]> {
  const own = posts.map((post) => rowText(post.excerpt, SHOWN_TEXT_MAX));
  if (own.every((excerpt) => excerpt !== '')) return posts.map((post, k) => ({ ...post, excerpt: own[k]! }));
  const { markdownText } = await import('./markdown');
  return posts.map((post, k) => ({ ...post, excerpt: own[k] || cutAtWord(markdownText(rowText(post.content))) }));
}
