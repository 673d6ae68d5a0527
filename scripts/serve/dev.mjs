// `npm run dev`: the local backend plus Vite's dev server with hot reload (no prerendering), on
// the same settings as `npm start` (PORT, PORT_SUPABASE, VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY).
import { spawn } from 'node:child_process';
import { startLocalBackend, stopOnExit } from './local-backend.ts';
import { ensurePortFree, localBackendPort, withLocalBackend } from '../settings.ts';

const port = process.env.PORT ?? '5173';
const backendPort = localBackendPort(process.env);

try {
  await ensurePortFree(Number(port), 'PORT');
  await ensurePortFree(backendPort, 'PORT_SUPABASE');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const backend = await startLocalBackend({ PORT_SUPABASE: String(backendPort) }).catch(() => process.exit(1));
const vite = spawn('npx', ['vite', '--port', port], { stdio: 'inherit', env: withLocalBackend(process.env) });
stopOnExit([backend, vite]);
vite.once('exit', (code) => process.exit(code ?? 0));
