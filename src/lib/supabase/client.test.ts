import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { BackendUnavailableError, isBackendUnavailable } from './client';

describe('isBackendUnavailable', () => {
  it.each([
    ['our own error', new BackendUnavailableError('http://127.0.0.1:54321'), true],
    ['auth-js network wrapper', { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 }, true],
    [
      'postgrest-js wrapper',
      { message: 'BackendUnavailableError: Backend unavailable: cannot reach x', code: '' },
      true,
    ],
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
    vi.resetModules();
    const { getSupabase } = await import('./client');
    const supabase = await getSupabase();
    const auth = await supabase.auth.signInWithPassword({ email: 'a@b.co', password: 'Senha#123' });
    expect(isBackendUnavailable(auth.error)).toBe(true);
    // A write (POST) is not retried by postgrest-js, so this answers at once.
    const rest = await supabase
      .from('egressos')
      .insert({ nome: 'X', nivel: 'Mestrado', titulo_trabalho: 'Y', ano_conclusao: 2024 });
    expect(rest.status).toBe(0);
    expect(isBackendUnavailable(rest.error)).toBe(true);
    vi.unstubAllEnvs();
  });
});

/** A backend that accepts connections and never answers; resolves to its URL. */
async function hangingBackend(): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<import('node:net').Socket>();
  const srv = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      srv.close();
    },
  };
}

describe('getSupabase with a backend that never answers', () => {
  it('sign-in, a read and a write give up after REQUEST_TIMEOUT_MS as "backend unavailable"', async () => {
    const backend = await hangingBackend();
    vi.stubEnv('VITE_SUPABASE_URL', backend.url);
    vi.resetModules();
    const { getSupabase, REQUEST_TIMEOUT_MS } = await import('./client');
    const supabase = await getSupabase();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = Promise.all([
        supabase.auth.signInWithPassword({ email: 'a@b.co', password: 'Senha#123' }),
        supabase.from('blog_posts').select('*').eq('slug', 'x').maybeSingle(),
        supabase.from('egressos').insert({ nome: 'X', nivel: 'Mestrado', titulo_trabalho: 'Y', ano_conclusao: 2024 }),
      ]);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const [auth, read, write] = await pending;
      expect(isBackendUnavailable(auth.error)).toBe(true);
      // The read is not retried after a timeout (it would wait three times more).
      expect(isBackendUnavailable(read.error)).toBe(true);
      expect(isBackendUnavailable(write.error)).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
      backend.close();
    }
  });
});

describe('guardedFetch', () => {
  it('lets the caller abort with its own AbortError', async () => {
    const { guardedFetch } = await import('./client');
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    const controller = new AbortController();
    const call = guardedFetch('http://x', 10_000, never)('http://x/a', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
