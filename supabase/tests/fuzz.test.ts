// Generated requests against the stand-in over loopback: a seeded, repeatable mix of methods,
// paths, percent-encodings, headers, framings and bodies, well-formed and not, sent as raw bytes.
// Whatever arrives, no answer is a 5xx and the server never stops (it runs in this process, where
// an exit or an uncaught error fails the run); /health and a sign-in still work afterwards.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../local/jwt.ts';
import { LOCAL_JWT_SECRET } from '../local/keys.ts';
import { MAX_BODY_BYTES, MAX_HEADER_BYTES, MAX_LIKE_PATTERN_CHARS } from '../local/limits.ts';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, nested, STRONG_PASSWORD } from './support.ts';
import { seededRandom, type Random } from '../../scripts/tooling/seeded-random.ts';

const SEED = 0x5eed_2026;
const REQUESTS = 2000;
const AT_ONCE = 8;

interface Generated {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
  /** How the body is framed: declared length, chunked, a length larger than what is sent. */
  framing: 'length' | 'chunked' | 'short';
}

interface Secrets {
  anon: string;
  service: string;
  access: string;
  refresh: string;
  expired: string;
}

const TABLES = ['blog_posts', 'egressos', 'producao_cientifica', 'user_roles', 'nada', 'pg_user', '', '%E0%A4%A'];
const COLUMNS = ['id', 'slug', 'status', 'title', 'nome', 'nivel', 'ano', 'autores', 'role', 'user_id', 'x', ''];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'not.eq',
  'not.ilike',
  'cs',
  'fts',
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  '',
];
const SCHEMAS = ['public', 'auth', 'private', 'pg_catalog', '', 'x'.repeat(300)];
const CONTENT_TYPES = [
  'application/json',
  'application/json;charset=UTF-8',
  'application/json; charset=utf-16',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/vnd.pgrst.object+json',
  'text/csv',
  '',
  ';;;',
];

function value(r: Random): string {
  return r.pick([
    'published',
    'draft',
    '',
    'null',
    'NULL',
    'true',
    'unknown',
    'constructor',
    '(a,b)',
    '("a,b",c)',
    '(',
    ')',
    '{1,2}',
    `${'{'.repeat(8)}1${'}'.repeat(8)}`,
    nested(r.pick([10, 500, 3000])),
    '*',
    '*a*b*',
    '*a'.repeat(r.int(MAX_LIKE_PATTERN_CHARS)),
    'a'.repeat(r.pick([100, 2000, 9000])),
    '00000000-0000-0000-0000-000000000001',
    '-1',
    '1e400',
    'NaN',
    'é',
    '😀',
    '\u0000',
    '\\',
    "'; drop table egressos; --",
    '"',
  ]);
}

/** Percent-encodes, leaves raw (spaces and all) or mangles the escapes. */
function encode(r: Random, text: string): string {
  const roll = r.int(10);
  if (roll < 7) return encodeURIComponent(text);
  if (roll < 9) return text;
  return encodeURIComponent(text).replace(/%../, r.pick(['%', '%zz', '%E0%A4', '%00', '%FF']));
}

function query(r: Random): string {
  const parts: string[] = [];
  const n = r.int(6);
  for (let i = 0; i < n; i++) {
    const roll = r.int(10);
    if (roll < 2) {
      // Names every table has, or any names at all.
      const names = r.chance(0.5) ? ['id', '*'] : [...COLUMNS, '*', 'a b'];
      const list = Array.from({ length: r.pick([1, 3, 101, 1700]) }, () => r.pick(names));
      parts.push(`select=${encode(r, list.join(','))}`);
    } else if (roll < 3) {
      const terms = Array.from({ length: 1 + r.int(3) }, () =>
        [
          r.pick(COLUMNS),
          ...Array.from({ length: r.int(3) }, () => r.pick(['asc', 'desc', 'nullslast', 'constructor'])),
        ].join('.'),
      );
      parts.push(`order=${encode(r, terms.join(','))}`);
    } else if (roll < 4) {
      parts.push(
        `${r.pick(['limit', 'offset'])}=${encode(r, r.pick(['0', '1', '-1', '1000000', '99999999999999999999999', 'x']))}`,
      );
    } else if (roll < 5 && r.chance(0.3)) {
      // Past the filter limit.
      for (let k = 0; k < 25; k++) parts.push(`nome=neq.${k}`);
    } else {
      parts.push(`${encode(r, r.pick(COLUMNS))}=${encode(r, `${r.pick(OPERATORS)}.${value(r)}`)}`);
    }
  }
  return parts.join('&');
}

