// Reads of published rows (news posts, alumni, scientific output) for public pages: the search,
// the news list and a database news post. Every visitor may read these rows signed out, so the
// pages need PostgREST alone, not all of supabase-js (auth, realtime, storage): a fraction of its
// JavaScript, and on /busca a module evaluation short enough to keep the task that loads it
// under 50 ms at a slow phone's speed (no main-thread task may be longer). The requests are those
// supabase-js sends signed out: the key as `apikey` and as the Bearer token, the same timeouts
// and the same retries.
// Imported only through dynamic import(), like client.ts.
import { PostgrestClient } from '@supabase/postgrest-js';
import { backendSettings, guardedFetch } from './backend.ts';
import type { Database } from './database.types.ts';

export type PublicReads = PostgrestClient<Database>;

/** A read-only client of `<url>/rest/v1` sending `key` (the backend contract tests build it too). */
export function publicReadsClient(url: string, key: string): PublicReads {
  return new PostgrestClient<Database>(`${url}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    schema: 'public',
    fetch: guardedFetch(url),
  });
}

let client: PublicReads | undefined;

/** The site's memoised read-only client. */
export function getPublicReads(): PublicReads {
  if (!client) {
    const { url, key } = backendSettings();
    client = publicReadsClient(url, key);
  }
  return client;
}
