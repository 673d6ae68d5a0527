// `npm start` on other ports: PORT_SUPABASE moves the backend and the site built for it (a
// visitor signs in through the built site on that port), and a port in use ends in one line
// naming it and the setting to change. Rebuilds dist/ (npm test builds again afterwards).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    );
  });
}

const children: ChildProcess[] = [];

/** Runs `npm start`; resolves when the site is up, or with the exit code and output when it stops. */
function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: string; code: number | null }> {
  const child = spawn('npm', ['start'], {
    // Without Vitest's NODE_ENV=test, which would make the rebuild use React's development build.
    env: { ...process.env, NODE_ENV: undefined, LOCAL_DATA_DIR: 'memory', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  return new Promise((resolve) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^Site: http/m.test(output)) resolve({ child, output, code: null });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ child, output, code }));
  });
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
  it('PORT_SUPABASE moves the backend and the built site with it: a visitor signs in there', async () => {
    const [port, backendPort] = [await freePort(), await freePort()];
    const started = await start({ PORT: String(port), PORT_SUPABASE: String(backendPort) });
    expect(started.code, started.output).toBeNull();
    expect(started.output).toContain(`API URL: http://127.0.0.1:${backendPort}`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      const backendCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/(auth|rest)\/v1\//.test(request.url())) backendCalls.push(new URL(request.url()).port);
      });
      await page.goto(`http://localhost:${port}/auth`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const form = page.getByRole('tabpanel', { name: 'Login' });
      await form.getByLabel('Email').fill('admin@ppg-go.local');
      await form.getByLabel('Senha').fill('Admin!2345');
      await form.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Login realizado com sucesso!').waitFor();
      expect(backendCalls.length).toBeGreaterThan(0);
      expect(new Set(backendCalls)).toEqual(new Set([String(backendPort)]));
    } finally {
      await browser.close();
      process.kill(-started.child.pid!, 'SIGTERM');
    }
  }, 300_000);

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
