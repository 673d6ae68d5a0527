// The site's Supabase client, for sign-in, the admin area and writes. Imported only through
// dynamic import() so supabase-js stays out of the first-load bundle; pages that only read
// published rows use public-reads.ts instead. It talks to the backend of the build's settings
// (VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY; backend.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { backendSettings, guardedFetch } from './backend.ts';
import type { Database } from './database.types.ts';

export type { Database, Tables, TablesInsert, TablesUpdate, Enums } from './database.types.ts';
export type AppSupabaseClient = SupabaseClient<Database>;
// For callers that reach this module through a dynamic import (auth-actions.ts).
export { isBackendUnavailable } from './backend.ts';

let client: AppSupabaseClient | undefined;

/** Memoised client; async so callers keep supabase-js behind one awaited dynamic import. */
export async function getSupabase(): Promise<AppSupabaseClient> {
  if (!client) {
    const { url, key } = backendSettings();
    client = createClient<Database>(url, key, { global: { fetch: guardedFetch(url) } });
  }
  return client;
}
