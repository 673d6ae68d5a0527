// `npm run build`: content (Velite) → client bundle → server bundle → prerendered HTML per route.
// The backend the site calls comes from the environment only (README, "Settings"); without it the
// build stops at once with one line. npm start, npm run dev and npm test pass the local backend's.
import { spawnSync } from 'node:child_process';
import { prerender } from './prerender.mjs';
import { missingBackendSettings } from './settings.mjs';

const missing = missingBackendSettings(process.env);
if (missing) {
  console.error(missing);
  process.exit(1);
}

function run(args, env = {}) {
  const result = spawnSync('npx', ['vite', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['build', '--logLevel', 'warn']);
run(['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], { VELITE_SKIP: '1' });
const pages = await prerender();
console.log(`prerendered ${pages} pages into dist/`);
await (await import('./postbuild.mjs')).postbuild();
