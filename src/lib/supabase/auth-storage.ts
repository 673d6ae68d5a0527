// Where supabase-js keeps the visitor's session, named once so that the admin guard and the
// header can tell, synchronously and without downloading supabase-js, whether anyone is signed in.
// Imports nothing heavy: every page's entry carries it.
import { LOCAL_API_URL } from '../../../supabase/local/keys.ts';

/** The backend the site was built for (VITE_SUPABASE_URL), else the local stand-in. */
export function backendUrl(): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return (env.VITE_SUPABASE_URL?.trim() || LOCAL_API_URL).replace(/\/+$/, '');
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
