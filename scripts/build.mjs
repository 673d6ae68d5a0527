// `npm run build`: content (Velite) → client bundle → server bundle → prerendered HTML per route.
import { spawnSync } from 'node:child_process';
import { prerender } from './prerender.mjs';

function run(args, env = {}) {
  const result = spawnSync('npx', ['vite', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['build', '--logLevel', 'warn']);
run(['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], { VELITE_SKIP: '1' });
const pages = await prerender();
console.log(`prerendered ${pages} pages into dist/`);
await (await import('./postbuild.mjs')).postbuild();