function target(r: Random, s: Secrets): string {
  const roll = r.int(20);
  let path: string;
  if (roll < 9) path = `/rest/v1/${r.pick(TABLES)}${r.chance(0.9) ? `?${query(r)}` : ''}`;
  else if (roll < 16)
    path = `/auth/v1/${r.pick([
      'signup',
      'token?grant_type=password',
      'token?grant_type=refresh_token',
      `token?grant_type=${encode(r, value(r))}`,
      'token',
      'user',
      `logout?scope=${r.pick(['global', 'local', 'others', 'x', ''])}`,
      'health',
      'settings',
      `admin/users?page=${encode(r, value(r))}&per_page=${encode(r, value(r))}`,
      '.well-known/jwks.json',
      encode(r, value(r)),
    ])}`;
  else
    path = r.pick([
      '/',
      '/nada',
      '*',
      '//rest/v1/egressos',
      'http://127.0.0.1/rest/v1/egressos',
      'http://[',
      '/rest/v1',
      '/rest/v1/egressos%00',
      '/rest/v1/../auth/v1/user',
      '/auth/v1//signup',
      `/rest/v1/egressos?${'a=b&'.repeat(2000)}`,
    ]);
  if (r.chance(0.1)) path += `${path.includes('?') ? '&' : '?'}apikey=${encode(r, r.pick([s.anon, s.service, 'x']))}`;
  return path;
}

function body(r: Random, s: Secrets): Buffer {
  const email = `fuzz-${r.int(1e9)}@example.com`;
  const json = (v: unknown) => Buffer.from(JSON.stringify(v));
  switch (r.int(16)) {
    case 0:
      return Buffer.alloc(0);
    case 1:
      return json({ email, password: STRONG_PASSWORD, data: r.chance(0.5) ? { nome: value(r) } : value(r) });
    case 2:
      return json({ email: 'admin@ppg-go.local', password: r.pick(['Admin!2345', 'errada', '']) });
    case 3:
      return json({ refresh_token: r.pick([s.refresh, 'x', '', '\u0000']) });
    case 4:
      return json(
        Array.from({ length: 1 + r.int(3) }, () => ({
          [r.pick(COLUMNS)]: value(r),
          nome: value(r),
          nivel: 'Mestrado',
        })),
      );
    case 5: {
      const deep = nested(r.pick([10, 64, 65, 1000, 50_000]));
      return Buffer.from(
        r.chance(0.5)
          ? `{"email":"${email}","password":"${STRONG_PASSWORD}","data":{"a":${deep}}}`
          : `{"nome":${deep},"nivel":"Mestrado","titulo_trabalho":"t","ano_conclusao":2020}`,
      );
    }
    case 6:
      return Buffer.from(r.pick(['null', '1', '"x"', 'true', '[]', '{}', '[{}]', '[[]]']));
    case 7:
      return Buffer.from(r.pick(['{', '{"a":}', '{"email":', '\u0000', ']', '{"a":1}{"b":2}']));
    case 8:
      return Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x7b, 0x22]);
    case 9:
      return Buffer.from(`{"email":"a\\u0000b@example.com","password":"${STRONG_PASSWORD}","nome":"\\u0000"}`);
    case 10:
      return Buffer.from('{"__proto__":{"role":"service_role"},"constructor":{"prototype":{"x":1}},"nome":"p"}');
    case 11:
      return json({ email, password: STRONG_PASSWORD, data: { bio: 'x'.repeat(r.pick([16_000, 17_000, 200_000])) } });
    case 12:
      return r.chance(0.1) ? Buffer.alloc(MAX_BODY_BYTES + 1, 0x61) : json({ nome: 'x'.repeat(100_000) });
    case 13:
      return Buffer.from(`email=${email}&password=x`);
    default:
      return json({ email, password: r.pick([STRONG_PASSWORD, 'curta', 'x'.repeat(80)]), nome: value(r) });
  }
}

