/** The header search box accepts at most 100 characters (spec §5). */
export const SEARCH_INPUT_MAX = 100;

/** What the box keeps of typed or pasted text: the first 100 characters. */
export function truncateSearchInput(value: string): string {
  return Array.from(value).slice(0, SEARCH_INPUT_MAX).join('');
}

/** The term to search for, or null when the box must not submit (blank or too long). */
export function searchTermToSubmit(value: string): string | null {
  const term = value.trim();
  if (term === '' || Array.from(term).length > SEARCH_INPUT_MAX) return null;
  return term;
}
