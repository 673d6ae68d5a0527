// What the benchmarks start and stop: the local backend (in memory, on a free port), the built
// site served as `npm start` serves it, and Debian's Chromium. One copy, so every benchmark
// measures the same backend, server and browser settings.
import type { Server } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { spawnBackend } from '../serve/local-backend.ts';
import { freePort, type Env } from '../settings.ts';
import { startStaticServer } from '../serve/serve.ts';

/** Lighthouse's mobile profile (slow 4G): 150 ms, 1,638.4 kbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface BenchBackend {
  /** Its API URL, http://127.0.0.1:<port>. */
  readonly url: string;
  /** Stops it and resolves once it has exited, so its last lines never meet a closed pipe. */
  stop(): Promise<void>;
}

/**
 * Starts the local backend for a benchmark: fresh data in memory, no limit on sign-ins per
 * address, on a free port, printing nothing but its errors; `env` adds settings (an admin
 * account, DATABASE_URL). Rejects with the reason when it exits before it is ready.
 */
export async function startBenchBackend(env: Env = {}): Promise<BenchBackend> {
  const port = await freePort();
  const backend = spawnBackend(
    { ...process.env, PORT_SUPABASE: String(port), LOCAL_DATA_DIR: 'memory', LOCAL_AUTH_RATE_LIMIT: '0', ...env },
    { silent: true },
  );
  const url = await backend.ready;
  return {
    url,
    async stop() {
      const { child } = backend;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await backend.exited;
    },
  };
}

export interface ServedBuild {
  /** The folder served: dist/, or a saved copy of an earlier build. */
  readonly root: string;
  readonly port: number;
}

/**
 * Serves each build on its own port, from `basePort` up, so runs can alternate between them and
 * each sees the same load on this shared machine. close() stops every server.
 */
export async function serveBuilds(
  roots: readonly string[],
  basePort: number,
): Promise<{ builds: ServedBuild[]; close(): void }> {
  const servers: Server[] = [];
  const builds = await Promise.all(
    roots.map(async (root, index) => {
      const port = basePort + index;
      servers.push(await startStaticServer({ root, port }));
      return { root, port };
    }),
  );
  return {
    builds,
    close() {
      for (const server of servers) server.close();
    },
  };
}

/** Debian's Chromium (CHROMIUM_PATH), headless, with `args` after the flags every benchmark needs. */
export function launchChromium(args: readonly string[] = ['--disable-background-networking']): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...args],
  });
}
