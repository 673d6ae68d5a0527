import { textParam } from '@/lib/search-param';

/** The URL parameter that holds the tab shown (also named to index.html's early script). */
export const TAB_PARAM = 'aba';

/** /institucional/programa?aba=<tab id>; an unknown or missing tab falls back to the first. */
export function parseProgrammeSearch(search: Record<string, unknown>): { [TAB_PARAM]?: string } {
  return { [TAB_PARAM]: textParam(search[TAB_PARAM], 60) };
}

export function resolveTab(requested: string | undefined, tabIds: readonly string[]): string {
  const fallback = tabIds[0] ?? '';
  return requested && tabIds.includes(requested) ? requested : fallback;
}
