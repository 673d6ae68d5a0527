// Where supabase-js keeps the visitor's session, named once so that the admin guard and the
// header can tell, synchronously and without downloading supabase-js, whether anyone is signed in.
// Every page's entry carries it, so it imports nothing: importing the local stand-in's keys would
// put the anon key in the entry too.

/** The local stand-in's address, as supabase/local/keys.ts has it (auth-storage.test.ts checks). */
export const DEFAULT_BACKEND_URL = 'http://127.0.0.1:54321';

/** The backend the site was built for (VITE_SUPABASE_URL), else the local stand-in. */
export function backendUrl(): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return (env.VITE_SUPABASE_URL?.trim() || DEFAULT_BACKEND_URL).replace(/\/+$/, '');
}

/**
 * supabase-js's own default, `sb-<first label of the host name>-auth-token`: sessions stored
 * before the key was named stay valid.
 */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** The key the site's client stores its session under (client.ts passes it as `storageKey`). */
export const AUTH_STORAGE_KEY = authStorageKey(backendUrl());

/** Whether a session is stored; reading it costs no request and no download. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (privacy settings): supabase-js could not have stored a session either.
    return false;
  }
}
