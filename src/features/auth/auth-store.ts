import { useSyncExternalStore } from 'react';
import type { AppSupabaseClient } from '@/lib/supabase/client';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; email: string; isAdmin: boolean };

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function set(next: AuthState) {
  // Re-checking a session that is still absent (or unchanged) must not wake the subscribers.
  if (JSON.stringify(next) === JSON.stringify(state)) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * supabase-js keeps the session under `sb-<project>-auth-token`; reading it costs no request and no
 * download, so the header and the admin guard can tell at once that nobody is signed in.
 */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith('sb-') && key.endsWith('-auth-token'));
  } catch {
    // Storage refused (privacy settings): supabase-js could not have stored a session either.
    return false;
  }
}

export async function loadClient(): Promise<AppSupabaseClient> {
  const { getSupabase } = await import('@/lib/supabase/client');
  return getSupabase();
}

/** Admin is a user_roles row with role admin; a failed lookup means not admin: when in doubt, the admin area stays closed. */
async function isAdmin(client: AppSupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin');
  return !error && (data?.length ?? 0) > 0;
}

async function applySession(client: AppSupabaseClient) {
  const { data } = await client.auth.getSession();
  const user = data.session?.user;
  if (!user) return set({ status: 'signedOut' });
  set({ status: 'signedIn', userId: user.id, email: user.email ?? '', isAdmin: await isAdmin(client, user.id) });
}

/**
 * Starts watching the session once, in the browser. Pages for visitors never download
 * supabase-js unless a session is stored; /auth and /cms load it themselves.
 */
export function startAuth(options: { loadEvenWithoutSession?: boolean } = {}) {
  if (started) return;
  if (!options.loadEvenWithoutSession && !hasStoredSession()) {
    if (state.status === 'loading') set({ status: 'signedOut' });
    return;
  }
  started = true;
  void loadClient()
    .then(async (client) => {
      await applySession(client);
      client.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') set({ status: 'signedOut' });
        else if (event === 'SIGNED_IN' || event === 'USER_UPDATED') setTimeout(() => void applySession(client), 0);
      });
    })
    .catch(() => set({ status: 'signedOut' }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The session once known (the admin guard awaits this). With none stored it is known at once:
 * signed out, without downloading supabase-js or asking the backend.
 */
export function settledAuthState(): Promise<Exclude<AuthState, { status: 'loading' }>> {
  startAuth();
  return new Promise((resolve) => {
    const settle = () => {
      if (state.status === 'loading') return false;
      resolve(state);
      return true;
    };
    if (settle()) return;
    const unsubscribe = subscribe(() => {
      if (settle()) unsubscribe();
    });
  });
}
const serverSnapshot: AuthState = { status: 'loading' };

const signedIn = () => state.status === 'signedIn';

/**
 * Whether the visitor is signed in, for a component that needs no more: it renders again only
 * when that changes, not when the session goes from unknown to absent as the page hydrates (a
 * store's change re-renders at once, in one task: the whole of /auth, past 50 ms on a cheap phone).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, () => false);
}

/** The visitor's session as the site knows it; `loading` on the server and until checked. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverSnapshot,
  );
}
