import { SEARCH_TEXT_MAX } from '@/lib/search-text';

/** What the box keeps of typed or pasted text: the first 100 characters. */
export function truncateSearchInput(value: string): string {
  return Array.from(value).slice(0, SEARCH_TEXT_MAX).join('');
}

/** The term to search for, or null when the box must not submit (blank or too long). */
export function searchTermToSubmit(value: string): string | null {
  const term = value.trim();
  if (term === '' || Array.from(term).length > SEARCH_TEXT_MAX) return null;
  return term;
}
