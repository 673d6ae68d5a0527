import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { browserBundleGuard } from './browser-bundle-guard.ts';

// Real browser builds (Vite, in memory) with the guard the site's build uses (vite.config.ts), of
// an entry that uses the code given: the build keeps only what an entry uses.

mkdirSync('.cache', { recursive: true });
const scratch = mkdtempSync(join('.cache', 'bundle-guard-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function browserBuildOf(code: string) {
  const entry = join(scratch, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(entry, code);
  return {
    entry,
    build: build({
      configFile: false,
      logLevel: 'silent',
      plugins: [browserBundleGuard()],
      build: { write: false, rolldownOptions: { input: resolve(entry) } },
    }),
  };
}

const source = (file: string) => JSON.stringify(resolve(file));

describe('the browser bundle guard', () => {
  it("builds the site's backend clients, which take the backend from the settings only", async () => {
    const { build } = browserBuildOf(
      [
        `import { backendSettings } from ${source('src/lib/supabase/backend.ts')};`,
        `import { getSupabase } from ${source('src/lib/supabase/client.ts')};`,
        `import { getPublicReads } from ${source('src/lib/supabase/public-reads.ts')};`,
        'console.log(backendSettings(), getSupabase, getPublicReads);',
      ].join('\n'),
    );
    await expect(build).resolves.toBeDefined();
  });

  it('stops a browser build that imports the local stand-in, naming the file and its importer', async () => {
    const { entry, build } = browserBuildOf(
      `import { LOCAL_ANON_KEY } from ${source('supabase/local/keys.ts')};\nconsole.log(LOCAL_ANON_KEY);\n`,
    );
    await expect(build).rejects.toThrow(
      `supabase/local/keys.ts is in the browser bundle (imported by ${entry}): the site reads its backend from VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY only`,
    );
  });
});
