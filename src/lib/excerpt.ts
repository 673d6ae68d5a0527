// Markdown read as plain text, for excerpts and image descriptions: apart from the renderer
// (markdown.ts), so that the news list and the search, which only need excerpts, do not carry it.

/** Text with Markdown's backslash escapes resolved (`\\*` → `*`). */
export const unescapeMarkdown = (text: string): string => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** Inline Markdown as plain text: for image descriptions and excerpts. */
export function plainInline(text: string): string {
  return unescapeMarkdown(
    text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<((?:https?:\/\/|mailto:)[^\s<>]+)>/gi, '$1')
      .replace(/(\*\*|__|\*|_|`+)(?=\S)([^*_`]*?\S)\1/g, '$2'),
  );
}

/** How much of a post's text stands in for an excerpt it does not have. */
export const EXCERPT_LENGTH = 150;

/** A post's Markdown as the plain text a reader sees, on one line. */
export function markdownText(markdown: string): string {
  const text = markdown
    .split(/\r?\n/)
    .filter((line) => !/^ {0,3}(`{3,}|~{3,})/.test(line) && !/^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line))
    .map((line) => line.replace(/^ {0,3}(?:>\s?)*\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+)?/, ''))
    .join(' ');
  return plainInline(text).replace(/\s+/g, ' ').trim();
}

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

/** A post without an excerpt shows the first 150 characters of its text and an ellipsis. */
export function excerptOf(excerpt: string | null | undefined, content: string): string {
  if (excerpt && excerpt.trim() !== '') return excerpt.trim();
  return cutAtWord(markdownText(content));
}