/** A request as supabase-js sends it, before one thing in it is changed. */
interface Template {
  method: string;
  target: string;
  headers: [string, string][];
  json?: Record<string, unknown> | Record<string, unknown>[];
}

/**
 * Requests as supabase-js sends them with one thing changed (most of the time): a hostile value
 * in a field, another body, headers dropped, filters added, a long select, another Content-Type.
 * They reach the handlers' inner paths, where random bytes seldom get.
 */
function plausible(r: Random, s: Secrets): Generated {
  const json: [string, string][] = [
    ['apikey', s.anon],
    ['Content-Type', 'application/json;charset=UTF-8'],
    ['X-Supabase-Api-Version', '2024-01-01'],
  ];
  const as = (token: string): [string, string][] => [...json, ['Authorization', `Bearer ${token}`]];
  const row = () => ({
    nome: value(r),
    nivel: r.pick(['Mestrado', 'Doutorado', 'x']),
    titulo_trabalho: 't',
    ano_conclusao: 2020,
  });
  const email = `fuzz-${r.int(1e9)}@example.com`;
  const templates: (() => Template)[] = [
    () => ({ method: 'GET', target: `/rest/v1/${r.pick(TABLES.slice(0, 4))}?select=*`, headers: as(s.anon) }),
    () => ({
      method: 'POST',
      target: `/rest/v1/egressos${r.chance(0.5) ? '?select=id,nome' : ''}`,
      headers: [...as(s.service), ['Prefer', r.pick(['return=representation', 'return=minimal'])]],
      json: r.chance(0.5) ? row() : [row(), row()],
    }),
    () => ({
      method: r.pick(['PATCH', 'DELETE']),
      target: `/rest/v1/egressos?nome=eq.${encode(r, value(r))}`,
      headers: as(s.service),
      json: { titulo_trabalho: value(r) },
    }),
    () => ({
      method: 'POST',
      target: '/auth/v1/signup',
      headers: json,
      json: { email, password: STRONG_PASSWORD, data: { nome: value(r) } },
    }),
    () => ({
      method: 'POST',
      target: '/auth/v1/token?grant_type=password',
      headers: json,
      json: { email: 'admin@ppg-go.local', password: 'Admin!2345' },
    }),
    () => ({
      method: 'POST',
      target: '/auth/v1/token?grant_type=refresh_token',
      headers: json,
      json: { refresh_token: s.refresh },
    }),
    () => ({ method: 'GET', target: '/auth/v1/user', headers: as(s.access) }),
    () => ({ method: 'POST', target: '/auth/v1/logout?scope=local', headers: as(s.access) }),
  ];
  const t = r.pick(templates)();
  const g: Generated = { ...t, body: Buffer.from(t.json ? JSON.stringify(t.json) : ''), framing: 'length' };
  /** The template's JSON with one field (of its first row) replaced by `text`, a JSON value. */
  const withField = (text: string) => {
    const first = Array.isArray(t.json) ? t.json[0] : t.json;
    const key = r.pick(Object.keys(first ?? { nome: 0 }));
    const marked = { ...first, [key]: '\u0001' };
    const one = JSON.stringify(marked).replace('"\\u0001"', () => text);
    return Buffer.from(Array.isArray(t.json) ? `[${one}]` : one);
  };
  const addQuery = (extra: string) => (g.target += `${g.target.includes('?') ? '&' : '?'}${extra}`);
  switch (r.int(8)) {
    case 0:
      g.body = body(r, s);
      break;
    case 1:
      g.headers = g.headers.filter(() => r.chance(0.7));
      break;
    case 2:
      addQuery(query(r));
      break;
    case 3:
      g.body = withField(nested(r.pick([5_000, 50_000])));
      break;
    case 4:
      g.body = withField(JSON.stringify('x'.repeat(r.pick([20_000, 200_000]))));
      break;
    case 5:
      addQuery(`select=${Array.from({ length: r.pick([101, 1700]) }, () => 'id').join(',')}`);
      break;
    case 6:
      g.headers = [...g.headers.filter(([name]) => name !== 'Content-Type'), ['Content-Type', r.pick(CONTENT_TYPES)]];
      break;
    default:
  }
  return g;
}

