// Steps after the prerender, on whatever HTML ended up in dist/: hash each page's inline scripts
// into that page's Content-Security-Policy in dist/_headers, and precompress text files (.br and .gz beside
// each) so `npm start` serves them like a production host.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { backendUrl } from '../settings.ts';
import { contentSecurityPolicy, headersFile, inlineScripts, scriptHash } from '../serve/security-headers.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file under dir (relative paths, '/' separators), skipping dot-folders such as .vite. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')));
}

/**
 * The request path a built HTML file answers: index.html → /, a/b.html → /a/b, a not-found page
 * (404.html, en/404.html) as is.
 */
export function pagePath(file: string): string {
  if (file === 'index.html') return '/';
  if (file === '404.html' || file.endsWith('/404.html')) return `/${file}`;
  return `/${file.replace(/\.html$/, '')}`;
}

/**
 * One policy per page, from the hashes of its own inline scripts. The news-post shell answers
 * every /noticias/<slug> without a file, so `/noticias/*` gets the union of the pages under it;
 * hosts send both that rule and a page's own to /noticias/<page>, and the browser enforces both,
 * which allows exactly that page's scripts. Each language's news (/en/noticias/*) likewise.
 */
export async function pagePolicies(dist: string, supabaseUrl: string): Promise<{ path: string; csp: string }[]> {
  const pages: { path: string; hashes: string[] }[] = [];
  for (const file of (await listFiles(dist)).filter((path) => path.endsWith('.html'))) {
    pages.push({
      path: pagePath(file),
      hashes: inlineScripts(await readFile(join(dist, file), 'utf8')).map(scriptHash),
    });
  }
  const newsRoot = (path: string) => /^(\/[a-z]{2})?\/noticias\//.exec(path)?.[0];
  const rules = pages
    .filter(({ path }) => !path.endsWith('/noticias/__post'))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const root of new Set(pages.map(({ path }) => newsRoot(path)).filter(Boolean))) {
    const news = pages.filter(({ path }) => newsRoot(path) === root);
    rules.push({ path: `${root}*`, hashes: news.flatMap(({ hashes }) => hashes) });
  }
  return rules.map(({ path, hashes }) => ({ path, csp: contentSecurityPolicy({ hashes, supabaseUrl }) }));
}

/**
 * The paths of the Atom feeds a page announces (<link rel="alternate" type="application/atom+xml">),
 * so the feed is served with its own type wherever the site says it lives.
 */
export function announcedFeeds(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((link) => /\brel="alternate"/.test(link) && /\btype="application\/atom\+xml"/.test(link))
    .flatMap((link) => {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      return href ? [new URL(href, 'http://site.invalid').pathname] : [];
    });
}

/** Writes <file>.br and <file>.gz next to each text file of at least 1 KB, when smaller. */
export async function precompress(dist: string): Promise<number> {
  let written = 0;
  for (const file of (await listFiles(dist)).filter((path) => COMPRESSIBLE.test(path))) {
    const path = join(dist, file);
    if ((await stat(path)).size < 1024) continue;
    const bytes = await readFile(path);
    const variants: [string, Buffer][] = [
      [
        '.br',
        await brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      ],
      ['.gz', await gz(bytes, { level: 9 })],
    ];
    for (const [suffix, packed] of variants) {
      if (packed.length >= bytes.length) continue;
      await writeFile(path + suffix, packed);
      written++;
    }
  }
  return written;
}

export async function postbuild({
  dist = 'dist',
  supabaseUrl = backendUrl(process.env),
}: { dist?: string; supabaseUrl?: string } = {}): Promise<void> {
  const feeds = announcedFeeds(await readFile(join(dist, 'index.html'), 'utf8'));
  await writeFile(join(dist, '_headers'), headersFile({ pages: await pagePolicies(dist, supabaseUrl), feeds }));
  const compressed = await precompress(dist);
  console.log(`security headers in ${dist}/_headers (connect-src ${supabaseUrl}); ${compressed} precompressed files`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await postbuild();
