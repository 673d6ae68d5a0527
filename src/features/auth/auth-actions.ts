import { startAuth } from './auth-store';

export type AuthOutcome = 'ok' | 'failed' | 'unreachable';

// supabase-js arrives through this dynamic import only, so the header's account actions don't
// put it on every page.
const clientModule = () => import('@/lib/supabase/client');

/** Starts downloading supabase-js ahead of a sign-in; a failure shows when the visitor submits. */
export function prefetchClient(): void {
  void clientModule().catch(() => undefined);
}

type Client = Awaited<ReturnType<Awaited<ReturnType<typeof clientModule>>['getSupabase']>>;

/** Runs one auth call and classifies its result: ok, refused, or backend unreachable. */
async function attempt<T>(action: (client: Client) => Promise<{ error: unknown; value: T }>) {
  let module: Awaited<ReturnType<typeof clientModule>>;
  try {
    module = await clientModule();
  } catch {
    return { outcome: 'unreachable' as AuthOutcome, value: undefined }; // the chunk itself failed to load
  }
  try {
    const { error, value } = await action(await module.getSupabase());
    const outcome: AuthOutcome = !error ? 'ok' : module.isBackendUnavailable(error) ? 'unreachable' : 'failed';
    return { outcome, value };
  } catch (error) {
    return {
      outcome: (module.isBackendUnavailable(error) ? 'unreachable' : 'failed') as AuthOutcome,
      value: undefined,
    };
  }
}

export async function signIn(email: string, password: string): Promise<AuthOutcome> {
  const { outcome } = await attempt(async (client) => {
    const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
    return { error, value: undefined };
  });
  if (outcome === 'ok') startAuth({ loadEvenWithoutSession: true });
  return outcome;
}

/** Sign-up; `signedIn` says whether a session came back (confirmation off), as locally. */
export async function signUp(email: string, password: string): Promise<{ outcome: AuthOutcome; signedIn: boolean }> {
  const { outcome, value } = await attempt(async (client) => {
    const { data, error } = await client.auth.signUp({
      email: email.trim(),
      password,
      options: { emailRedirectTo: window.location.origin },
    });
    return { error, value: Boolean(data.user && data.session) };
  });
  if (outcome === 'ok' && value) startAuth({ loadEvenWithoutSession: true });
  return { outcome, signedIn: Boolean(value) };
}

/** Signs out; the local session is cleared even when the server cannot be reached. */
export async function signOut(): Promise<void> {
  await attempt(async (client) => ({ error: (await client.auth.signOut({ scope: 'local' })).error, value: undefined }));
}
