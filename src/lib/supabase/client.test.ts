import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { BackendUnavailableError, isBackendUnavailable } from './client';

describe('isBackendUnavailable', () => {
  it.each([
    ['our own error', new BackendUnavailableError('http://127.0.0.1:54321'), true],
    ['auth-js network wrapper', { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, true],
    ['postgrest-js wrapper', { message: 'BackendUnavailableError: Backend unavailable: cannot reach x', code: '' }, true],
    ['wrong credentials', { name: 'AuthApiError', message: 'Invalid login credentials', status: 400 }, false],
    ['RLS refusal', { code: '42501', message: 'permission denied for table blog_posts' }, false],
    ['nothing', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isBackendUnavailable(error)).toBe(expected);
  });
});

/** A port nobody listens on: bind, note it, close. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe('getSupabase with the backend down', () => {
  it('auth and rest calls fail with errors isBackendUnavailable recognises', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${await closedPort()}`);
    // Node 20 has no WebSocket and supabase-js's realtime insists on one at construction; the
    // browser has it. Realtime is never used, so an empty class is enough.
    vi.stubGlobal('WebSocket', globalThis.WebSocket ?? class {});
    vi.resetModules();
    const { getSupabase } = await import('./client');
    const supabase = await getSupabase();
    const auth = await supabase.auth.signInWithPassword({ email: 'a@b.co', password: 'Senha#123' });
    expect(isBackendUnavailable(auth.error)).toBe(true);
    // A write (POST) is not retried by postgrest-js, so this answers at once.
    const rest = await supabase.from('egressos').insert({ nome: 'X', nivel: 'Mestrado', titulo_trabalho: 'Y', ano_conclusao: 2024 });
    expect(rest.status).toBe(0);
    expect(isBackendUnavailable(rest.error)).toBe(true);
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
});
