import { describe, expect, it, vi } from 'vitest';
import { isBackendUnavailable, REQUEST_TIMEOUT_MS } from './backend';
import { closedPort, hangingBackend } from './test-backends';

describe('getSupabase with the backend down', () => {
  it('auth and rest calls fail with errors isBackendUnavailable recognises', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${await closedPort()}`);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test-key');
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

describe('getSupabase with a backend that never answers', () => {
  it('sign-in, a read and a write give up after REQUEST_TIMEOUT_MS as "backend unavailable"', async () => {
    const backend = await hangingBackend();
    vi.stubEnv('VITE_SUPABASE_URL', backend.url);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test-key');
    vi.resetModules();
    const { getSupabase } = await import('./client');
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
