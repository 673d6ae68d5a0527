import { z } from 'zod';

export const SEARCH_MAX_LENGTH = 100;

/** /busca?q=…: a hand-edited URL degrades to "no term" instead of throwing. */
export const searchParamsSchema = z.object({
  q: z
    .unknown()
    .transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''))
    .transform((value) => value.slice(0, SEARCH_MAX_LENGTH))
    .optional()
    .catch(undefined),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;
