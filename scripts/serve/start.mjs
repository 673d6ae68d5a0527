// `npm start`: build and prerender the site for the backend it will talk to, then serve it at
// http://localhost:5173 (PORT) with the local backend at http://127.0.0.1:54321 (PORT_SUPABASE,
// or the port of a local VITE_SUPABASE_URL). A port in use ends in one line naming it and the
// setting to change, before anything is started. A backend that exits on its own is restarted
// (scripts/serve/local-backend.ts says when and when it gives up, which stops the site too).
import { spawnSync } from 'node:child_process';
import { stopOnExit, superviseLocalBackend } from './local-backend.ts';
import { startStaticServer } from './serve.ts';
import { ensurePortFree, localBackendPort, withLocalBackend } from '../settings.ts';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
const settings = withLocalBackend(process.env);
const apiUrl = settings.VITE_SUPABASE_URL;
const backendPort = localBackendPort(process.env);

function fail(message) {
  console.error(message);
  process.exit(1);
}

await ensurePortFree(port, 'PORT', host).catch((error) => fail(error.message));
await ensurePortFree(backendPort, 'PORT_SUPABASE').catch((error) => fail(error.message));

// The site is built for this backend: its URL and key are baked into the bundle, the URL into the CSP.
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: settings });
if (build.status !== 0) process.exit(build.status ?? 1);

// Its own one-line reason (port taken meanwhile, data folder in use) is already printed.
const backend = await superviseLocalBackend({ PORT_SUPABASE: String(backendPort) }).catch(() => process.exit(1));
stopOnExit([backend]);
await startStaticServer({ port, host }).catch((error) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use (another server?). Stop it, or set PORT to a free port.`
      : error.message,
  ),
);
console.log(`\nSite: http://localhost:${port}  (backend ${apiUrl}; Ctrl+C stops both)`);
