// The settings `npm start`, `npm run dev`, the e2e server and the post-build step share: which
// ports to use and which backend address the site is built for (README, "Settings").
import { createServer } from 'node:net';
import { backendUrlFromEnv } from '../supabase/local/keys.ts';

export const backendUrl = backendUrlFromEnv;

/** The port the local backend listens on: PORT_SUPABASE, else that of a local VITE_SUPABASE_URL, else 54321. */
export function localBackendPort(env) {
  if (env.PORT_SUPABASE?.trim()) return Number(env.PORT_SUPABASE);
  const url = new URL(backendUrl(env));
  return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port ? Number(url.port) : 54321;
}

/** Resolves when nothing listens on host:port; rejects with a one-line message naming the variable. */
export function ensurePortFree(port, variable, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
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
