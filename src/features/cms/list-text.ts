import { trimBlank } from './validation';

/** A list column (authors, keywords) as the text of its field: one item per line. */
export function listToText(items: readonly string[]): string {
  return items.join('\n');
}

/**
 * A field's text as a list: one item per line, each trimmed, blank lines and repeats dropped.
 * Commas stay inside an item: an author is often written "Sobrenome, N.".
 */
export function textToList(text: string): string[] {
  const items: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = trimBlank(line).replace(/\s+/g, ' ');
    if (item && !items.includes(item)) items.push(item);
  }
  return items;
}
