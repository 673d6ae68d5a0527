// Hostile input against the stand-in: each case gets GoTrue's or PostgREST's 4xx with the right
// body, never a 500, and the backend still answers afterwards.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePassword, hashPassword } from '../local/bcrypt-pool.ts';
import { signJwt } from '../local/jwt.ts';
import { LOCAL_JWT_SECRET } from '../local/keys.ts';
import { MAX_BODY_BYTES, MAX_HEADER_BYTES, MAX_LIKE_PATTERN_CHARS, MAX_USER_METADATA_BYTES } from '../local/limits.ts';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../local/server.ts';
import { emailProblem, normalizeEmail } from '../local/validate.ts';
import { DATABASE_LABEL, freshDatabaseUrl, nested, STRONG_PASSWORD, uniqueEmail } from './support.ts';

/** A backend of its own on a fresh database: in memory, or on the DATABASE_URL server. */
async function backend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const databaseUrl = await freshDatabaseUrl('hostile');
  return startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4, rateLimit: 1000, ...options });
}

let b: LocalBackend;
beforeAll(async () => {
  b = await backend();
});
afterAll(async () => {
  await b?.close();
});

const VERSIONED = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
const now = () => Math.floor(Date.now() / 1000);
// Signed once before the cases run (signing is asynchronous; the cases' headers are not).
let tomorrow = '';
beforeAll(async () => {
  tomorrow = await signJwt(
    {
      sub: '00000000-0000-0000-0000-000000000001',
      role: 'authenticated',
      aud: 'authenticated',
      iat: now() + 86_400,
      exp: now() + 90_000,
    },
    LOCAL_JWT_SECRET,
  );
});

interface Case {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
  raw?: string;
  headers?: () => Record<string, string>;
  /** Only the case's own headers, as a page on another site could send them (no apikey header). */
  bare?: boolean;
  status: number;
  code: string;
}

const signup = (body: unknown) => ({ path: '/auth/v1/signup', method: 'POST', body });
const password = (body: unknown) => ({ path: '/auth/v1/token?grant_type=password', method: 'POST', body });
const ok = { email: 'hostil@example.com', password: STRONG_PASSWORD };
const LONG_PASSWORD = `Aa1!${'x'.repeat(69)}`; // 73 bytes
const asService = () => ({ Authorization: `Bearer ${b.serviceRoleKey}` });
/** A pattern that never matches and makes Postgres try every position: `*a*a*…`. */
const slowPattern = (length: number) => '*a'.repeat(Math.ceil(length / 2)).slice(0, length);
// Names every object inherits: looked up with `in`, they once reached the SQL text.
const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];

