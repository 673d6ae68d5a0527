import { rowText, SHOWN_TEXT_MAX } from '@/lib/row-values';
import { SEARCH_TEXT_MAX } from '@/lib/search-text';

/**
 * A record's name (a title, a person's name) as a list, a button's label or a message shows it:
 * trimmed, cut when far longer than the editor allows, and `untitled` when the row holds none
 * (blank, or only invisible characters, written before the database kept the editor's rules).
 */
export function shownName(value: unknown, untitled: string): string {
  return rowText(value, SHOWN_TEXT_MAX) || untitled;
}

/** Another text of a row as a list's cell shows it: trimmed, cut when far too long, '' for none. */
export function shownText(value: unknown): string {
  return rowText(value, SHOWN_TEXT_MAX);
}

/** A record's name as the search page's term (?q=): trimmed, cut to what the search field holds. */
export function searchTermOf(value: unknown): string {
  return rowText(value).slice(0, SEARCH_TEXT_MAX);
}
