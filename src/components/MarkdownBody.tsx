import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import classes from './MarkdownBody.module.css';

/**
 * A news post's body: HTML made by renderMarkdown (src/lib/markdown.ts), which writes only its
 * own markup and escapes everything the author typed, so it is safe to insert as it is. The
 * editor's preview and the public page show the same thing.
 */
export function MarkdownBody({ html }: { html: string }) {
  return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
