import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// A throwaway copy of the project (its content, code, scripts and settings, not its build
// output), for tests that edit content/ and build or serve the result without touching the real
// content/. It lives under .cache/ inside the project, so the copy resolves packages from the
// project's node_modules.

const PROJECT = [
  'content',
  'src',
  'scripts',
  'locales',
  'public',
  'supabase',
  'index.html',
  'vite.config.ts',
  'velite.config.ts',
  'tsconfig.json',
  'postcss.config.js',
  'package.json',
];
/** What the build writes or the local backend keeps: not part of the project. */
const LEFT_OUT = [join('public', 'static'), join('supabase', '.local-data')];

/** Copies the project into a new folder .cache/<prefix>…; returns its absolute path. */
export function copyProject(prefix: string): string {
  mkdirSync('.cache', { recursive: true });
  const dir = resolve(mkdtempSync(join('.cache', prefix)));
  for (const entry of PROJECT)
    cpSync(entry, join(dir, entry), {
      recursive: true,
      filter: (source) => !LEFT_OUT.some((left) => source === left || source.startsWith(`${left}/`)),
    });
  return dir;
}

/** Rewrites (or creates) a file under the copy's content/. */
export function editContent(dir: string, file: string, edit: (text: string) => string) {
  const target = join(dir, 'content', file);
  let original = '';
  try {
    original = readFileSync(target, 'utf8');
  } catch {
    // a new file
  }
  writeFileSync(target, edit(original));
}
