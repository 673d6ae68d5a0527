// `npm run db:reserved-slugs`: tells the database which addresses under /noticias/ the built site's
// own pages hold (table reserved_slugs), so a post cannot be given one. Local stand-in by default;
// a real project with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY, as `npm run admin:grant`. The
// local backend does the same each time it starts, from the content build it finds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reservedNewsSlugs, type ReservedSlug } from '../../src/lib/reserved-slugs.ts';
import { backendUrlFromEnv, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

/** The reserved addresses of the content build in `root`/.velite, or undefined before any build. */
export function builtReservedSlugs(root = '.'): ReservedSlug[] | undefined {
  const read = (name: string) => JSON.parse(readFileSync(join(root, '.velite', name), 'utf8')) as unknown;
  if (!existsSync(join(root, '.velite', 'news.json')) || !existsSync(join(root, '.velite', 'placeholders.json')))
    return undefined;
  return reservedNewsSlugs(read('news.json') as { slug: string }[], read('placeholders.json') as { path: string }[]);
}

async function call(url: string, key: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${url}/rest/v1/reserved_slugs${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`reserved_slugs: HTTP ${res.status} ${await res.text().catch(() => '')}`);
  return res;
}

/**
 * Makes the table hold exactly `reserved`: addresses no page holds any more go, new ones come.
 * Never empties it on the way, so a post can never take an address while it is being rewritten.
 */
export async function storeReservedSlugs(url: string, key: string, reserved: readonly ReservedSlug[]): Promise<void> {
  const slugs = reserved.map((entry) => entry.slug);
  await call(url, key, slugs.length > 0 ? `?slug=not.in.(${slugs.join(',')})` : '?slug=not.is.null', {
    method: 'DELETE',
  });
  const present = new Set(
    ((await (await call(url, key, '?select=slug')).json()) as { slug: string }[]).map((row) => row.slug),
  );
  const missing = [...new Map(reserved.map((entry) => [entry.slug, entry])).values()].filter(
    (entry) => !present.has(entry.slug),
  );
  if (missing.length > 0)
    await call(url, key, '', { method: 'POST', headers: { Prefer: 'return=minimal' }, body: JSON.stringify(missing) });
}

async function main(): Promise<void> {
  const url = (process.env.SUPABASE_URL || backendUrlFromEnv(process.env)).replace(/\/+$/, '');
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || (process.env.SUPABASE_URL ? '' : LOCAL_SERVICE_ROLE_KEY);
  if (!key) {
    console.error('SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not. Both are needed for a real project.');
    process.exit(2);
  }
  const reserved = builtReservedSlugs();
  if (!reserved) {
    console.error('No content build in .velite/: run npm run content (or npm run build) first.');
    process.exit(2);
  }
  try {
    await storeReservedSlugs(url, key, reserved);
    console.log(`${reserved.length} addresses under /noticias/ reserved for the site's own pages (${url}).`);
  } catch (error) {
    console.error(`Could not write the reserved addresses to ${url}: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
