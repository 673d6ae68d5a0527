// Robustness of the local stand-in: bad input never crashes it, CORS works for local origins,
// and a kill -9 loses no committed account.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer as createHttpServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../local/http.ts';
import { createRouter } from '../local/router.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, ON_POSTGRES, STRONG_PASSWORD, uniqueEmail } from './support.ts';

describe(`bad requests on ${DATABASE_LABEL}`, () => {
  let b: LocalBackend;
  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl('robust');
    b = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4 });
  });
  afterAll(async () => {
    await b?.close();
  });
  const headers = () => ({
    apikey: b.anonKey,
    'Content-Type': 'application/json',
    'X-Supabase-Api-Version': '2024-01-01',
  });

  it('malformed JSON answers 400 on auth and rest', async () => {
    const auth = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: headers(),
      body: '{"email":',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ code: 'bad_json' });
    const rest = await fetch(`${b.url}/rest/v1/egressos`, { method: 'POST', headers: headers(), body: '[{' });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
  });

  it('an unknown route answers 404 JSON', async () => {
    for (const path of ['/nada', '/storage/v1/object', '/auth/v1/nao-existe']) {
      const res = await fetch(`${b.url}${path}`, { headers: headers() });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      await res.json();
    }
  });

  it('answers CORS preflights for local origins only, exposing the headers supabase-js reads', async () => {
    const pre = await fetch(`${b.url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    const get = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers(), Origin: 'http://127.0.0.1:4173' },
      body: JSON.stringify({ email: 'x@y.co', password: 'nope' }),
    });
    const exposed = get.headers.get('access-control-expose-headers') ?? '';
    for (const name of ['X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code']) expect(exposed).toContain(name);
    const foreign = await fetch(`${b.url}/rest/v1/blog_posts`, {
      headers: { ...headers(), Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes the apikey from the URL too, as the hosted gateway does', async () => {
    const res = await fetch(`${b.url}/rest/v1/egressos?select=nome&limit=1&apikey=${b.anonKey}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(1);
  });

  it('keeps serving after all of the above', async () => {
    const { data, error } = await client(b.url, b.anonKey).from('egressos').select('nome').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe('a handler that fails', () => {
  // The router with handlers made to fail in each way a handler can: the requests get a 500,
  // the failure is logged, and the same server answers the next request.
  const KEY = 'test-key';
  let server: Server;
  let url = '';
  let mode: 'throws' | 'rejects' | 'unserializable' | 'bad header' | 'fine' = 'fine';
  const failing = (): Promise<Reply> => {
    if (mode === 'throws') throw new Error('thrown on purpose');
    if (mode === 'rejects') return Promise.reject(new Error('rejected on purpose'));
    if (mode === 'unserializable') return Promise.resolve({ status: 200, body: { n: 1n } });
    if (mode === 'bad header') return Promise.resolve({ status: 200, body: {}, headers: { 'X-Bad': 'a\nb' } });
    return Promise.resolve({ status: 200, body: { ok: true } });
  };
  beforeAll(async () => {
    server = createHttpServer(createRouter({ auth: failing, rest: failing, keys: new Set([KEY]) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each(['throws', 'rejects', 'unserializable', 'bad header'] as const)(
    'one that %s → 500, logged, and the server keeps serving',
    async (how) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        mode = how;
        for (const path of ['/rest/v1/egressos', '/auth/v1/signup']) {
          const res = await fetch(`${url}${path}`, { headers: { apikey: KEY } });
          expect(res.status).toBe(500);
          expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Internal server error' });
        }
        expect(logged).toHaveBeenCalledTimes(2);
        mode = 'fine';
        const next = await fetch(`${url}/rest/v1/egressos`, { headers: { apikey: KEY } });
        expect({ status: next.status, body: await next.json() }).toEqual({ status: 200, body: { ok: true } });
      } finally {
        logged.mockRestore();
      }
    },
  );
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the CLI exactly as a developer would; resolves on its "Local backend ready" line. */
function launch(dataDir: string, port: number): Promise<{ child: ChildProcess; output: string }> {
  const { child, ready } = spawnCli(dataDir, port);
  return ready.then((output) => ({ child, output }));
}

function spawnCli(dataDir: string, port: number): { child: ChildProcess; ready: Promise<string> } {
  // detached: its own process group, so kill -9 reaches npx, tsx and node alike.
  const child = spawn('npx', ['tsx', 'supabase/local/start.ts'], {
    env: { ...process.env, LOCAL_DATA_DIR: dataDir, PORT_SUPABASE: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`start timed out:\n${output}`)), 50_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Local backend ready$/m.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
  return { child, ready };
}

/** Every file of a folder (recursively) with the SHA-256 of its bytes. */
async function hashFolder(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return out;
}

/** What the CLI printed, without the "exited with" line and npm's own configuration warnings. */
function messageLines(failure: string): string[] {
  return failure
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() && !line.startsWith('npm warn'));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    process.kill(-child.pid!, signal);
  });
}

// About the embedded database's data folder: the CLI run under DATABASE_URL has none.
describe.skipIf(ON_POSTGRES)('crash safety', () => {
  let dir = '';
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) await killGroup(c, 'SIGKILL').catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('an account created before kill -9 can sign in after a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ppg-local-'));
    const port = await freePort();
    const first = await launch(dir, port);
    children.push(first.child);
    const lines = first.output.split('\n');
    expect(lines).toContain(`API URL: http://127.0.0.1:${port}`);
    const anonKey = lines.find((l) => l.startsWith('anon key: '))?.slice('anon key: '.length) ?? '';
    expect(lines.some((l) => l.startsWith('service_role key: '))).toBe(true);
    expect(lines.filter((l) => l.trim()).at(-1)).toBe('Local backend ready');

    const url = `http://127.0.0.1:${port}`;
    const email = uniqueEmail('crash');
    expect((await client(url, anonKey).auth.signUp({ email, password: STRONG_PASSWORD })).error).toBeNull();
    await killGroup(first.child, 'SIGKILL');

    const second = await launch(dir, port);
    children.push(second.child);
    expect(second.output).not.toContain('(new, seeded)');
    // A second server on the same folder (another port) is refused, in one line naming the
    // process that holds it, before it touches a single file of the folder.
    const before = await hashFolder(dir);
    const intruder = spawnCli(dir, await freePort());
    children.push(intruder.child);
    const refusal = await intruder.ready.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(messageLines(refusal)).toEqual([
      expect.stringMatching(
        /^Local backend failed to start: The data folder .* is in use by another local backend \(process \d+\)/,
      ),
    ]);
    expect(await hashFolder(dir)).toEqual(before);
    const { data, error } = await client(url, anonKey).auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    await killGroup(second.child, 'SIGTERM');
  }, 120_000);

  it('a port in use stops the start in one line before the data folder is created', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as { port: number };
    const fresh = join(await mkdtemp(join(tmpdir(), 'ppg-port-')), 'data');
    try {
      const attempt = spawnCli(fresh, port);
      children.push(attempt.child);
      const failure = await attempt.ready.then(
        () => '',
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/^exited with 1:/);
      expect(messageLines(failure)).toEqual([
        `Port ${port} is in use: another local backend may be running. Set PORT_SUPABASE to use another port.`,
      ]);
      await expect(access(fresh)).rejects.toThrow();
    } finally {
      busy.close();
      await rm(dirname(fresh), { recursive: true, force: true });
    }
  }, 60_000);
});
