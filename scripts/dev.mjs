// `npm run dev`: the local backend plus Vite's dev server with hot reload (no prerendering).
import { spawn } from 'node:child_process';
import { startLocalBackend, stopOnExit } from './local-backend.mjs';

const backend = await startLocalBackend();
const vite = spawn('npx', ['vite', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit' });
stopOnExit([backend, vite]);
vite.once('exit', (code) => {
  backend.kill('SIGTERM');
  process.exit(code ?? 0);
});
