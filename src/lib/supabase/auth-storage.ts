// Where supabase-js keeps the visitor's session, named once so that the admin guard and the
// header can tell, synchronously and without downloading supabase-js, whether anyone is signed in.
// Every page's entry carries it, so it imports nothing: importing the local stand-in's keys would
// put the anon key in the entry too.

/**
 * The backend the site was built for: the build's VITE_SUPABASE_URL and nothing else (the build
 * refuses to run without it; npm start, npm run dev and npm test set it to the local backend).
 */
export function backendUrl(): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return (env.VITE_SUPABASE_URL?.trim() ?? '').replace(/\/+$/, '');
}

/**
 * supabase-js's own default, `sb-<first label of the host name>-auth-token`: sessions stored
 * before the key was named stay valid.
 */
export function authStorageKey(url: string): string {
  // No address (a unit test's environment) stores under a key no real backend's session has.
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return `sb-${host.split('.')[0]}-auth-token`;
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
