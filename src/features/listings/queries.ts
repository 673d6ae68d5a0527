import { queryOptions } from '@tanstack/react-query';

/**
 * How long a list waits for the database before it says it could not load: room for
 * postgrest-js's three retries of a failed connection (1, 2 and 4 s) to end first, so a backend
 * that is down is told as unreachable and one that hangs as too slow.
 */
export const LIST_TIMEOUT_MS = 12_000;

/**
 * Every row of a table anyone may read, through the read-only client (postgrest-js), as the list
 * pages load. The lists filter, sort and page in the browser (./list-page.ts): a programme's output
 * and alumni are hundreds of rows, one response, and every filter then answers at once. A backend
 * that does not answer in LIST_TIMEOUT_MS is an error, never an endless spinner.
 */
async function readAll<T extends 'producao_cientifica' | 'egressos'>(table: T) {
  const [{ getPublicReads }, { withDeadline }] = await Promise.all([
    import('@/lib/supabase/public-reads'),
    import('@/lib/supabase/backend'),
  ]);
  const { data, error } = await withDeadline(
    async (signal) => await getPublicReads().from(table).select('*').abortSignal(signal),
    LIST_TIMEOUT_MS,
  );
  if (error) throw error;
  return data;
}

export const outputRowsQuery = queryOptions({
  queryKey: ['listings', 'producao_cientifica'],
  queryFn: () => readAll('producao_cientifica'),
  staleTime: 5 * 60_000,
  // postgrest-js already retries a failed GET; no second layer.
  retry: false,
});

export const alumniRowsQuery = queryOptions({
  queryKey: ['listings', 'egressos'],
  queryFn: () => readAll('egressos'),
  staleTime: 5 * 60_000,
  retry: false,
});
