import { z } from 'zod';

/** /institucional/programa?aba=<tab id>; an unknown or missing tab falls back to the first. */
export const programmeSearchSchema = z.object({
  aba: z.string().max(60).optional().catch(undefined),
});

export function resolveTab(requested: string | undefined, tabIds: readonly string[]): string {
  const fallback = tabIds[0] ?? '';
  return requested && tabIds.includes(requested) ? requested : fallback;
}
