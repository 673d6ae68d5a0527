import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Runs Velite exactly as `npm run content` does (scripts/build/content.ts), on a copy of content/ in a
// scratch folder, optionally after editing some files. Nothing in the working tree changes.

const CONTENT_SCRIPT = resolve('scripts/build/content.ts');

export type Edits = Record<string, (text: string) => string>;

export type BuildResult = {
  status: number;
  /** stdout + stderr without colour codes */
  output: string;
  /** Reads one generated collection from the scratch build (.velite/<name>.json). */
  read: <T>(collection: string) => T;
};

const scratch: string[] = [];

/** Removes every scratch folder made by buildContent; call it in afterAll. */
export function cleanScratch() {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * `env` adds settings, e.g. CONTENT_TODAY to pin the build's day; `from` is the content folder
 * copied (content/ unless said: tests/visual/content/ is the frozen launch content).
 */
export async function buildContent(
  edits: Edits = {},
  env: Record<string, string> = {},
  { from = 'content' }: { from?: string } = {},
): Promise<BuildResult> {
  // Inside the project so the copied config resolves `velite` from the project's node_modules.
  mkdirSync('.cache', { recursive: true });
  const dir = mkdtempSync(join('.cache', 'content-test-'));
  scratch.push(dir);
  cpSync(from, join(dir, 'content'), { recursive: true });
  cpSync('velite.config.ts', join(dir, 'velite.config.ts'));
  cpSync('src/content-schema', join(dir, 'src/content-schema'), { recursive: true });
  // CODE_ROUTES is read from the route files' names.
  cpSync('src/routes', join(dir, 'src/routes'), { recursive: true });
  // The schemas' helpers and the content search index (src/lib/search-index): all of src/lib, so a
  // new import there never breaks this copy.
  cpSync('src/lib', join(dir, 'src/lib'), { recursive: true });
  // Which language the content build is for (Portuguese here).
  mkdirSync(join(dir, 'scripts/build'), { recursive: true });
  cpSync('scripts/build/content-language.ts', join(dir, 'scripts/build/content-language.ts'));
  // The search index names its categories from the search page's Portuguese strings.
  cpSync('locales/pt', join(dir, 'locales/pt'), { recursive: true });

  for (const [file, edit] of Object.entries(edits)) {
    const target = join(dir, 'content', file);
    let original = '';
    try {
      original = readFileSync(target, 'utf8');
    } catch {
      // a new file
    }
    const changed = edit(original);
    if (changed === original) throw new Error(`the fixture edit of ${file} changed nothing`);
    writeFileSync(target, changed);
  }

  const { status, output } = await new Promise<{ status: number; output: string }>((done) => {
    execFile(
      process.execPath,
      [CONTENT_SCRIPT],
      { cwd: dir, env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        // eslint-disable-next-line no-control-regex
        done({ status: code, output: `${stdout}${stderr}`.replace(/\u001b\[[0-9;]*m/g, '') });
      },
    );
  });

  return {
    status,
    output,
    read: <T>(collection: string) => JSON.parse(readFileSync(join(dir, '.velite', `${collection}.json`), 'utf8')) as T,
  };
}
