import { MarkdownBody } from '@/components/MarkdownBody';
import { renderMarkdown } from '@/lib/markdown';

/** The text as the public page shows it: the same renderer, downloaded when a preview opens. */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return <MarkdownBody html={renderMarkdown(markdown)} />;
}
