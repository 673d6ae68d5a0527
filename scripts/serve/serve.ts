// Serves the prerendered build like a production host: files through sirv (clean URLs, ETag and
// Last-Modified, the .br/.gz written at build), the security headers of dist/_headers on every
// answer, hashed assets cached for a year, HTML revalidated, unknown paths answered by the
// not-found page with status 404 (a language's own under its folder, /en/…), and /noticias/<slug>
// by the news-post shell. sirv picks the file; the Range header is read here (sirv's own reading
// throws on some ranges).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex, Readable } from 'node:stream';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { headersFor, IMMUTABLE, parseHeadersFile, type HeaderRule } from './security-headers.ts';
import { ensurePortFree } from '../settings.ts';

// A language's pages live under its code (/en/noticias/…), each with its own shell and 404 page.
const NEWS_POST = /^(\/[a-z]{2})?\/noticias\/[a-z0-9-]+$/;
const NEWS_SHELL = '/noticias/__post';
const LANGUAGE_PREFIX = /^\/[a-z]{2}(?=\/|$)/;

/**
 * The rules of dist/_headers, minus HSTS (this server speaks plain HTTP) and Cache-Control: the
 * `/assets/*` rule would mark redirects and refusals under /assets/ immutable, so this server sets
 * Cache-Control for each kind of answer itself.
 */
function headerRules(root: string): HeaderRule[] {
  let text: string;
  try {
    text = readFileSync(join(root, '_headers'), 'utf8');
  } catch {
    throw new Error(`${root}/_headers is missing: run \`npm run build\` first.`);
  }
  const rules = parseHeadersFile(text);
  for (const rule of rules) {
    delete rule.headers['Strict-Transport-Security'];
    delete rule.headers['Cache-Control'];
  }
  return rules;
}

/**
 * Why a request path is refused before any file lookup, or null. Paths starting with two
 * slashes (or a backslash) would read as another host in a redirect; files that are not part
 * of the site (the deploy header file, source maps unless asked for) stay private, and so do the
 * .br and .gz copies sirv picks by Accept-Encoding: asked for by name, a page's copy would be
 * that page under no policy of its own.
 */
export function refusal(pathname: string, { sourceMaps = false }: { sourceMaps?: boolean } = {}): 'not-found' | null {
  if (/^\/[/\\]/.test(pathname) || pathname.includes('\\') || pathname.includes('\0')) return 'not-found';
  if (pathname === '/_headers' || (!sourceMaps && pathname.endsWith('.map'))) return 'not-found';
  if (/\.(br|gz)$/.test(pathname)) return 'not-found';
  return null;
}

/**
 * The one address of a decoded path: no trailing slash, no `.html`, no `/index` (sirv finds the
 * same file for the clean path), stripped until nothing changes so one redirect is enough.
 */
export function cleanPath(pathname: string): string {
  let path = pathname;
  for (let previous = ''; previous !== path;) {
    previous = path;
    path = path
      .replace(/\/+$/, '')
      .replace(/\.html$/, '')
      .replace(/\/index$/, '');
  }
  return path || '/';
}

/**
 * Built files that are not pages of their own address: the not-found pages (/404, a language's
 * /en/404; their own policy goes with the 404 status) and shells such as the news-post page, named with a leading `__`.
 */
function internalPage(path: string): boolean {
  return /^(\/[a-z]{2})?\/404$/.test(path) || /\/__[^/]*$/.test(path);
}

const NOT_FOUND: { notFound: true } = Object.freeze({ notFound: true });

/** What a request target asks of the site (resolveTarget). */
export type Target = { file: string } | { redirect: string } | { notFound: true };

/**
 * What a request target (path and query, as in req.url) asks of the site: { file } to look up,
 * { redirect } to the clean address of the same page, or { notFound }. Every other way of
 * reaching a page (`/orientadores.html`, `/orientadores/`, `/index`, dot segments) redirects, so a
 * page is only ever answered at the address its policy in dist/_headers is written for.
 */
