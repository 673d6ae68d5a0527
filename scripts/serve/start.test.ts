// `npm start` on other ports: PORT_SUPABASE moves the backend and the site built for it (a
// visitor signs in through the built site on that port, also after the backend was killed and
// npm start restarted it), and a port in use ends in one line naming it and the setting to
// change. Rebuilds dist/: for PORT_SUPABASE when set to another port than npm start's default, so
// that npm test's browser tests load the site this test built (scripts/tooling/test.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, localBackendPort } from '../settings.ts';

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    );
  });
}

const children: ChildProcess[] = [];

/** `env` without what Vitest sets for its own workers (NODE_ENV=test, VITEST, VITEST_*). */
const withoutVitest = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'NODE_ENV' && !/^VITEST(_|$)/.test(name)));

interface Started {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  readonly output: string;
  /** Its exit code, or null while it runs. */
  code: number | null;
  exited: Promise<number | null>;
  /** The first line matching `pattern` printed after `from` characters of output, within `ms`. */
  line(pattern: RegExp, from: number, ms: number): Promise<string>;
}

/** Runs `npm start`; resolves when the site is up, or with the exit code and output when it stops. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn('npm', ['start'], {
    // Without Vitest's own settings, as a person runs it: NODE_ENV=test would make the rebuild use
    // React's development build, and VITEST would make it leave out the database posts.
    env: { ...withoutVitest(process.env), LOCAL_DATA_DIR: 'memory', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  const watchers = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started: Started = {
    child,
    get output() {
      return output;
    },
    code: null,
    exited,
    line: (pattern, from, ms) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = output
            .slice(from)
            .split('\n')
            .find((candidate) => pattern.test(candidate));
          if (found === undefined) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No line matching ${pattern} within ${ms} ms; printed:\n${output.slice(from)}`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          watchers.delete(check);
        };
        watchers.add(check);
        check();
      }),
  };
  return new Promise((resolve) => {
    const siteUp = () => {
      if (!/^Site: http/m.test(output)) return;
      watchers.delete(siteUp);
      resolve(started);
    };
    watchers.add(siteUp);
    void exited.then((code) => {
      started.code = code;
      resolve(started);
    });
  });
}

/** The local backend npm start runs: the one process of its group (its own, being detached) running start.ts. */
function backendPid(group: number): number {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After "pid (name) ": state, parent, process group.
        const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
        return (
          processGroup === group && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('supabase/local/start.ts')
        );
      } catch {
        return false; // gone meanwhile
      }
    });
  expect(pids).toHaveLength(1);
  return Number(pids[0]);
}

/** Polls `url` until it answers, failing after `ms`. */
async function answers(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return (await fetch(url)).status;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once nothing listens on `port`, failing after `ms`. */
async function freed(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still in use after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lines a person reads, without npm's own banners and configuration warnings. */
const ownLines = (output: string) => output.split('\n').filter((line) => line.trim() && !/^(npm warn|> )/.test(line));

afterAll(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

describe('npm start settings', () => {
  it('PORT_SUPABASE moves the backend and the built site with it: a visitor signs in there, again once a killed backend is restarted', async () => {
    // Another port than the default, or the test could not tell that PORT_SUPABASE was obeyed.
    const given = process.env.PORT_SUPABASE ? Number(process.env.PORT_SUPABASE) : null;
    const backendPort = given !== null && given !== localBackendPort({}) ? given : await freePort();
    const port = await freePort();
    const started = await start({ PORT: String(port), PORT_SUPABASE: String(backendPort) });
    expect(started.code, started.output).toBeNull();
    expect(started.output).toContain(`API URL: http://127.0.0.1:${backendPort}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    /** Signs in as the local admin on a fresh visit; the ports of the backend calls it made. */
    const signIn = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const backendCalls = new Set<string>();
      page.on('request', (request) => {
        if (/\/(auth|rest)\/v1\//.test(request.url())) backendCalls.add(new URL(request.url()).port);
      });
      await page.goto(`http://localhost:${port}/auth`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const form = page.getByRole('tabpanel', { name: 'Login' });
      await form.getByLabel('Email').fill('admin@ppg-go.local');
      await form.getByLabel('Senha').fill('Admin!2345');
      await form.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Login realizado com sucesso!').waitFor();
      await context.close();
      return backendCalls;
    };
    try {
      expect(await signIn()).toEqual(new Set([String(backendPort)]));

      // The backend killed: one line says so, one more that it is back on its port (its banner of
      // keys is not printed again), and a visitor signs in again (in memory: the seed's admin).
      const killedAt = started.output.length;
      process.kill(backendPid(started.child.pid!), 'SIGKILL');
      const exited = await started.line(/^Local backend exited/, killedAt, 30_000);
      expect(exited).toBe(
        `Local backend exited (signal SIGKILL); restarting it on port ${backendPort} with fresh data (LOCAL_DATA_DIR=memory: what it held is lost)…`,
      );
      const back = await started.line(/^Local backend is back/, killedAt, 60_000);
      expect(back).toBe(`Local backend is back at http://127.0.0.1:${backendPort}.`);
      expect(await answers(`http://127.0.0.1:${backendPort}/auth/v1/health`, 10_000)).toBe(200);
      expect(await signIn()).toEqual(new Set([String(backendPort)]));
      expect(ownLines(started.output.slice(killedAt))).toEqual([exited, back]);

      // Stopping npm start stops both, and is no crash to recover from: nothing restarts.
      const stoppedAt = started.output.length;
      process.kill(-started.child.pid!, 'SIGTERM');
      await started.exited;
      await freed(backendPort, 10_000);
      await freed(port, 10_000);
      expect(started.output.slice(stoppedAt)).not.toMatch(/Local backend (exited|is back)/);
    } finally {
      await browser.close();
    }
  }, 360_000);

  it.each([
    ['PORT_SUPABASE', (busy: number, free: number) => ({ PORT: String(free), PORT_SUPABASE: String(busy) })],
    ['PORT', (busy: number, free: number) => ({ PORT: String(busy), PORT_SUPABASE: String(free) })],
  ])(
    'a %s already in use: one line naming it, exit 1, nothing left running',
    async (variable, env) => {
      const { server, port: busy } = await occupy();
      const free = await freePort();
      try {
        const result = await start(env(busy, free));
        expect(result.code).toBe(1);
        expect(ownLines(result.output)).toEqual([
          `Port ${busy} is already in use (another server?). Stop it, or set ${variable} to a free port.`,
        ]);
        // Nothing was started: the other port is still free.
        await new Promise<void>((resolve, reject) => {
          const probe = createServer()
            .once('error', reject)
            .listen(free, '127.0.0.1', () => probe.close(() => resolve()));
        });
      } finally {
        server.close();
      }
    },
    60_000,
  );
});
