// `npm start`: build and prerender the site, then serve it at http://localhost:5173 (PORT
// overrides) with the local backend at http://127.0.0.1:54321.
import { spawnSync } from 'node:child_process';
import { startLocalBackend, stopOnExit } from './local-backend.mjs';
import { startStaticServer } from './serve.mjs';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const backend = await startLocalBackend();
const port = Number(process.env.PORT ?? 5173);
await startStaticServer({ port, host: process.env.HOST ?? '127.0.0.1' });
stopOnExit([backend]);
console.log(`\nSite: http://localhost:${port}  (Ctrl+C stops both)`);