function generate(r: Random, s: Secrets): Generated {
  if (r.chance(0.4)) return plausible(r, s);
  const method = r.pick([
    'GET',
    'GET',
    'GET',
    'POST',
    'POST',
    'POST',
    'PATCH',
    'DELETE',
    'HEAD',
    'PUT',
    'OPTIONS',
    'PROPFIND',
    'get',
  ]);
  const headers: [string, string][] = [];
  const roll = r.int(10);
  if (roll < 7) headers.push(['apikey', s.anon]);
  else if (roll < 8) headers.push(['apikey', s.service]);
  else if (roll < 9) headers.push(['apikey', r.pick(['x', s.anon.slice(0, -2), `${s.anon}, ${s.anon}`])]);
  if (r.chance(0.6))
    headers.push([
      'Authorization',
      r.pick([
        `Bearer ${s.anon}`,
        `Bearer ${s.service}`,
        `Bearer ${s.access}`,
        `Bearer ${s.expired}`,
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
        'Bearer x.y.z',
        'Bearer',
        'Basic YTpi',
        `Bearer ${'a'.repeat(20_000)}`,
        `Bearer ${'a'.repeat(MAX_HEADER_BYTES)}`,
      ]),
    ]);
  if (r.chance(0.8)) headers.push(['Content-Type', r.pick(CONTENT_TYPES)]);
  if (r.chance(0.5)) headers.push(['X-Supabase-Api-Version', r.pick(['2024-01-01', 'x'])]);
  if (r.chance(0.2)) headers.push(['Accept', r.pick(['application/vnd.pgrst.object+json', '*/*', 'text/csv', ''])]);
  if (r.chance(0.2))
    headers.push(['Prefer', r.pick(['return=representation', 'count=exact', 'return=minimal,count=planned', '=='])]);
  if (r.chance(0.1)) headers.push([r.pick(['Accept-Profile', 'Content-Profile']), r.pick(SCHEMAS)]);
  if (r.chance(0.2))
    headers.push([
      'Origin',
      r.pick(['http://localhost:5173', 'https://evil.example', 'null', 'http://127.0.0.1:99999']),
    ]);
  if (r.chance(0.1)) headers.push(['Access-Control-Request-Headers', r.pick(['apikey', 'x'.repeat(1000), ''])]);
  if (r.chance(0.05)) headers.push(['X-Odd', r.pick(['\u00e9\u00ff', 'a\u0001b', '', ' '])]);
  const framing = r.chance(0.9) ? 'length' : r.chance(0.5) ? 'chunked' : 'short';
  return { method, target: target(r, s), headers, body: body(r, s), framing };
}

