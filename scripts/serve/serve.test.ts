// The preview server behind `npm start` and the browser tests, over HTTP: bytes and headers.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcedFeeds, listFiles, pagePath } from '../build/postbuild.ts';
import { headersFor, parseHeadersFile, VLIBRAS_ORIGIN } from './security-headers.ts';
import {
  answerClientError,
  byteRange,
  cleanPath,
  guardHandler,
  resolveTarget,
  startStaticServer,
  type Handler,
} from './serve.ts';
import { writeSite } from './serve-fixture.ts';

let dir = '';
let server: Server;
let port = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ppg-serve-'));
  await writeSite(dir);
  server = await startStaticServer({ root: dir, port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request (fetch would normalise the path and decompress the body). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (answer: Answer) => answer.body.toString('utf8');

/** How a request ended: its status (0 when none came) and whether the whole body arrived. */
function outcome(serverPort: number, path: string): Promise<{ status: number; complete: boolean; body: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: serverPort, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('error', () => {});
      res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete, body }));
    });
    req.on('error', () => resolve({ status: 0, complete: false, body: '' }));
    req.end();
  });
}

/** Bytes written on a raw connection, and everything the server sent back before closing it. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

describe('what is served', () => {
  it.each([
    ['/', 200, 'Início'],
    ['/orientadores', 200, 'Orientadores'],
    ['/noticias', 200, 'Notícias'],
    ['/noticias/uma', 200, 'Uma notícia'],
    ['/noticias/post-do-banco', 200, 'Shell'],
    ['/nao-existe', 404, 'Página não encontrada'],
    ['/noticias/a/b', 404, 'Página não encontrada'],
    ['//evil.example/', 404, 'Página não encontrada'],
    ['//orientadores', 404, 'Página não encontrada'],
    ['/\\evil.example', 404, 'Página não encontrada'],
    ['/.vite/manifest.json', 404, 'Página não encontrada'],
    ['/_headers', 404, 'Página não encontrada'],
    ['/assets/app-abc123.js.map', 404, 'Página não encontrada'],
    ['/%E0%A4%A', 404, 'Página não encontrada'],
    ['/assets/sumiu-999.js', 404, 'Página não encontrada'],
    // The not-found page and the news-post shell are no pages of their own address.
    ['/404', 404, 'Página não encontrada'],
    ['/404.html', 404, 'Página não encontrada'],
    ['/noticias/__post', 404, 'Página não encontrada'],
    ['/noticias/__post.html', 404, 'Página não encontrada'],
    // Nor are the precompressed copies of the pages.
    ['/orientadores.html.br', 404, 'Página não encontrada'],
    ['/index.html.gz', 404, 'Página não encontrada'],
  ])('%s → %i', async (path, status, title) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(text(answer)).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['/orientadores/', '/orientadores'],
    ['/orientadores/?aba=1', '/orientadores?aba=1'],
    ['/.//evil.example/', null],
    ['/./orientadores', '/orientadores'],
    ['/x/../orientadores/', '/orientadores'],
    ['/orientadores.html', '/orientadores'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/cms.html?aba=1', '/cms?aba=1'],
    ['/area-aluno/index.html', '/area-aluno'],
  ])('%s redirects on-site only (→ %s)', async (path, location) => {
    const answer = await get(path);
    if (location === null) {
      expect(answer.status).toBe(404);
      return;
    }
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });
});

describe('headers', () => {
  it('every answer carries the security headers and the baseline policy', async () => {
    for (const path of ['/', '/nao-existe', '/orientadores/', '/assets/app-abc123.js']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy']);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
        expect(csp).toContain(directive);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  /** The script-src of every policy in a CSP header (policies are joined by commas). */
  const scriptSources = (csp: string) =>
    csp.split(',').map(
      (policy) =>
        policy
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '',
    );

  it("each page's policy allows its own inline scripts by hash and nothing inline besides", async () => {
    const cases: [string, string[]][] = [
      ['/', ['document.documentElement.dataset.x = "1"']],
      ['/orientadores', ['window.y = 2']],
      ['/nao-existe', ['document.documentElement.dataset.x = "1"']],
    ];
    for (const [path, scripts] of cases) {
      const csp = String((await get(path)).headers['content-security-policy']);
      const pagePolicy = scriptSources(csp).find((source) => source !== '');
      expect(pagePolicy, path).toBe(
        `script-src 'self' ${VLIBRAS_ORIGIN} 'wasm-unsafe-eval' ${scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`).join(' ')}`,
      );
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:54999");
    }
  });

  it('assets carry no page policy: no list of hashes on every script and image', async () => {
    const csp = String((await get('/assets/app-abc123.js')).headers['content-security-policy']);
    expect(csp).not.toContain('sha256-');
    expect(csp.length).toBeLessThan(100);
  });

  it('a database post (the news shell) and a content news page both get policies their scripts pass', async () => {
    for (const path of ['/noticias/uma', '/noticias/um-post-do-banco']) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      const policies = scriptSources(String(headers['content-security-policy'])).filter((source) => source !== '');
      expect(policies.length, path).toBeGreaterThan(0);
      // Every policy the browser enforces must allow the page's inline script.
      const hash = `'sha256-${createHash('sha256').update('document.documentElement.dataset.x = "1"').digest('base64')}'`;
      for (const policy of policies) expect(policy, path).toContain(hash);
    }
  });

  it('HTML revalidates with validators; hashed assets are immutable; a missing asset is not cached', async () => {
    const html = await get('/orientadores');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers.etag).toBeTruthy();
    expect(html.headers['last-modified']).toBeTruthy();
    expect((await get('/orientadores', { 'If-None-Match': String(html.headers.etag) })).status).toBe(304);
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/sumiu-999.js')).headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/assets/app-abc123.js', {}, 200, 'public, max-age=31536000, immutable'],
    ['/assets/app-abc123.js', { Range: 'bytes=0-3' }, 206, 'public, max-age=31536000, immutable'],
    ['/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 200, 'public, max-age=31536000, immutable'],
    ['/assets/x/', {}, 301, 'no-cache'],
    ['/assets/app-abc123.js/', {}, 301, 'no-cache'],
    ['/assets/app-abc123.html', {}, 301, 'no-cache'],
    ['/assets/./app-abc123.js', {}, 301, 'no-cache'],
    ['/assets/sumiu-999.js', {}, 404, 'no-store'],
    ['/assets/app-abc123.js.br', {}, 404, 'no-store'],
    ['/assets/app-abc123.js', { Range: 'bytes=999999-' }, 416, 'no-store'],
    ['/orientadores/', {}, 301, 'no-cache'],
  ])('%s %j → %i, Cache-Control %s', async (path, headers, status, cacheControl) => {
    const answer = await get(path, headers as Record<string, string>);
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe(cacheControl);
  });

  it('a 304 keeps the caching of the file it stands for; other methods are never marked immutable', async () => {
    const files: [string, string][] = [
      ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
      ['/orientadores', 'no-cache'],
    ];
    for (const [path, cacheControl] of files) {
      const etag = String((await get(path)).headers.etag);
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(again.headers['cache-control'], path).toBe(cacheControl);
    }
    const post = await get('/assets/app-abc123.js', {}, 'POST');
    expect(post.status).toBe(405);
    expect(String(post.headers['cache-control'])).not.toContain('immutable');
  });

  it('the news feed the pages announce is served as Atom, not generic XML', async () => {
    const feed = await get('/noticias/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/atom\+xml\b/);
  });

  it('serves the precompressed brotli or gzip bytes the client accepts', async () => {
    const plain = await get('/orientadores');
    const br = await get('/orientadores', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gunzipSync(gz.body).toString()).toContain('console.log');
    expect((await get('/orientadores')).headers['content-encoding']).toBeUndefined();
  });
});

describe('resolveTarget', () => {
  it.each([
    ['/', { file: '/' }],
    ['/orientadores', { file: '/orientadores' }],
    ['/orientadores?aba=1', { file: '/orientadores' }],
    ['/orientadore%73', { file: '/orientadores' }],
    ['/not%C3%ADcias', { file: '/notícias' }],
    ['/index.html', { redirect: '/' }],
    ['/index', { redirect: '/' }],
    ['/index/', { redirect: '/' }],
    ['/index.html?aba=1', { redirect: '/?aba=1' }],
    ['/orientadores.html', { redirect: '/orientadores' }],
    ['/orientadores.html/', { redirect: '/orientadores' }],
    ['/orientadores/index.html', { redirect: '/orientadores' }],
    ['/orientadores/', { redirect: '/orientadores' }],
    ['/orientadores.html.html', { redirect: '/orientadores' }],
    ['/x/../orientadores/', { redirect: '/orientadores' }],
    ['/%2e%2e/orientadores', { redirect: '/orientadores' }],
    ['/caf%C3%A9.html', { redirect: '/caf%C3%A9' }],
    ['/orientadores.html?a=%0d%0a<x>', { redirect: '/orientadores?a=%0d%0a%3Cx%3E' }],
    ['http://evil.example/orientadores', { redirect: '/orientadores' }],
    ['/404', { notFound: true }],
    ['/404.html', { notFound: true }],
    ['/404/', { notFound: true }],
    ['/noticias/__post', { notFound: true }],
    ['/noticias/__post.html', { notFound: true }],
    ['/orientadores.html.br', { notFound: true }],
    ['/index.html.gz', { notFound: true }],
    ['/_header%73', { notFound: true }],
    ['/_headers.html', { notFound: true }],
    ['/a%2Fb', { notFound: true }],
    ['/a%3Fb.html', { notFound: true }],
    ['/%2e%2e%2f', { notFound: true }],
    ['/%00', { notFound: true }],
    ['/a%5Cb', { notFound: true }],
    ['/%c0%af', { notFound: true }],
    ['/%ff', { notFound: true }],
    ['//evil.example', { notFound: true }],
    ['/\\evil.example', { notFound: true }],
    ['/.//evil.example/', { notFound: true }],
    ['/x/..//evil.example', { notFound: true }],
    ['http://[', { notFound: true }],
  ])('%s → %j', (target, route) => {
    expect(resolveTarget(target)).toEqual(route);
    // One redirect reaches the clean address, on this site.
    if ('redirect' in route) {
      expect(route.redirect).toMatch(/^\/(?![/\\])/);
      expect(resolveTarget(route.redirect)).not.toHaveProperty('redirect');
    }
  });

  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/a/index.html/', '/a'],
    ['/a.html.html', '/a'],
    ['/a//', '/a'],
    ['/a/indexes', '/a/indexes'],
    ['/a.htm', '/a.htm'],
  ])('cleanPath(%s) → %s', (path, clean) => expect(cleanPath(path)).toBe(clean));
});

describe('every built page at every other address', () => {
  const SECURITY = [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
  ];
  const security = (answer: Answer) => Object.fromEntries(SECURITY.map((name) => [name, answer.headers[name]]));

  it("gets that page's headers, a redirect to its clean address, or the not-found page's 404", async () => {
    const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));
    const notFound = await get('/nao-existe');
    const files = (await listFiles(dir)).filter((file) => file.endsWith('.html'));
    let checked = 0;
    for (const file of files) {
      const clean = file === '404.html' ? '/404' : pagePath(file);
      const internal = file === '404.html' || file.split('/').at(-1)!.startsWith('__');
      const own = await get(clean);
      if (internal) {
        expect(own.status, clean).toBe(404);
        expect(security(own), clean).toEqual(security(notFound));
      } else {
        expect(own.status, clean).toBe(200);
        expect(own.headers['content-security-policy'], clean).toBe(headersFor(rules, clean)['Content-Security-Policy']);
      }
      const base = clean === '/' ? '' : clean;
      const aliases = [
        `${base || '/index'}.html`,
        `${base || '/index'}.HTML`,
        `${base || '/index'}.html?aba=1`,
        `${base || '/index'}.html/`,
        `${base || '/index'}.html.br`,
        `${base || '/index'}.html.gz`,
        `${base}/index.html`,
        `${base}/index`,
        `${base}/./`,
        ...(base
          ? [`${base}/`, `${base}//`, `${base.slice(0, -1)}%${base.charCodeAt(base.length - 1).toString(16)}`]
          : []),
      ];
      for (const alias of aliases) {
        for (const headers of [{}, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
          const answer = await get(alias, headers);
          const label = `${alias} ${JSON.stringify(headers)} → ${answer.status}`;
          checked++;
          if (answer.status === 301) {
            expect(String(answer.headers.location).split('?')[0], label).toBe(clean);
          } else if (answer.status === 404) {
            expect(security(answer), label).toEqual(security(notFound));
          } else {
            expect(answer.status, label).toBe(200);
            expect(internal, label).toBe(false);
            expect(security(answer), label).toEqual(security(own));
          }
        }
      }
    }
    expect(files).toHaveLength(10);
    expect(checked).toBeGreaterThan(200);
  });
});

