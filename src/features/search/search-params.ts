import { z } from 'zod/mini';

import { SEARCH_TEXT_MAX } from '@/lib/search-text';

// zod/mini: the same validation as zod's classic API, at a fraction of the bundle size, which
// matters because route search schemas ship in the entry bundle.

/** /busca?q=…: a hand-edited URL degrades to "no term" instead of throwing. */
export const searchParamsSchema = z.object({
  q: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).slice(0, SEARCH_TEXT_MAX)),
      ),
    ),
    undefined,
  ),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;
