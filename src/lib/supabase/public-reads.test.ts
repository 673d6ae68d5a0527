import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBackendUnavailable, REQUEST_TIMEOUT_MS } from './backend';
import { closedPort, hangingBackend } from './test-backends';

/** A backend that answers every request with an empty list and notes what it was sent. */
async function recordingBackend() {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method, url: request.url, headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, requests, close: () => server.close() };
}

/** The parts of a request the gateway and PostgREST act on. */
const seenByBackend = ({ method, url, headers }: { method?: string; url?: string; headers: IncomingHttpHeaders }) => ({
  method,
  url,
  apikey: headers.apikey,
  authorization: headers.authorization,
  profile: headers['accept-profile'],
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('getPublicReads', () => {
  it('sends a read exactly as supabase-js does for a signed-out visitor', async () => {
    const backend = await recordingBackend();
    try {
      vi.stubEnv('VITE_SUPABASE_URL', backend.url);
      vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_test-key');
      vi.resetModules();
      const { getPublicReads } = await import('./public-reads');
      const { getSupabase } = await import('./client');
      const read = (client: Awaited<ReturnType<typeof getSupabase>> | ReturnType<typeof getPublicReads>) =>
        client.from('blog_posts').select('slug, title').eq('status', 'published');
      const ours = await read(getPublicReads());
      const theirs = await read(await getSupabase());
      expect(ours).toMatchObject({ data: [], error: null, status: 200 });
      expect(theirs).toMatchObject({ data: [], error: null, status: 200 });
      const [sentByUs, sentBySupabaseJs] = backend.requests.map(seenByBackend);
      expect(sentByUs).toEqual({
        method: 'GET',
        url: '/rest/v1/blog_posts?select=slug%2Ctitle&status=eq.published',
        apikey: 'sb_publishable_test-key',
        authorization: 'Bearer sb_publishable_test-key',
        profile: 'public',
      });
      expect(sentByUs).toEqual(sentBySupabaseJs);
    } finally {
      backend.close();
    }
  });

  it('reports a backend nobody answers at as unavailable, after postgrest-js has retried the read', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${await closedPort()}`);
    vi.resetModules();
    const { getPublicReads } = await import('./public-reads');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = getPublicReads()
      .from('egressos')
      .select('*')
      .then((result) => ((settled = true), result));
    // Each refused connection takes real I/O; postgrest-js's retries back off on the fake clock.
    for (let second = 0; second < 60 && !settled; second++) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    const { error, data } = await pending;
    expect(data).toBeNull();
    expect(isBackendUnavailable(error)).toBe(true);
  });

  it('gives up on a backend that never answers after REQUEST_TIMEOUT_MS, without waiting again', async () => {
    const backend = await hangingBackend();
    try {
      vi.stubEnv('VITE_SUPABASE_URL', backend.url);
      vi.resetModules();
      const { getPublicReads } = await import('./public-reads');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let settled = false;
      const pending = getPublicReads()
        .from('producao_cientifica')
        .select('*')
        .then((result) => ((settled = true), result));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const { error } = await pending;
      expect(isBackendUnavailable(error)).toBe(true);
    } finally {
      backend.close();
    }
  });
});
