import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { withLocalBackend } from '../settings.ts';

// The built site takes its backend from the build's settings only: `npm run build` without them
// stops before building anything, with one line; npm start, npm run dev and npm test fill them in
// for the local backend.

/** `node scripts/build/build.mjs` with the backend settings given here and no others. */
function build(settings: Record<string, string>) {
  const env = { ...process.env, ...settings };
  for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY']) if (!(name in settings)) delete env[name];
  const result = spawnSync(process.execPath, ['scripts/build/build.mjs'], { env, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, lines: `${result.stdout}${result.stderr}`.split('\n').filter(Boolean) };
}

describe('npm run build without the backend settings', () => {
  it('stops at once with one line naming both', () => {
    expect(build({})).toEqual({
      status: 1,
      lines: [
        'npm run build needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY (the production Supabase project; README, "Settings"); npm start, npm run dev and npm test set them to the local backend.',
      ],
    });
  });

  it('names the one missing, a blank value counting as missing', () => {
    const { status, lines } = build({
      VITE_SUPABASE_URL: 'https://projeto.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: ' ',
    });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^npm run build needs VITE_SUPABASE_PUBLISHABLE_KEY \(/)]);
  });
});

describe('the local defaults of npm start, npm run dev and npm test', () => {
  it('are the local backend on PORT_SUPABASE with its anon key', () => {
    expect(withLocalBackend({ PORT_SUPABASE: '55000' })).toMatchObject({
      VITE_SUPABASE_URL: 'http://127.0.0.1:55000',
      VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_KEY,
    });
  });

  it('never replace a setting that is given', () => {
    const given = {
      VITE_SUPABASE_URL: 'https://projeto.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    };
    expect(withLocalBackend(given)).toMatchObject(given);
  });
});