export function resolveTarget(target: string, { sourceMaps = false }: { sourceMaps?: boolean } = {}): Target {
  const raw = target.split('?')[0]!;
  if (refusal(raw, { sourceMaps })) return NOT_FOUND;
  let url: URL, pathname: string;
  try {
    // Dot segments resolved (/a/./b, /x/../y, %2e%2e); raw does not start with two slashes, so the
    // URL parser cannot take a host from it (an absolute target's host is ignored).
    url = new URL(target, 'http://site.invalid');
    pathname = decodeURIComponent(url.pathname);
    // sirv looks files up by decodeURI, which leaves %2F, %3F and the like encoded: a path the
    // two read differently is none of the site's.
    if (decodeURI(url.pathname) !== pathname) return NOT_FOUND;
  } catch {
    return NOT_FOUND;
  }
  const clean = cleanPath(pathname);
  if ([url.pathname, pathname, clean].some((path) => refusal(path, { sourceMaps })) || internalPage(clean))
    return NOT_FOUND;
  if (clean === pathname && url.pathname === raw) return { file: pathname };
  // Each segment encoded on its own: the location starts with one slash and a character that is
  // neither a slash nor a backslash, so it never names another host.
  return { redirect: `${clean.split('/').map(encodeURIComponent).join('/')}${url.search}` };
}

/**
 * What a Range header asks of a file of `size` bytes, read as RFC 9110 says: null to send the
 * whole file (no header, another unit, a syntax error such as a last byte before the first, or
 * several ranges, which this server does not combine into a multipart answer), 'unsatisfiable'
 * when no range starts inside the file (416), else the one { start, end }, inclusive and clamped
 * to the file. Positions are compared as BigInt: a header may carry any number of digits.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (typeof header !== 'string') return null;
  const set = /^bytes=(.*)$/i.exec(header.trim())?.[1];
  if (set === undefined) return null;
  const total = BigInt(size);
  const ranges: ({ start: bigint; end: bigint } | null)[] = [];
  // A list may hold empty elements and spaces or tabs around its commas.
  for (const element of set.split(',').map((part) => part.replace(/^[ \t]+|[ \t]+$/g, ''))) {
    if (!element) continue;
    const match = /^(\d*)-(\d*)$/.exec(element);
    if (!match || (!match[1] && !match[2])) return null;
    if (!match[1]) {
      // -N: the last N bytes.
      const length = BigInt(match[2]!);
      ranges.push(length > 0n ? { start: total > length ? total - length : 0n, end: total - 1n } : null);
      continue;
    }
    const start = BigInt(match[1]);
    const last = match[2] ? BigInt(match[2]) : null;
    if (last !== null && last < start) return null;
    ranges.push(start < total ? { start, end: last === null || last >= total ? total - 1n : last } : null);
  }
  if (!ranges.length) return null;
  const [first] = ranges.filter((range) => range !== null);
  if (!first) return 'unsatisfiable';
  // An empty file has no byte to send; several ranges would need a multipart answer.
  if (size === 0 || ranges.length > 1) return null;
  return { start: Number(first.start), end: Number(first.end) };
}

/**
 * Rewrites the Range header sirv is about to read into one it reads right, for the file it chose:
 * sirv throws on a last byte before the first or past 2^53, answers `bytes=5-2` as a range, and
 * reads an end of 0 as "to the end". Range is defined for GET only, and an If-Range would need a
 * strong validator this server does not have (its ETags are weak), so both get the whole file.
 */
function prepareRange(req: IncomingMessage, res: ServerResponse, size: number): void {
  if (req.headers.range === undefined) return;
  const range =
    req.method === 'GET' && req.headers['if-range'] === undefined ? byteRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    // sirv answers 416 with `Content-Range: bytes */<size>` to a range starting at the size.
    req.headers.range = `bytes=${size}-`;
    res.setHeader('Cache-Control', 'no-store');
  } else if (range && range.end > 0) {
    req.headers.range = `bytes=${range.start}-${range.end}`;
  } else {
    // No range, or only the first byte (which sirv cannot be told): the whole file.
    delete req.headers.range;
  }
}

