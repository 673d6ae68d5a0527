// The settings `npm start`, `npm run dev`, `npm test`, the e2e server and the build share: which
// ports to use and which backend address and key the site is built for (README, "Settings").
import { createServer, type AddressInfo } from 'node:net';
import { backendUrlFromEnv, LOCAL_ANON_KEY } from '../supabase/local/keys.ts';

/** The settings a script reads: process.env or a copy with some changed. */
export type Env = Record<string, string | undefined>;

export const backendUrl: (env: Env) => string = backendUrlFromEnv;

/**
 * What the built site learns about its backend, only from these settings: Vite writes them into
 * the bundle. `npm run build` refuses to run without them.
 */
export const BACKEND_SETTINGS = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY'];

/**
 * `env` with the backend settings it leaves unset filled in for the local stand-in (its URL on
 * PORT_SUPABASE and its public anon key): what `npm start`, `npm run dev` and `npm test` build
 * and run against. The site's code never imports the stand-in's module for these.
 */
export function withLocalBackend<E extends Env>(
  env: E,
): E & { VITE_SUPABASE_URL: string; VITE_SUPABASE_PUBLISHABLE_KEY: string } {
  return {
    ...env,
    VITE_SUPABASE_URL: backendUrl(env),
    VITE_SUPABASE_PUBLISHABLE_KEY: env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_ANON_KEY,
  };
}

/** The one line a build stops with when a backend setting is missing, or null when all are set. */
export function missingBackendSettings(env: Env): string | null {
  const missing = BACKEND_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return null;
  return `npm run build needs ${missing.join(' and ')} (the production Supabase project; README, "Settings"); npm start, npm run dev and npm test set them to the local backend.`;
}

/** The port the local backend listens on: PORT_SUPABASE, else that of a local VITE_SUPABASE_URL, else 54321. */
export function localBackendPort(env: Env): number {
  if (env.PORT_SUPABASE?.trim()) return Number(env.PORT_SUPABASE);
  const url = new URL(backendUrl(env));
  return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port ? Number(url.port) : 54321;
}

/** A port nothing listens on now, for a server of a test or a benchmark to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when nothing listens on host:port; rejects with a one-line message naming the variable. */
export function ensurePortFree(port: number, variable: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use (another server?). Stop it, or set ${variable} to a free port.`
            : `Cannot listen on ${host}:${port} (${error.code ?? error.message}). Set ${variable} to another port.`,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
