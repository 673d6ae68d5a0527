// `npm run build`: content (Velite) → client bundle → server bundle → prerendered HTML per route.
// The backend the site calls comes from the environment only (README, "Settings"); without it the
// build stops at once with one line. npm start, npm run dev and npm test pass the local backend's.
//
// A language a translator has started (content/<lang>/, locales/<lang>/) gets its own content build
// and bundles, which its pages load, so each page carries its own language's content only
// (docs/i18n.md, "How pages get their language"). With no translations there is one of each.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { prerender } from './prerender.mjs';
import { missingBackendSettings } from '../settings.ts';
import { CONTENT_LANGUAGE_VARIABLE, languagesWithTranslations } from './content-language.ts';

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
vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'], { VELITE_SKIP: '1' });
const languages = languagesWithTranslations();
for (const language of languages) {
  const env = { [CONTENT_LANGUAGE_VARIABLE]: language };
  run(process.execPath, ['scripts/build/content.ts'], env);
  vite(['build', '--outDir', `dist-${language}`, '--emptyOutDir'], { ...env, VELITE_SKIP: '1' });
  vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', `dist-ssr-${language}`], { ...env, VELITE_SKIP: '1' });
  // Its chunks beside Portuguese's: the same code has the same hashed name, so only its own are new.
  cpSync(join(`dist-${language}`, 'assets'), join('dist', 'assets'), { recursive: true, force: false });
}
const pages = await prerender({ languages });
for (const language of languages) rmSync(`dist-${language}`, { recursive: true, force: true });
console.log(`prerendered ${pages} pages into dist/`);
await (await import('./postbuild.ts')).postbuild();
// A deploy's build tells its database which addresses under /noticias/ its pages hold, so no post
// takes one (README, "Deploy"); the local backend reads them from .velite/ when it starts.
if (process.env.SUPABASE_SERVICE_ROLE_KEY)
  run('npx', ['tsx', 'supabase/local/reserved-slugs.ts'], {
    SUPABASE_URL: process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL,
  });