const CASES: Case[] = [
  {
    name: 'an e-mail of 80,000 dots',
    ...signup({ ...ok, email: `a@${'.'.repeat(80_000)}` }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'an e-mail of 80,000 dots at sign-in',
    ...password({ ...ok, email: `a@${'.'.repeat(80_000)}` }),
    status: 400,
    code: 'invalid_credentials',
  },
  {
    name: 'an e-mail of 256 characters',
    ...signup({ ...ok, email: `${'a'.repeat(244)}@example.com` }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a NUL in the e-mail',
    ...signup({ ...ok, email: 'a\u0000b@example.com' }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a NUL in the e-mail at sign-in',
    ...password({ ...ok, email: 'a\u0000b@example.com' }),
    status: 400,
    code: 'invalid_credentials',
  },
  { name: 'two @', ...signup({ ...ok, email: 'a@b@example.com' }), status: 400, code: 'validation_failed' },
  { name: 'an e-mail that is a number', ...signup({ ...ok, email: 12345 }), status: 400, code: 'validation_failed' },
  { name: 'a JSON array body', ...signup([ok]), status: 400, code: 'validation_failed' },
  {
    name: 'a password of 73 bytes',
    ...signup({ ...ok, password: LONG_PASSWORD }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a password of 40 characters but 78 bytes',
    ...signup({ ...ok, password: `Aa1!${'é'.repeat(37)}` }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a NUL in user data',
    ...signup({ ...ok, email: 'dados-nul@example.com', data: { nome: 'a\u0000b' } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a NUL in a refresh token',
    path: '/auth/v1/token?grant_type=refresh_token',
    method: 'POST',
    body: { refresh_token: 'abc\u0000def' },
    status: 400,
    code: 'refresh_token_not_found',
  },
  { name: 'broken JSON', path: '/auth/v1/signup', method: 'POST', raw: '{"email":', status: 400, code: 'bad_json' },
  {
    name: 'an unknown grant',
    path: '/auth/v1/token?grant_type=magic',
    method: 'POST',
    body: ok,
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a token issued tomorrow on /user',
    path: '/auth/v1/user',
    headers: () => ({ Authorization: `Bearer ${tomorrow}` }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'alg none on /user',
    path: '/auth/v1/user',
    headers: () => ({
      Authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`,
    }),
    status: 403,
    code: 'bad_jwt',
  },
  {
    name: 'a token issued tomorrow on rest',
    path: '/rest/v1/egressos?select=nome',
    headers: () => ({ Authorization: `Bearer ${tomorrow}` }),
    status: 401,
    code: 'PGRST303',
  },
  { name: 'malformed percent-encoding in a REST path', path: '/rest/v1/%E0%A4%A', status: 400, code: 'PGRST100' },
  { name: 'a NUL in a REST filter', path: '/rest/v1/egressos?select=nome&nome=eq.a%00b', status: 400, code: '22021' },
  // As the service role, so the row reaches Postgres instead of stopping at the grants.
  {
    name: 'a NUL in a REST body',
    path: '/rest/v1/egressos',
    method: 'POST',
    body: { nome: 'a\u0000b' },
    headers: () => ({ Authorization: `Bearer ${b.serviceRoleKey}` }),
    status: 400,
    code: '22P05',
  },
  { name: 'an unknown table', path: '/rest/v1/nao_existe', status: 404, code: 'PGRST205' },
  { name: 'an unknown column', path: '/rest/v1/egressos?select=senha', status: 400, code: '42703' },
  {
    name: 'user data nested 50,000 levels',
    path: '/auth/v1/signup',
    method: 'POST',
    raw: `{"email":"fundo@example.com","password":"${STRONG_PASSWORD}","data":{"a":${nested(50_000)}}}`,
    status: 400,
    code: 'bad_json',
  },
  {
    name: 'user data of 900 KB',
    ...signup({ ...ok, email: 'grande@example.com', data: { bio: 'x'.repeat(900_000) } }),
    status: 400,
    code: 'validation_failed',
  },
  {
    name: 'a sign-up body over 1 MB',
    ...signup({ ...ok, password: 'x'.repeat(MAX_BODY_BYTES) }),
    status: 413,
    code: 'request_too_large',
  },
  {
    name: 'a REST body nested 50,000 levels',
    path: '/rest/v1/egressos',
    method: 'POST',
    raw: `{"nome":${nested(50_000)}}`,
    headers: asService,
    status: 400,
    code: 'PGRST102',
  },
  {
    name: 'a REST body over 1 MB',
    path: '/rest/v1/egressos',
    method: 'POST',
    body: { nome: 'x'.repeat(MAX_BODY_BYTES) },
    headers: asService,
    status: 413,
    code: 'PGRST413',
  },
  // Postgres's own limit (class 54), which PostgREST answers with 500.
  {
    name: 'a REST filter nested 7,000 levels on an array column',
    path: `/rest/v1/producao_cientifica?autores=eq.${'{'.repeat(7000)}${'}'.repeat(7000)}`,
    status: 400,
    code: '54000',
  },
  {
    name: 'a select of 1,700 columns',
    path: `/rest/v1/egressos?select=${Array.from({ length: 1700 }, () => 'nome').join(',')}`,
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'an ilike pattern of 14 KB',
    path: `/rest/v1/egressos?titulo_trabalho=ilike.${slowPattern(14 * 1024)}`,
    status: 400,
    code: 'PGRST100',
  },
  ...INHERITED.flatMap((name): Case[] => [
    { name: `the operator ${name}`, path: `/rest/v1/blog_posts?status=${name}.x`, status: 400, code: 'PGRST100' },
    { name: `is.${name}`, path: `/rest/v1/blog_posts?status=is.${name}`, status: 400, code: 'PGRST100' },
    { name: `the order ${name}`, path: `/rest/v1/blog_posts?order=slug.${name}`, status: 400, code: 'PGRST100' },
  ]),
  // What a page on another site can send without a CORS preflight: the key in the URL and a
  // text/plain or form body.
  {
    name: 'a text/plain sign-up with the key in the URL',
    path: `/auth/v1/signup?apikey=__ANON__`,
    method: 'POST',
    raw: JSON.stringify({ ...ok, email: 'csrf@example.com' }),
    bare: true,
    headers: () => ({ 'Content-Type': 'text/plain;charset=UTF-8' }),
    status: 415,
    code: 'bad_json',
  },
  {
    name: 'a form-encoded sign-up',
    path: `/auth/v1/signup?apikey=__ANON__`,
    method: 'POST',
    raw: 'email=csrf%40example.com&password=Forte%23Senha9',
    bare: true,
    headers: () => ({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 415,
    code: 'bad_json',
  },
  {
    name: 'a text/plain sign-in',
    ...password(ok),
    headers: () => ({ 'Content-Type': 'text/plain' }),
    status: 415,
    code: 'bad_json',
  },
  {
    name: 'a form-encoded sign-in',
    path: '/auth/v1/token?grant_type=password',
    method: 'POST',
    raw: 'email=hostil%40example.com&password=x',
    headers: () => ({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 415,
    code: 'bad_json',
  },
  {
    name: 'a refresh without a Content-Type',
    path: '/auth/v1/token?grant_type=refresh_token',
    method: 'POST',
    raw: '{"refresh_token":"x"}',
    headers: () => ({ 'Content-Type': '' }),
    status: 415,
    code: 'bad_json',
  },
];

describe(`hostile input gets a 4xx with the right shape on ${DATABASE_LABEL}`, () => {
  it.each(CASES)('$name → $status $code', async (c) => {
    const res = await fetch(`${b.url}${c.path.replace('__ANON__', b.anonKey)}`, {
      method: c.method ?? 'GET',
      headers: c.bare ? c.headers?.() : { apikey: b.anonKey, ...VERSIONED, ...c.headers?.() },
      body: c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body)),
    });
    // Without X-Supabase-Api-Version, GoTrue answers in its legacy shape {code, error_code, msg}.
    const body = (await res.json()) as { code?: unknown; message?: unknown; error_code?: unknown; msg?: unknown };
    const code = c.bare ? body.error_code : body.code;
    expect({ status: res.status, code }).toEqual({ status: c.status, code: c.code });
    expect(typeof (c.bare ? body.msg : body.message)).toBe('string');
  });

  it('the gateway refuses a missing or unknown key with 401', async () => {
    expect((await fetch(`${b.url}/rest/v1/egressos`)).status).toBe(401);
    expect((await fetch(`${b.url}/rest/v1/egressos`, { headers: { apikey: 'x' } })).status).toBe(401);
  });
});

/** Sends raw bytes and returns the status line the server answers with. */
function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  const port = () => Number(new URL(b.url).port);
  it('headers over the limit → 431', async () => {
    const padding = 'x'.repeat(MAX_HEADER_BYTES);
    expect(
      await rawStatus(port(), `GET /rest/v1/egressos HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${padding}\r\n\r\n`),
    ).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  });
  it('a malformed request line → 400', async () => {
    expect(await rawStatus(port(), 'NOT A REQUEST\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
  });
  // The parser lets these through; they are no URL.
  it.each(['http://[', '//[', 'http://x:99999/rest/v1/egressos'])('the request target %s → 400', async (target) => {
    expect(await rawStatus(port(), `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).toBe(
      'HTTP/1.1 400 Bad Request',
    );
  });
});

describe('the same rules as GoTrue', () => {
  it('normalises the e-mail the same way at sign-up and sign-in', async () => {
    const email = uniqueEmail('Caixa');
    const up = await fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: b.anonKey, ...VERSIONED },
      body: JSON.stringify({ email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD }),
    });
    expect(up.status).toBe(200);
    expect(((await up.json()) as { user: { email: string } }).user.email).toBe(email.toLowerCase());
    const signIn = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: b.anonKey, ...VERSIONED },
      body: JSON.stringify({ email: ` ${email} `, password: STRONG_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  });

  it('a 72-byte password works, and its 73-byte extension does not sign in (no truncation)', async () => {
    const email = uniqueEmail('longa');
    const exact = LONG_PASSWORD.slice(0, 72);
    const headers = { apikey: b.anonKey, ...VERSIONED };
    expect(
      (
        await fetch(`${b.url}/auth/v1/signup`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: exact }),
        })
      ).status,
    ).toBe(200);
    const longer = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: `${exact}y` }),
    });
    expect(longer.status).toBe(400);
    expect(await longer.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it.each([
    ['a@b.co', undefined],
    ['nome.sobrenome+tag@sub.exemplo.edu.br', undefined],
    ['a@b', 'Unable to validate email address: invalid format'],
    ['@b.co', 'Unable to validate email address: invalid format'],
    ['a b@c.co', 'Unable to validate email address: invalid format'],
    ['a@-b.co', 'Unable to validate email address: invalid format'],
    ['a@b..co', 'Unable to validate email address: invalid format'],
    ['', 'An email address is required'],
    [`${'a'.repeat(251)}@b.co`, 'An email address is too long'],
  ])('emailProblem(%j) → %s', (email, problem) => {
    expect(emailProblem(normalizeEmail(email))).toBe(problem);
  });

  it("hashes in GoTrue's $2a$ form and reads $2a$ and $2b$ hashes", async () => {
    const hash = await hashPassword(STRONG_PASSWORD, 4);
    expect(hash).toMatch(/^\$2a\$04\$[./A-Za-z0-9]{53}$/);
    expect(await comparePassword(STRONG_PASSWORD, hash)).toBe(true);
    expect(await comparePassword(STRONG_PASSWORD, hash.replace('$2a$', '$2b$'))).toBe(true);
    expect(await comparePassword('Outra#Senha9', hash)).toBe(false);
  });

  it('rate-limits sign-ups like sign-ins (sign_in_sign_ups), with 429', async () => {
    const limited = await backend({ rateLimit: 2 });
    try {
      const attempt = () =>
        fetch(`${limited.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: limited.anonKey, ...VERSIONED },
          body: JSON.stringify({ email: uniqueEmail('limite'), password: STRONG_PASSWORD }),
        });
      expect((await attempt()).status).toBe(200);
      expect((await attempt()).status).toBe(200);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ code: 'over_request_rate_limit' });
      expect(third.headers.get('retry-after')).toBe('300');
    } finally {
      await limited.close();
    }
  });
});

describe('sign-ins run off the event loop', () => {
  it('/health answers while a burst of sign-ins is still being hashed', async () => {
    const slow = await backend({ bcryptCost: 10, rateLimit: 0 });
    try {
      const order: string[] = [];
      const signIns = Array.from({ length: 16 }, () =>
        fetch(`${slow.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: slow.anonKey, ...VERSIONED },
          body: JSON.stringify({ email: slow.adminEmail, password: slow.adminPassword }),
        }).then(async (res) => {
          expect(res.status).toBe(200);
          await res.arrayBuffer();
          order.push('sign-in');
        }),
      );
      // Sent once the server has surely accepted the burst; it must not queue behind it.
      await new Promise((resolve) => setImmediate(resolve));
      const health = await fetch(`${slow.url}/auth/v1/health`);
      order.push('health');
      expect(health.status).toBe(200);
      await Promise.all(signIns);
      // Each sign-in is tens of milliseconds of bcrypt: with hashing on the event loop the
      // health check waited behind several of them; off it, it answers first.
      expect(order[0]).toBe('health');
    } finally {
      await slow.close();
    }
  });
});

