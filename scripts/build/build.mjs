// `npm run build`: content (Velite) → client bundle → server bundle → prerendered HTML per route.
// The backend the site calls comes from the environment only (README, "Settings"); without it the
// build stops at once with one line. npm start, npm run dev and npm test pass the local backend's.
//
// One build serves every language: a language a translator has started (content/<lang>/,
// locales/<lang>/) has its content built beside Portuguese's and an entry of its own in the same
// bundles, so each page carries its own language's content only (docs/i18n.md, "How pages get
// their language").
import { spawnSync } from 'node:child_process';
import { prerender } from './prerender.mjs';
import { missingBackendSettings } from '../settings.ts';
import { languagesWithTranslations } from './content-language.ts';

const missing = missingBackendSettings(process.env);
if (missing) {
  console.error(missing);
  process.exit(1);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const vite = (args, env) => run('npx', ['vite', ...args, '--logLevel', 'warn'], env);

// The database posts published now, read once, so every bundle holds the same list.
run('npx', ['tsx', 'scripts/build/database-news.ts']);
vite(['build']);
// The server bundle's entries are in vite.config.ts (Portuguese's and each started language's).
vite(['build', '--ssr', '--outDir', 'dist-ssr'], { VELITE_SKIP: '1' });
const pages = await prerender({ languages: languagesWithTranslations() });
console.log(`prerendered ${pages} pages into dist/`);
await (await import('./postbuild.ts')).postbuild();
// A deploy's build tells its database which addresses under /noticias/ its pages hold, so no post
// takes one (README, "Deploy"); the local backend reads them from .velite/ when it starts.
if (process.env.SUPABASE_SERVICE_ROLE_KEY)
  run('npx', ['tsx', 'supabase/local/reserved-slugs.ts'], {
    SUPABASE_URL: process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL,
  });
