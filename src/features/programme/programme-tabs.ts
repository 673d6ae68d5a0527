import { textParam } from '@/lib/search-param';

/** /institucional/programa?aba=<tab id>; an unknown or missing tab falls back to the first. */
export function parseProgrammeSearch(search: Record<string, unknown>): { aba?: string } {
  return { aba: textParam(search.aba, 60) };
}

export function resolveTab(requested: string | undefined, tabIds: readonly string[]): string {
  const fallback = tabIds[0] ?? '';
  return requested && tabIds.includes(requested) ? requested : fallback;
}
