import { QueryClient } from '@tanstack/react-query';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': a read made while the browser says it is offline fails at once and
      // the page says the server cannot be reached, with its retry button; react-query's default
      // holds it, showing "loading" until the connection returns.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query cache: one per visit in the browser, shared by every page that reads the database, so
 * going back to a page shows what it read before; a fresh one for each page the prerender renders.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}
