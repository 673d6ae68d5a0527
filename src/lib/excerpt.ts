/** A post without an excerpt shows the first 150 characters of its content and an ellipsis. */
export function excerptOf(excerpt: string | null | undefined, content: string): string {
  if (excerpt && excerpt.trim() !== '') return excerpt.trim();
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > 150 ? `${text.slice(0, 150)}…` : text;
}