export function createSiteHandler({
  root = 'dist',
  sourceMaps = process.env.SERVE_SOURCE_MAPS === '1',
}: { root?: string; sourceMaps?: boolean } = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const absoluteRoot = resolve(root);
  const rules = headerRules(absoluteRoot);
  const setHeaders = (res: ServerResponse, pathname: string) => {
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
    setHeaders(res, _pathname, stats) {
      prepareRange(res.req, res, stats.size);
    },
  });

  function notFound(req: IncomingMessage, res: ServerResponse) {
    const prefix = LANGUAGE_PREFIX.exec((req.url ?? '/').split('?')[0]!)?.[0] ?? '';
    const language = notFoundPages.has(prefix) ? prefix : '';
    const notFoundPage = notFoundPages.get(language)!;
    // Hosts send the requested path's rules and the baseline; this server sends the not-found
    // page's own policy, whatever the path.
    setHeaders(res, `${language}/404.html`);
    res.writeHead(404, {
      'Content-Type': 'text/html;charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': notFoundPage.length,
    });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  }

  return (req, res) => {
    const target = req.url ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      setHeaders(res, target.split('?')[0]!);
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const route = resolveTarget(target, { sourceMaps });
    if ('notFound' in route) return notFound(req, res);
    if ('redirect' in route) {
      setHeaders(res, target.split('?')[0]!);
      // Revalidated like the pages, so a redirect never outlives a change of the site's addresses.
      res.writeHead(301, { Location: route.redirect, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const pathname = route.file;
    setHeaders(res, pathname);
    // For the file sirv finds (and its 304): hashed assets for a year, the rest revalidated. Every
    // other answer sets its own.
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    files(req, res, () => {
      const newsPost = NEWS_POST.exec(pathname);
      if (!newsPost) return notFound(req, res);
      // A /noticias/<slug> without a file may be a post in the database: the shell page looks it
      // up in the browser and shows the not-found page when there is none.
      req.url = `${newsPost[1] ?? ''}${NEWS_SHELL}`;
      files(req, res, () => notFound(req, res));
    });
  };
}

/** An error on one line for the log: its name and message, and where it was thrown. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.stack ?? error}` : `thrown ${String(error)}`;
  const [head, frame] = text.split('\n    at ');
  return `${head}${frame ? ` (at ${frame.split('\n')[0]})` : ''}`.replace(/\s+/g, ' ');
}

/**
 * Runs a request handler so that no request can stop the server (npm start would take the local
 * backend down with it): a throw, a rejected promise, an error of a stream piped into the answer
 * (sirv pipes files without listening, and a rebuild may remove one it listed) or of the answer
 * itself is logged on one line and answered 500, or the connection closed once a status is on its
 * way. A stream piped into an answer the client left is closed.
 */
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export function guardHandler(
  handler: Handler,
  { log = (line: string) => console.error(line) }: { log?: (line: string) => void } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      log(`serve: ${req.method} ${JSON.stringify(req.url)} failed: ${oneLine(error)}`);
      if (res.writableEnded) return;
      if (res.headersSent) return void res.destroy();
      const body = Buffer.from('Erro interno do servidor.\n');
      try {
        res.writeHead(500, {
          'Content-Type': 'text/plain;charset=utf-8',
          'Cache-Control': 'no-store',
          'Content-Length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.destroy();
      }
    };
    res.on('pipe', (source: Readable) => {
      source.on('error', fail);
      // pipe() leaves its source open when the client leaves mid-answer: one open file per
      // abandoned download, until the process can open no more.
      res.once('close', () => source.destroy());
    });
    res.on('error', fail);
    try {
      const result = handler(req, res);
      if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function')
        (result as PromiseLike<unknown>).then(undefined, fail);
    } catch (error) {
      fail(error);
    }
  };
}

/**
 * Answers a request Node could not read (400, or 431, 413 and 408 as Node's default does) and
 * closes the connection. Once bytes of an answer are on their way (a body found malformed after the
 * handler began), the connection is only closed: a status line there would corrupt that answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Node's own default answer reads the same private field to know what was written.
  const { _httpMessage } = socket as Duplex & { _httpMessage?: { _headerSent?: boolean } };
  if (!socket.writable || _httpMessage?._headerSent) return void socket.destroy();
  const statuses: Record<string, number> = {
    HPE_HEADER_OVERFLOW: 431,
    HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
    ERR_HTTP_REQUEST_TIMEOUT: 408,
  };
  const status = statuses[error?.code ?? ''] ?? 400;
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  (socket as Duplex & { destroySoon(): void }).destroySoon();
}

export async function startStaticServer({
  root = 'dist',
  port = 5173,
  host = '127.0.0.1',
}: { root?: string; port?: number; host?: string } = {}): Promise<Server> {
  const server = createServer(guardHandler(createSiteHandler({ root })));
  server.on('clientError', answerClientError);
  return new Promise<Server>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 5173);
  const host = process.env.HOST ?? '127.0.0.1';
  let server: Server;
  try {
    await ensurePortFree(port, 'PORT', host);
    server = await startStaticServer({ port, host });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The port listened on: PORT=0 takes any free one (the tests do).
  console.log(`Site: http://localhost:${(server.address() as AddressInfo).port}`);
}
