import { z } from 'zod/mini';

/** /institucional/programa?aba=<tab id>; an unknown or missing tab falls back to the first. */
export const programmeSearchSchema = z.object({
  aba: z.catch(z.optional(z.string().check(z.maxLength(60))), undefined),
});

export function resolveTab(requested: string | undefined, tabIds: readonly string[]): string {
  const fallback = tabIds[0] ?? '';
  return requested && tabIds.includes(requested) ? requested : fallback;
}
