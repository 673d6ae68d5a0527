// Serves the prerendered build: clean URLs map to their HTML file, unknown paths get the
// not-found page with status 404, hashed assets are cached for a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under root that answers a URL path, or null for a 404. */
export async function resolveFile(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  if (clean.endsWith('/')) {
    const trimmed = clean.replace(/\/+$/, '');
    return isFile(join(root, trimmed === '' ? 'index.html' : `${trimmed}.html`)).then((ok) =>
      ok ? join(root, trimmed === '' ? 'index.html' : `${trimmed}.html`) : null,
    );
  }
  if (extname(clean) && (await isFile(base))) return base;
  if (await isFile(`${base}.html`)) return `${base}.html`;
  return null;
}

export function startStaticServer({ root = 'dist', port = 5173, host = '127.0.0.1' } = {}) {
  const absoluteRoot = resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // /orientadores/ → /orientadores: one URL per page.
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    // /noticias/<slug> that no file answers may be a post in the database: the shell page looks
    // it up in the browser and shows the not-found page when there is none.
    const file =
      (await resolveFile(absoluteRoot, url.pathname)) ??
      (/^\/noticias\/[a-z0-9-]+$/.test(url.pathname) ? await resolveFile(absoluteRoot, '/noticias/__post') : null);
    const status = file ? 200 : 404;
    const target = file ?? join(absoluteRoot, '404.html');
    const headers = {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(target).on('error', () => res.end()).pipe(res);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? '127.0.0.1';
  await startStaticServer({ port, host });
  console.log(`Site: http://localhost:${port}`);
}
