import classes from './MarkdownBody.module.css';

/**
 * A news post's body: HTML made by renderMarkdown (src/lib/markdown.ts), which writes only its
 * own markup and escapes everything the author typed, so it is safe to insert as it is. The
 * editor's preview and the public page show the same thing. Styled by its own CSS rather than
 * Mantine's Typography: sharing that component between the post, the preview and the content news
 * regrouped code every public page downloads.
 */
export function MarkdownBody({ html }: { html: string }) {
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
