// The site the visual snapshots are taken of: the project as it is, but built from the frozen
// content beside this file (tests/visual/content), so that an ordinary edit of content/ never
// changes a snapshot. It is built for a local backend on a port of its own and served like the
// browser tests' site (scripts/serve/e2e-server.mjs: the prerendered build, the backend in memory from
// the seed), so the other browser tests' edits of the database never show in a snapshot.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withLocalBackend } from '../../scripts/settings.ts';
import { copyProject } from '../project-copy';
import { FROZEN_CONTENT, FROZEN_TODAY, VISUAL_BACKEND_PORT, VISUAL_PORT } from './settings';

// A copy left by a run that was killed (on a fresh clone, .cache does not exist yet).
mkdirSync('.cache', { recursive: true });
for (const entry of readdirSync('.cache', { withFileTypes: true }))
  if (entry.isDirectory() && entry.name.startsWith('visual-')) rmSync(join('.cache', entry.name), { recursive: true });

const dir = copyProject('visual-');
rmSync(join(dir, 'content'), { recursive: true });
cpSync(FROZEN_CONTENT, join(dir, 'content'), { recursive: true });
// The build runs its tools through npx, which looks for them beside the copy's package.json.
symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));

const env = {
  ...withLocalBackend({ ...process.env, VITE_SUPABASE_URL: '', PORT_SUPABASE: String(VISUAL_BACKEND_PORT) }),
  // "Today" for the news schedule, so that the frozen posts are the same ones every day.
  CONTENT_TODAY: FROZEN_TODAY,
  E2E_PORT: String(VISUAL_PORT),
};
const build = spawnSync(process.execPath, ['scripts/build/build.mjs'], { cwd: dir, env, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The visual snapshots’ site did not build: is tests/visual/content still valid for the schemas?');
  process.exit(1);
}

const server = spawn(process.execPath, ['scripts/serve/e2e-server.mjs'], { cwd: dir, env, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