describe('byteRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['BYTES=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-200', { start: 0, end: 99 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=99-99', { start: 99, end: 99 }],
    ['bytes=0-99999999999999999999', { start: 0, end: 99 }],
    ['bytes=0-1, ,', { start: 0, end: 1 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=100-200', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=99999999999999999999-', 'unsatisfiable'],
    ['bytes=100-,-0', 'unsatisfiable'],
    // A last byte before the first makes the header invalid: ignored, the whole file.
    ['bytes=5-2', null],
    ['bytes=99999999999999999999-99999999999999999998', null],
    ['bytes=0-1,5-6', null],
    ['bytes=0-1,200-', null],
    ['bytes=0-1,x', null],
    ['bytes=', null],
    ['bytes', null],
    ['bytes = 0-1', null],
    ['items=0-1', null],
    ['bytes=-', null],
    ['bytes=--1', null],
    ['bytes=1-2-3', null],
    ['bytes=0x1-', null],
    ['bytes=1e3-', null],
    ['bytes=+1-2', null],
    ['bytes=\u0661-\u0662', null],
  ])('%s of 100 bytes → %j', (header, range) => expect(byteRange(header, 100)).toEqual(range));

  it('an empty file has no byte to send', () => {
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(byteRange('bytes=-5', 0)).toBeNull();
  });
});

