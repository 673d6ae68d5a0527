// Markdown read as plain text, for excerpts and image descriptions. Apart from the renderer
// (markdown.ts) so that the news list and the search, which only need excerpts, do not carry it.

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
