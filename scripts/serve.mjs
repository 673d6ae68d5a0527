// Serves the prerendered build like a production host: files through sirv (clean URLs, ETag and
// Last-Modified, the .br/.gz written at build), the security headers of dist/_headers on every
// answer, hashed assets cached for a year, HTML revalidated, unknown paths answered by the
// not-found page with status 404, and /noticias/<slug> by the news-post shell.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { headersFor, IMMUTABLE, parseHeadersFile } from './security-headers.mjs';
import { ensurePortFree } from './settings.mjs';

// A language's pages live under its code (/en/noticias/…), each with its own shell and 404 page.
const NEWS_POST = /^(\/[a-z]{2})?\/noticias\/[a-z0-9-]+$/;
const NEWS_SHELL = '/noticias/__post';
const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** The rules of dist/_headers, minus HSTS (this server speaks plain HTTP). */
function headerRules(root) {
  let text;
  try {
    text = readFileSync(join(root, '_headers'), 'utf8');
  } catch {
    throw new Error(`${root}/_headers is missing: run \`npm run build\` first.`);
  }
  const rules = parseHeadersFile(text);
  for (const rule of rules) delete rule.headers['Strict-Transport-Security'];
  return rules;
}

/**
 * Why a request path is refused before any file lookup, or null. Paths starting with two
 * slashes (or a backslash) would read as another host in a redirect; files that are not part
 * of the site (the deploy header file, source maps unless asked for) stay private.
 */
export function refusal(pathname, { sourceMaps = false } = {}) {
  if (/^\/[/\\]/.test(pathname) || pathname.includes('\\') || pathname.includes('\0')) return 'not-found';
  if (pathname === '/_headers' || (!sourceMaps && pathname.endsWith('.map'))) return 'not-found';
  return null;
}

export function createSiteHandler({ root = 'dist', sourceMaps = process.env.SERVE_SOURCE_MAPS === '1' } = {}) {
  const absoluteRoot = resolve(root);
  const rules = headerRules(absoluteRoot);
  const setHeaders = (res, pathname) => {
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
  };
  // The not-found page of each language folder (dist/en/404.html), by its URL prefix.
  const notFoundPages = new Map([['', readFileSync(join(absoluteRoot, '404.html'))]]);
  for (const entry of readdirSync(absoluteRoot, { withFileTypes: true })) {
    const page = join(absoluteRoot, entry.name, '404.html');
    if (entry.isDirectory() && /^[a-z]{2}$/.test(entry.name) && existsSync(page))
      notFoundPages.set(`/${entry.name}`, readFileSync(page));
  }
  const files = sirv(absoluteRoot, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });

  function notFound(req, res) {
    const prefix = LANGUAGE_PREFIX.exec((req.url ?? '/').split('?')[0] ?? '/')?.[0] ?? '';
    const language = notFoundPages.has(prefix) ? prefix : '';
    const notFoundPage = notFoundPages.get(language);
    // Hosts send the requested path's rules; this server also sends the not-found page's own policy.
    setHeaders(res, `${language}/404.html`);
    res.writeHead(404, {
      'Content-Type': 'text/html;charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': notFoundPage.length,
    });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  }

  return (req, res) => {
    const raw = (req.url ?? '/').split('?')[0] ?? '/';
    setHeaders(res, raw);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (refusal(raw, { sourceMaps })) return notFound(req, res);
    // Dot segments resolved (/a/./b, /x/../y); raw no longer starts with two slashes, so the
    // URL parser cannot take a host from it.
    const normal = new URL(raw, 'http://site.invalid').pathname;
    let pathname;
    try {
      pathname = decodeURIComponent(normal);
    } catch {
      return notFound(req, res);
    }
    if (refusal(normal, { sourceMaps }) || refusal(pathname, { sourceMaps })) return notFound(req, res);
    // /orientadores/ → /orientadores: one URL per page. The target starts with exactly one slash,
    // so no redirect can point to another host.
    const canonical = normal.length > 1 ? normal.replace(/\/+$/, '') : normal;
    if (canonical !== raw) {
      res.writeHead(301, { Location: `/${canonical.replace(/^\/+/, '')}${(req.url ?? '').slice(raw.length)}` }).end();
      return;
    }
    setHeaders(res, pathname);
    files(req, res, () => {
      if (!NEWS_POST.test(pathname)) return notFound(req, res);
      // A /noticias/<slug> without a file may be a post in the database: the shell page looks it
      // up in the browser and shows the not-found page when there is none.
      req.url = `${NEWS_POST.exec(pathname)?.[1] ?? ''}${NEWS_SHELL}`;
      files(req, res, () => notFound(req, res));
    });
  };
}

export async function startStaticServer({ root = 'dist', port = 5173, host = '127.0.0.1' } = {}) {
  const server = createServer(createSiteHandler({ root }));
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? '127.0.0.1';
  try {
    await ensurePortFree(port, 'PORT', host);
    await startStaticServer({ port, host });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`Site: http://localhost:${port}`);
}