describe('user metadata', () => {
  /** Sign-up `data` whose JSON is exactly `bytes` long. */
  const metadata = (bytes: number) => ({ bio: 'x'.repeat(bytes - '{"bio":""}'.length) });
  const signUp = (data: unknown) =>
    fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: b.anonKey, ...VERSIONED },
      body: JSON.stringify({ email: uniqueEmail('meta'), password: STRONG_PASSWORD, data }),
    });

  it('one byte over the limit is refused', async () => {
    const res = await signUp(metadata(MAX_USER_METADATA_BYTES + 1));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('the largest allowed still gives a token every endpoint accepts', async () => {
    const res = await signUp(metadata(MAX_USER_METADATA_BYTES));
    expect(res.status).toBe(200);
    const { access_token: token } = (await res.json()) as { access_token: string };
    const headers = { apikey: b.anonKey, Authorization: `Bearer ${token}` };
    const user = await fetch(`${b.url}/auth/v1/user`, { headers });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { user_metadata: unknown }).user_metadata).toEqual(
      metadata(MAX_USER_METADATA_BYTES),
    );
    expect((await fetch(`${b.url}/rest/v1/egressos?select=nome&limit=1`, { headers })).status).toBe(200);
  });
});

describe('slow reads', () => {
  it('/health answers while the longest accepted ilike patterns hold the database', async () => {
    // 5,000 rows of 250 characters, four reads of MAX_LIKE_PATTERN_CHARS each: with the database
    // on the server's thread, /health waited behind all four.
    for (let start = 0; start < 5000; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        nome: `Lento ${start + i}`,
        nivel: 'Mestrado',
        titulo_trabalho: `Trabalho ${start + i} `.padEnd(250, 'bcdefghij'),
        ano_conclusao: 2020,
      }));
      const res = await fetch(`${b.url}/rest/v1/egressos`, {
        method: 'POST',
        headers: { apikey: b.anonKey, ...VERSIONED, ...asService() },
        body: JSON.stringify(rows),
      });
      expect(res.status).toBe(201);
    }
    const order: string[] = [];
    const reads = Array.from({ length: 4 }, () =>
      fetch(`${b.url}/rest/v1/egressos?select=id&titulo_trabalho=ilike.${slowPattern(MAX_LIKE_PATTERN_CHARS)}`, {
        headers: { apikey: b.anonKey },
      }).then(async (res) => {
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual([]);
        order.push('read');
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const health = await fetch(`${b.url}/auth/v1/health`);
    order.push('health');
    expect(health.status).toBe(200);
    await Promise.all(reads);
    expect(order[0]).toBe('health');
  });
});

describe('after all of the above', () => {
  it('the backend still answers and signs in', async () => {
    expect((await fetch(`${b.url}/auth/v1/health`)).status).toBe(200);
    const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: b.anonKey, ...VERSIONED },
      body: JSON.stringify({ email: b.adminEmail, password: b.adminPassword }),
    });
    expect(res.status).toBe(200);
  });
});
