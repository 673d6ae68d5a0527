// `npm run serve` (the same server as `npm start`) against a few thousand generated requests, on
// raw sockets so malformed ones reach it as sent: odd methods and versions, paths with odd
// encodings, dot segments, other hosts, overlong paths, and Range, If-None-Match,
// If-Modified-Since, Accept-Encoding and Host values, bodies too long, too short or malformed.
// No answer may be a 5xx, no redirect may leave the site, and the process must still be running
// and answering afterwards. The generator is seeded: every run sends the same requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from './serve-fixture.ts';
import { seededRandom } from '../tooling/seeded-random.ts';

const COUNT = 3000;
const PARALLEL = 16;

let root = '';
let child: ChildProcess;
let port = 0;
let stderr = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ppg-serve-fuzz-'));
  await mkdir(join(root, 'dist'));
  await writeSite(join(root, 'dist'));
  // The script `npm run serve` runs, serving <cwd>/dist on a free port.
  child = spawn(process.execPath, [join(import.meta.dirname, 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_SOURCE_MAPS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^Site: http:\/\/localhost:(\d+)/m.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}: ${stderr}`)));
  });
});
afterAll(async () => {
  child?.kill('SIGTERM');
  if (root) await rm(root, { recursive: true, force: true });
});

interface Reply {
  /** The final status (after any 100 Continue), or null when the connection closed without one. */
  status: number | null;
  location: string | undefined;
}

/** Writes `request` (latin1: one character per byte) on a new connection; resolves when it closes. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const socket = connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
    socket.on('data', (chunk: Buffer) => {
      // The status line and headers are all this test reads.
      if (received.length < 65_536) received = Buffer.concat([received, chunk]);
    });
    socket.on('error', () => {});
    // Only a guard against a test that would otherwise hang: nothing is asserted about time.
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on('close', () => resolve(received.toString('latin1')));
  });
}

const send = async (request: string) => parseReply(await exchange(request));

function parseReply(text: string): Reply {
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headers] = end < 0 ? [] : rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3}) /.exec(statusLine)?.[1] ?? NaN);
    if (Number.isNaN(status)) return { status: null, location: undefined };
    // 100 Continue comes before the answer to a request that expects it.
    if (status < 200) {
      rest = rest.slice(end + 4);
      continue;
    }
    const location = headers
      .find((header) => /^location:/i.test(header))
      ?.slice('location:'.length)
      .trim();
    return { status, location };
  }
}

/** A string's UTF-8 bytes, one character each, as `send` writes them. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const PATHS = [
  '/',
  '/orientadores',
  '/cms',
  '/busca',
  '/area-aluno',
  '/area-aluno/ajuda',
  '/noticias',
  '/noticias/uma',
  '/noticias/post-do-banco',
  '/noticias/__post',
  '/noticias/feed.xml',
  '/404',
  '/nao-existe',
  '/robots.txt',
  '/assets/app-abc123.js',
  '/assets/app-abc123.js.map',
  '/assets/',
  '/_headers',
  '/.vite/manifest.json',
];
const SUFFIXES = ['.html', '/', '/index.html', '/index', '//', '/.', '/..', '/./', '/../', '.html.br', '.gz', '.HTML'];
const INSERTS = [
  '%00',
  '%2e%2e',
  '%2e%2e%2f',
  '%2F',
  '%5C',
  '%c0%af',
  '%c0%ae%c0%ae',
  '%ff',
  '%',
  '%zz',
  '%252e',
  '%e2%80%ae',
  '\\',
  '..',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  // Raw UTF-8 bytes in the request line, as a client that does not encode would send them.
  utf8('ção'),
  utf8('\u202e'),
  '\xff',
  '\x7f',
  ';x=1',
  '@evil.example',
];
const WHOLE_TARGETS = [
  '//evil.example',
  '//evil.example/orientadores',
  '/\\evil.example',
  '/%2f%2fevil.example',
  '/.//evil.example/',
  '/x/..//evil.example/',
  'http://evil.example/orientadores.html',
  'https://evil.example/',
  'http://[',
  '*',
  'orientadores',
  '',
  '?x=1',
  '/?',
  '/#x',
  '/orientadores.html?next=//evil.example',
  '/orientadores/?a=%0d%0aLocation:%20//evil.example',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'TRACE',
];
const ODD_METHODS = ['PROPFIND', 'SEARCH', 'PURGE', 'QUERY', 'CONNECT', 'get', 'FOO', 'G\x00T', 'GET GET', ''];
const VERSIONS = [
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/1.2',
  'HTTP/9.9',
  'http/1.1',
  'HTTP/1.1 x',
];
const NUMBERS = [
  '',
  '0',
  '1',
  '4',
  '5',
  '99',
  '100',
  '4015',
  '4016',
  '4017',
  '9007199254740991',
  '9007199254740992',
  '-1',
  '+1',
  ' 1',
  '0x10',
  '1e3',
  '1.5',
  utf8('\u0661'),
];
const HOSTS = [
  '127.0.0.1',
  'localhost',
  'evil.example',
  '',
  '[::1]',
  'localhost:99999',
  'a'.repeat(300),
  'evil.example/x',
  utf8('ção'),
];

describe('the site server under generated requests', () => {
  it(`answers ${COUNT} requests without a 5xx or an off-site redirect, and keeps running`, async () => {
    const { int, pick, chance } = seededRandom(20_240_607);
    // Validators of real files, so some conditional requests match (304).
    const validated: [string, string][] = [];
    for (const path of ['/orientadores', '/assets/app-abc123.js']) {
      const head = await exchange(`HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      validated.push([path, /^etag: (.*)$/im.exec(head)![1]!.trim()]);
    }
    const etags = validated.map(([, etag]) => etag);

    const huge = () => '9'.repeat(1 + int(400));
    const number = () => (chance(0.15) ? huge() : pick(NUMBERS));
    const range = () => {
      if (chance(0.1))
        return pick([
          'bytes=5-2',
          'bytes=0-99999999999999999999',
          'bytes=',
          'bytes',
          'items=0-1',
          'bytes=-0',
          'bytes=999999-',
          '',
        ]);
      const spec = () => (chance(0.3) ? `-${number()}` : `${number()}-${chance(0.3) ? '' : number()}`);
      const specs = Array.from({ length: chance(0.8) ? 1 : 2 + int(60) }, spec);
      return `${pick(['bytes=', 'bytes=', 'BYTES=', 'bytes =', 'bytes=='])}${specs.join(pick([',', ', ', ' ,', ',,']))}`;
    };
    const target = () => {
      if (chance(0.08)) return pick(WHOLE_TARGETS);
      let path = pick(PATHS);
      for (let n = int(4); n > 0; n--) {
        if (chance(0.5)) path += pick(SUFFIXES);
        else {
          const at = 1 + int(path.length);
          path = path.slice(0, at) + pick(INSERTS) + path.slice(at);
        }
      }
      if (chance(0.04)) path += `/${'a'.repeat(1000 + int(7000))}`;
      if (chance(0.1)) path += `?${pick(['x=1', 'next=//evil.example', 'a=%0d%0ab', '%ff', '', 'a=\xff'])}`;
      return path;
    };
    const headerValue = (): [string, string] => {
      const name = pick([
        'Range',
        'Range',
        'If-None-Match',
        'If-Modified-Since',
        'If-Range',
        'Accept-Encoding',
        'Accept-Encoding',
        'Expect',
        'Cookie',
        'Referer',
        'X-Forwarded-Host',
      ]);
      switch (name) {
        case 'Range':
          return [name, range()];
        case 'If-None-Match':
          return [name, pick([...etags, ...etags, '*', 'W/"x"', '"', 'W/', '"a", "b"', 'x'.repeat(int(5000)), ''])];
        case 'If-Modified-Since':
          return [
            name,
            pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', 'ontem', '0', '-1', huge()]),
          ];
        case 'If-Range':
          return [name, pick([...etags, 'W/"1-2"', '"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'lixo'])];
        case 'Accept-Encoding':
          return [
            name,
            pick([
              'br',
              'gzip',
              'br;q=0',
              'gzip;q=0, br',
              '*',
              'identity;q=0',
              'zstd',
              'gzip, deflate, br, zstd',
              ',,,',
              '\xff',
            ]),
          ];
        case 'Expect':
          return [name, pick(['100-continue', 'algo'])];
        default:
          return [name, pick(['//evil.example', 'a=1', '\xff\xfe', 'x'.repeat(int(3000))])];
      }
    };

    interface Case {
      request: string;
      /** Framing a server may cut short (an unread body, a body malformed after the answer began). */
      loose: boolean;
    }
    const build = (): Case => {
      if (chance(0.03)) {
        const [path, etag] = pick(validated);
        const extra = chance(0.5) ? `Range: ${range()}\r\n` : '';
        return {
          request: `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nIf-None-Match: ${etag}\r\n${extra}Connection: close\r\n\r\n`,
          loose: false,
        };
      }
      const odd = chance(0.08);
      const method = odd ? pick(ODD_METHODS) : pick(METHODS);
      let loose = method === 'CONNECT';
      const lines = [`${method} ${target()} ${chance(0.08) ? pick(VERSIONS) : 'HTTP/1.1'}`];
      if (!chance(0.05)) lines.push(`Host: ${chance(0.8) ? `127.0.0.1:${port}` : pick(HOSTS)}`);
      for (let n = int(4); n > 0; n--) lines.push(headerValue().join(': '));
      let body = '';
      const shape = int(40);
      if (shape === 0) {
        body = 'x'.repeat(int(2000));
        lines.push(`Content-Length: ${body.length}`);
      } else if (shape === 1) {
        // Announces far more than it sends; the answer does not wait for the rest.
        body = 'x'.repeat(int(100));
        lines.push(`Content-Length: ${pick(['1000000', '99999999999999999999', '9007199254740993'])}`);
      } else if (shape === 2) {
        lines.push(`Content-Length: ${pick(['abc', '-1', '1e3', '1, 2', ' ', '0x10'])}`);
      } else if (shape === 3) {
        lines.push('Content-Length: 1', 'Content-Length: 2');
        body = 'ab';
      } else if (shape === 4) {
        lines.push('Transfer-Encoding: chunked');
        body = '5\r\nabcde\r\n0\r\n\r\n';
      } else if (shape === 5) {
        lines.push('Transfer-Encoding: chunked');
        body = pick(['zz\r\nabc\r\n', `${huge()}\r\nabc\r\n`, '5\r\nabcdefgh\r\n', '-1\r\n\r\n']);
        loose = true;
      } else if (shape === 6) {
        lines.push('Transfer-Encoding: chunked', 'Content-Length: 5');
        body = '0\r\n\r\n';
      } else if (shape === 7) {
        lines.push(`Transfer-Encoding: ${pick(['gzip', 'chunked, chunked', 'x'])}`);
      } else if (shape === 8 && chance(0.2)) {
        // A large body the answer does not read: the connection may close before it is all sent.
        body = 'x'.repeat(256 * 1024 + int(768 * 1024));
        lines.push(`Content-Length: ${body.length}`);
        loose = true;
      } else if (shape === 9 && chance(0.2)) {
        lines.push(`X-Grande: ${'x'.repeat(17_000 + int(20_000))}`);
      }
      lines.push('Connection: close');
      const head = `${lines.join('\r\n')}\r\n\r\n`;
      // Past Node's 16 KB of headers the answer (431) may come before the server has read them all.
      return { request: head + body, loose: loose || head.length > 15_000 };
    };

    const cases = Array.from({ length: COUNT }, build);
    const statuses = new Map<number | 'none', number>();
    const failures: string[] = [];
    const offSite: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const { request, loose } = cases[next++]!;
        const { status, location } = await send(request);
        statuses.set(status ?? 'none', (statuses.get(status ?? 'none') ?? 0) + 1);
        const line = JSON.stringify(request.slice(0, 200));
        if (status === null ? !loose : status >= 500) failures.push(`${status}: ${line}`);
        if (location !== undefined && !/^\/(?![/\\])/.test(location)) offSite.push(`${location} ← ${line}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    expect(failures).toEqual([]);
    expect(offSite).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(COUNT);
    // The requests reached the site, not only the parser: pages, redirects, ranges, refusals.
    for (const status of [200, 206, 301, 304, 400, 404, 405, 416])
      expect(statuses.get(status), String(status)).toBeGreaterThan(0);
    expect(child.exitCode).toBeNull();
    expect((await send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
    expect(stderr).toBe('');
  }, 120_000);

  it('a file removed while it runs (a rebuild) is one line on stderr, and the process keeps answering', async () => {
    await rm(join(root, 'dist', 'vanishing.txt'));
    const reply = await send(`GET /vanishing.txt HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(reply.status === null || reply.status === 500).toBe(true);
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^serve: GET "\/vanishing\.txt" failed: Error: ENOENT/),
    ]);
    expect(child.exitCode).toBeNull();
    expect((await send(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).status).toBe(200);
  });
});