/** The request as bytes on the wire. */
function wire(g: Generated): Buffer {
  const head = [`${g.method} ${g.target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, v] of g.headers) head.push(`${name}: ${v}`);
  let payload = g.body;
  if (g.framing === 'chunked') {
    head.push('Transfer-Encoding: chunked');
    payload = Buffer.concat([Buffer.from(`${g.body.length.toString(16)}\r\n`), g.body, Buffer.from('\r\n0\r\n\r\n')]);
  } else {
    head.push(`Content-Length: ${g.body.length + (g.framing === 'short' ? 10 : 0)}`);
  }
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

/**
 * Sends one request on its own connection and waits for the server to close it (Connection:
 * close); resolves to every status line in the answer. A request that never ends (`short`) is
 * followed by the end of the connection, as when a client goes away. A server that neither
 * answers nor closes within a generous minute counts as no answer.
 */
function send(port: number, g: Generated): Promise<{ statuses: number[]; reset: boolean }> {
  return new Promise((resolve) => {
    const bytes = wire(g);
    const socket = connect(port, '127.0.0.1', () => (g.framing === 'short' ? socket.end(bytes) : socket.write(bytes)));
    const chunks: Buffer[] = [];
    let reset = false;
    const stuck = setTimeout(() => socket.destroy(), 60_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      clearTimeout(stuck);
      const text = Buffer.concat(chunks).toString('latin1');
      const statuses = [...text.matchAll(/(?:^|\r\n)HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({ statuses, reset });
    });
  });
}

describe(`fuzzing the stand-in on ${DATABASE_LABEL}`, () => {
  let b: LocalBackend;
  let secrets: Secrets;
  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl('fuzz');
    b = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4, rateLimit: 0 });
    const { data, error } = await client(b.url, b.anonKey).auth.signInWithPassword({
      email: b.adminEmail,
      password: b.adminPassword,
    });
    if (error || !data.session) throw error ?? new Error('no session');
    const now = Math.floor(Date.now() / 1000);
    secrets = {
      anon: b.anonKey,
      service: b.serviceRoleKey,
      access: data.session.access_token,
      refresh: data.session.refresh_token,
      expired: await signJwt(
        { sub: data.user.id, role: 'authenticated', iat: now - 7200, exp: now - 3600 },
        LOCAL_JWT_SECRET,
      ),
    };
  });
  afterAll(async () => {
    await b?.close();
  });

  it(`${REQUESTS} generated requests: never a 5xx`, async () => {
    const r = seededRandom(SEED);
    const requests = Array.from({ length: REQUESTS }, () => generate(r, secrets));
    const port = Number(new URL(b.url).port);
    const seen = new Set<number>();
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < requests.length) {
          const index = next++;
          const g = requests[index]!;
          const { statuses, reset } = await send(port, g);
          statuses.forEach((status) => seen.add(status));
          const label = `#${index} ${g.method} ${g.target.slice(0, 120)} (${g.framing}, ${g.body.length} bytes)`;
          if (statuses.some((status) => status >= 500)) failures.push(`${label} → ${statuses.join(', ')}`);
          // No answer is fine only where the request never ended, or where the server refused a
          // body too large to read and the connection was reset under the answer.
          else if (
            statuses.length === 0 &&
            g.framing !== 'short' &&
            !(reset && g.body.length > MAX_BODY_BYTES) &&
            !(reset && Buffer.byteLength(wire(g)) > MAX_HEADER_BYTES)
          )
            failures.push(`${label} → no answer`);
        }
      }),
    );
    expect(failures).toEqual([]);
    // The mix reached the handlers, not only the gateway's refusals.
    for (const status of [200, 201, 204, 400, 401, 404, 415, 431]) expect(seen).toContain(status);
  }, 120_000);

  it('still answers /health and signs in afterwards', async () => {
    expect((await fetch(`${b.url}/auth/v1/health`)).status).toBe(200);
    const { error } = await client(b.url, b.anonKey).auth.signInWithPassword({
      email: b.adminEmail,
      password: b.adminPassword,
    });
    expect(error).toBeNull();
  });
});