describe('Range requests', () => {
  const path = '/assets/app-abc123.js';
  let whole: Buffer;
  beforeAll(async () => {
    whole = (await get(path)).body;
  });

  it.each([
    ['bytes=0-3', [0, 3]],
    ['bytes=-4', [-4, -1]],
    ['bytes=10-', [10, -1]],
    ['bytes=0-99999999999999999999', [0, -1]],
  ] as const)('%s → 206 with those bytes', async (range, [from, to]) => {
    const answer = await get(path, { Range: range });
    const start = from < 0 ? whole.length + from : from;
    const end = to < 0 ? whole.length + to : to;
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${whole.length}`);
    expect(answer.body.equals(whole.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=99999999999999999999-', 'bytes=100000-', 'bytes=-0'])(
    '%s (starts past the end) → 416 naming the size, not cached',
    async (range) => {
      const answer = await get(path, { Range: range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['bytes=5-2', 'bytes=0-0', 'bytes=0-1,4-5', 'items=0-1', 'bytes=abc', 'bytes=-', 'bytes=1-2-3'])(
    '%s (invalid, several, or only the first byte) → 200 with the whole file',
    async (range) => {
      for (const target of [path, '/robots.txt', '/orientadores', '/noticias/post-do-banco']) {
        const plain = await get(target);
        const answer = await get(target, { Range: range });
        expect(answer.status, target).toBe(plain.status);
        expect(answer.body.equals(plain.body), target).toBe(true);
      }
    },
  );

  it('Range is ignored with If-Range (no strong validator here) and on HEAD', async () => {
    const etag = String((await get(path)).headers.etag);
    const ifRange = await get(path, { Range: 'bytes=0-3', 'If-Range': etag });
    expect(ifRange.status).toBe(200);
    expect(ifRange.body.equals(whole)).toBe(true);
    const head = await get(path, { Range: 'bytes=5-2' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.length));
  });

  it('the ranges that stopped the server leave it answering', async () => {
    // Each is answered as RFC 9110 says, not by the guard's 500: a reversed range is ignored (the
    // whole file) and the others are cut to the file.
    for (const range of ['bytes=5-2', 'bytes=0-99999999999999999999', 'bytes=18446744073709551616-1'])
      expect([200, 206, 416], range).toContain((await get(path, { Range: range })).status);
    expect((await get('/')).status).toBe(200);
  });
});

describe('a failing handler', () => {
  const lines: string[] = [];
  let guarded: Server;
  let guardedPort = 0;
  const abandoned = new Readable({ read() {} });
  const handlers: Record<string, Handler> = {
    '/ok': (_req, res) => res.end('ok'),
    '/throw': () => {
      throw new Error('falhou\nem duas linhas');
    },
    '/reject': async () => {
      await Promise.resolve();
      throw new TypeError('falhou depois');
    },
    '/throw-after-head': (_req, res) => {
      res.writeHead(200, { 'Content-Length': 10 });
      res.write('12345');
      throw new Error('no meio da resposta');
    },
    '/throw-after-end': (_req, res) => {
      res.end('pronto');
      throw new Error('depois do fim');
    },
    '/stream-error': (_req, res) => {
      res.writeHead(200, { 'Content-Length': 10 });
      res.write('12345');
      const readable = new Readable({ read: () => readable.destroy(new Error('arquivo sumiu')) });
      readable.pipe(res);
    },
    '/stream-error-first': (_req, res) => {
      const readable = new Readable({ read: () => readable.destroy(new Error('nada lido')) });
      readable.pipe(res);
    },
    '/abandoned': (_req, res) => {
      abandoned.push('primeiro pedaço');
      abandoned.pipe(res);
    },
  };

  beforeAll(async () => {
    guarded = createServer(
      guardHandler((req, res) => handlers[req.url ?? '']?.(req, res), { log: (line) => lines.push(line) }),
    );
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    guardedPort = (guarded.address() as AddressInfo).port;
  });
  afterAll(() => guarded?.close());

  it.each([
    ['/throw', 'Error: falhou em duas linhas'],
    ['/reject', 'TypeError: falhou depois'],
    ['/stream-error-first', 'Error: nada lido'],
  ])('%s: 500, one line in the log, the server still answers', async (path, message) => {
    const before = lines.length;
    const answer = await outcome(guardedPort, path);
    expect(answer.status).toBe(500);
    expect(answer.body).toBe('Erro interno do servidor.\n');
    expect(lines.slice(before)).toHaveLength(1);
    expect(lines.at(-1)).toContain(`serve: GET "${path}" failed: ${message}`);
    expect(lines.at(-1)).not.toContain('\n');
    expect(await outcome(guardedPort, '/ok')).toMatchObject({ status: 200, body: 'ok' });
  });

  it.each(['/throw-after-head', '/stream-error'])(
    '%s (status already on its way): the connection closes, one line in the log, the server still answers',
    async (path) => {
      const before = lines.length;
      const answer = await outcome(guardedPort, path);
      expect(answer.complete).toBe(false);
      expect(lines.slice(before)).toHaveLength(1);
      expect(await outcome(guardedPort, '/ok')).toMatchObject({ status: 200, body: 'ok' });
    },
  );

  it('a throw after the answer is complete leaves the answer alone and is logged', async () => {
    const before = lines.length;
    expect(await outcome(guardedPort, '/throw-after-end')).toMatchObject({
      status: 200,
      complete: true,
      body: 'pronto',
    });
    expect(lines.slice(before)).toHaveLength(1);
  });

  it('a download the client leaves closes the stream it reads from', async () => {
    const closed = new Promise((resolve) => abandoned.once('close', resolve));
    await new Promise<void>((resolve) => {
      const req = request({ host: '127.0.0.1', port: guardedPort, path: '/abandoned' }, (res) =>
        res.once('data', () => {
          req.destroy();
          resolve();
        }),
      );
      req.on('error', () => {});
      req.end();
    });
    await closed;
    expect(abandoned.destroyed).toBe(true);
  });

  it('the site: a file removed after the server listed it (a rebuild) is logged once and the server stays up', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await rm(join(dir, 'vanishing.txt'));
      const answer = await outcome(port, '/vanishing.txt');
      expect(answer.status === 500 || !answer.complete).toBe(true);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^serve: GET "\/vanishing.txt" failed: Error: ENOENT/);
      expect((await get('/')).status).toBe(200);
    } finally {
      log.mockRestore();
    }
  });

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a bad Content-Length', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
    ['two Content-Lengths', 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\n\r\n'],
  ])('the site: %s gets 400 and a closed connection', async (_label, bytes) => {
    expect(await raw(bytes)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect((await get('/')).status).toBe(200);
  });
});

describe('answerClientError', () => {
  const socket = (fields: object) => ({
    writable: true,
    write: vi.fn(),
    destroySoon: vi.fn(),
    destroy: vi.fn(),
    ...fields,
  });

  it.each([
    ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request'],
    ['HPE_HEADER_OVERFLOW', 'HTTP/1.1 431 Request Header Fields Too Large'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'HTTP/1.1 413 Payload Too Large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout'],
  ])('%s → %s, then the connection closes', (code, statusLine) => {
    const client = socket({});
    answerClientError(Object.assign(new Error(code), { code }), client as never);
    expect(String(client.write.mock.calls[0]?.[0])).toMatch(new RegExp(`^${statusLine}\r\n`));
    expect(client.destroySoon).toHaveBeenCalled();
  });

  it.each([
    ['a connection already gone', { writable: false }],
    ['an answer whose bytes are on their way', { _httpMessage: { _headerSent: true } }],
  ])('%s is only closed: a status line would corrupt it', (_label, fields) => {
    const client = socket(fields);
    answerClientError(Object.assign(new Error('x'), { code: 'HPE_INVALID_CHUNK_SIZE' }), client as never);
    expect(client.write).not.toHaveBeenCalled();
    expect(client.destroy).toHaveBeenCalled();
  });
});

describe('announcedFeeds', () => {
  it.each([
    [
      'an absolute address',
      '<link rel="alternate" type="application/atom+xml" href="https://a.example/noticias/feed.xml"/>',
      ['/noticias/feed.xml'],
    ],
    ['a path', '<link type="application/atom+xml" rel="alternate" href="/feed.xml">', ['/feed.xml']],
    [
      'an RSS feed or a translation is not an Atom feed',
      '<link rel="alternate" type="application/rss+xml" href="/rss.xml"><link rel="alternate" hreflang="en" href="/en">',
      [],
    ],
    ['no links', '<title>x</title>', []],
    // Without an address the link names no feed (resolved, it would be / and serve the home page as Atom).
    ['a link without href', '<link rel="alternate" type="application/atom+xml">', []],
  ])('%s', (_label, html, paths) => expect(announcedFeeds(html)).toEqual(paths));
});
