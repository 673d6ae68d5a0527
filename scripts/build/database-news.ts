// The news posts published in the database when the site is built, for what a static page must
// hold without reading the database after load: the home page's three news cards, the news feed
// and the sitemap (docs/decisions.md, "News, database and search"). `npm run build` runs it
// (through tsx, which resolves src/'s imports) before bundling, so the client and the server
// bundles, and every language's, read the same list from one file.
//
// The build reads the backend it is built for, as a visitor signed out: published posts whose day
// has come (row-level security). A backend that does not answer never stops the build: it prints
// a warning and builds without them. A build for the local stand-in that finds it not running
// (npm test, npm start, which start it after building) reads the seed from one in memory instead.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withExcerpts } from '../../src/lib/excerpt.ts';
import { POST_CARD_COLUMNS, postListItem, type BuiltPost, type PublishedPost } from '../../src/lib/news-list.ts';
import { rowText, SHOWN_TEXT_MAX } from '../../src/lib/row-values.ts';
import { DATABASE_NEWS_FILE } from './database-news-file.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';

/** How long the build waits for the backend before it builds without its posts. */
const READ_TIMEOUT_MS = 10_000;

/**
 * The published posts of the backend at `url`, newest first, each as its card shows it (worked out
 * here, so the home page carries the cards and not the code that makes them) with its author. A
 * post a card cannot link to or date (a row written before the database's rules) is left out.
 */
export async function readPublishedPosts(url: string, key: string, timeoutMs = READ_TIMEOUT_MS): Promise<BuiltPost[]> {
  const query = new URLSearchParams({
    select: `${POST_CARD_COLUMNS.replace(/\s/g, '')},author`,
    status: 'eq.published',
    order: 'published_on.desc,created_at.desc',
  });
  const response = await fetch(`${url.replace(/\/$/, '')}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const rows = (await response.json()) as (PublishedPost & { author: string })[];
  if (!Array.isArray(rows)) throw new Error('the answer is not a list of rows');
  return (await withExcerpts(rows)).flatMap((row) => {
    const card = postListItem(row);
    const listable = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(card.slug) && card.title !== '' && card.date !== '';
    return listable ? [{ ...card, author: rowText(row.author, SHOWN_TEXT_MAX) }] : [];
  });
}

const isLocal = (url: string, key: string) =>
  key === LOCAL_ANON_KEY && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** What the local stand-in would answer from a fresh start: the seed's published posts. */
async function readSeed(): Promise<BuiltPost[]> {
  const { startLocalBackend } = await import('../../supabase/local/server.ts');
  const backend = await startLocalBackend({ port: 0, dataDir: 'memory', bcryptCost: 4 });
  try {
    return await readPublishedPosts(backend.url, backend.anonKey);
  } finally {
    await backend.close();
  }
}

/** The posts the build's pages hold, or [] with a warning when the backend cannot say. */
export async function publishedAtBuild(env: NodeJS.ProcessEnv = process.env): Promise<BuiltPost[]> {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() ?? '';
  try {
    return await readPublishedPosts(url, key);
  } catch (error) {
    if (url && isLocal(url, key)) return readSeed();
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `⚠ database posts not read from ${url || '(no VITE_SUPABASE_URL)'} (${reason}): the home page's news, ` +
        'the feed and the sitemap are built with the content news only. Rebuild once the backend answers.',
    );
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const posts = await publishedAtBuild();
  await mkdir(dirname(DATABASE_NEWS_FILE), { recursive: true });
  await writeFile(DATABASE_NEWS_FILE, `${JSON.stringify(posts)}\n`);
  console.log(`database posts published at build: ${posts.length}`);
}
