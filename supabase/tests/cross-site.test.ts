// What a page on another site can make a browser send to the stand-in without a CORS preflight:
// a form (text/plain, form-encoded, multipart), a no-cors fetch, a URL with `apikey` in it. Writes
// in those shapes are refused with 415 before any database work, and the service_role key is
// never taken from a URL; supabase-js keeps working. First over plain HTTP, then from a page of
// another origin in Chromium, with the database checked afterwards.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../local/server.ts';
import { client, DATABASE_LABEL, freshDatabaseUrl, uniqueEmail, type Client } from './support.ts';

let b: LocalBackend;
let service: Client;
beforeAll(async () => {
  const databaseUrl = await freshDatabaseUrl('cross_site');
  b = await startLocalBackend({ port: 0, dataDir: 'memory', databaseUrl, bcryptCost: 4, rateLimit: 0 });
  service = client(b.url, b.serviceRoleKey);
});
afterAll(async () => {
  await b?.close();
});

let counter = 0;
/** A blog post the service role may insert, under a slug no other case uses. */
const post = (tag: string) => ({
  title: `Forjado ${tag}`,
  slug: `forjado-${tag}-${Date.now().toString(36)}-${++counter}`,
  content: 'Texto enviado por outro site.',
  author: 'Outro site',
  status: 'published' as const,
});

/** The rows with these slugs, read as the service role (RLS does not hide any). */
async function rowsWithSlugs(...slugs: string[]): Promise<{ slug: string; title: string }[]> {
  const { data, error } = await service.from('blog_posts').select('slug, title').in('slug', slugs);
  expect(error).toBeNull();
  return data ?? [];
}

const asService = () => ({ apikey: b.serviceRoleKey, Authorization: `Bearer ${b.serviceRoleKey}` });

describe(`REST writes take JSON only, on ${DATABASE_LABEL}`, () => {
  const form = (row: Record<string, string>) => new URLSearchParams(row).toString();
  const multipart = (row: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(row)) data.append(name, value);
    return data;
  };
  // fetch sets a Uint8Array body's Content-Type to nothing, as a no-cors fetch of a Blob does.
  const untyped = (row: Record<string, string>) => new TextEncoder().encode(JSON.stringify(row));

  it.each([
    ['text/plain', 'text/plain', (row: Record<string, string>) => JSON.stringify(row)],
    ['text/plain;charset=UTF-8', 'text/plain', (row: Record<string, string>) => JSON.stringify(row)],
    ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', form],
    ['multipart/form-data (a FormData body)', 'multipart/form-data', multipart],
    ['no Content-Type at all', 'none', untyped],
  ] as const)('a POST as %s → 415 PGRST102, and no row', async (label, named, encode) => {
    const row = post('post');
    const headers: Record<string, string> = asService();
    if (label.startsWith('text/') || label.startsWith('application/')) headers['Content-Type'] = label;
    const res = await fetch(`${b.url}/rest/v1/blog_posts`, { method: 'POST', headers, body: encode(row) });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      code: 'PGRST102',
      message: `Content-Type not acceptable: ${named}`,
      details: null,
      hint: 'Send the body as JSON with Content-Type: application/json',
    });
    expect(await rowsWithSlugs(row.slug)).toEqual([]);
  });

  it('PATCH, PUT and a DELETE with a body are refused the same way, and nothing changes', async () => {
    const row = post('kept');
    expect((await service.from('blog_posts').insert(row)).error).toBeNull();
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const res = await fetch(`${b.url}/rest/v1/blog_posts?slug=eq.${row.slug}`, {
        method,
        headers: { ...asService(), 'Content-Type': 'text/plain' },
        body: JSON.stringify({ title: 'Trocado' }),
      });
      expect({ method, status: res.status }).toEqual({ method, status: 415 });
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    }
    expect(await rowsWithSlugs(row.slug)).toEqual([{ slug: row.slug, title: row.title }]);
  });

  it('refuses before the key is verified or the database read: a bad token, an unknown table', async () => {
    const headers = { apikey: b.anonKey, 'Content-Type': 'text/plain' };
    const badToken = await fetch(`${b.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { ...headers, Authorization: 'Bearer x.y.z' },
      body: '{}',
    });
    expect(badToken.status).toBe(415);
    const unknownTable = await fetch(`${b.url}/rest/v1/nao_existe`, { method: 'POST', headers, body: '{}' });
    expect(unknownTable.status).toBe(415);
  });

  it('a DELETE without a body needs no Content-Type', async () => {
    const row = post('apagado');
    expect((await service.from('blog_posts').insert(row)).error).toBeNull();
    const res = await fetch(`${b.url}/rest/v1/blog_posts?slug=eq.${row.slug}`, {
      method: 'DELETE',
      headers: asService(),
    });
    expect(res.status).toBe(204);
    expect(await rowsWithSlugs(row.slug)).toEqual([]);
  });

  it('JSON with a charset is taken, and supabase-js inserts, updates and deletes as before', async () => {
    const raw = post('json');
    const res = await fetch(`${b.url}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: { ...asService(), 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(raw),
    });
    expect(res.status).toBe(201);

    const row = post('supabase-js');
    const inserted = await service.from('blog_posts').insert(row).select('slug').single();
    expect(inserted).toMatchObject({ status: 201, error: null, data: { slug: row.slug } });
    const updated = await service.from('blog_posts').update({ title: 'Atualizado' }).eq('slug', row.slug);
    expect(updated).toMatchObject({ status: 204, error: null });
    expect(await rowsWithSlugs(row.slug, raw.slug)).toEqual(
      expect.arrayContaining([
        { slug: row.slug, title: 'Atualizado' },
        { slug: raw.slug, title: raw.title },
      ]),
    );
    const deleted = await service.from('blog_posts').delete().in('slug', [row.slug, raw.slug]);
    expect(deleted).toMatchObject({ status: 204, error: null });
    expect(await rowsWithSlugs(row.slug, raw.slug)).toEqual([]);
  });
});

describe(`the apikey URL parameter, on ${DATABASE_LABEL}`, () => {
  it('refuses the service_role key there with 401, shaped like an invalid key, hint naming the header', async () => {
    const invalid = await fetch(`${b.url}/rest/v1/blog_posts?select=slug&apikey=nao-e-chave`);
    expect(invalid.status).toBe(401);
    const invalidBody = (await invalid.json()) as Record<string, unknown>;
    const requests: [string, RequestInit][] = [
      [`/rest/v1/blog_posts?select=slug&apikey=${b.serviceRoleKey}`, {}],
      // The header's anon key does not make the URL's service key acceptable.
      [`/rest/v1/blog_posts?select=slug&apikey=${b.serviceRoleKey}`, { headers: { apikey: b.anonKey } }],
      [`/rest/v1/blog_posts?select=slug&apikey=${b.anonKey}&apikey=${b.serviceRoleKey}`, {}],
      [
        `/rest/v1/blog_posts?apikey=${b.serviceRoleKey}`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(post('url')) },
      ],
      [`/auth/v1/admin/users?apikey=${b.serviceRoleKey}`, { headers: { Authorization: `Bearer ${b.serviceRoleKey}` } }],
    ];
    for (const [path, init] of requests) {
      const res = await fetch(`${b.url}${path}`, init);
      const body = (await res.json()) as Record<string, unknown>;
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(Object.keys(body).sort()).toEqual(Object.keys(invalidBody).sort());
      expect(body.message).toBe(invalidBody.message);
      expect(body.hint).toMatch(/header/);
    }
  });

  it('takes the service_role key from the header: it reads drafts', async () => {
    const draft = { ...post('rascunho'), status: 'draft' as const };
    expect((await service.from('blog_posts').insert(draft)).error).toBeNull();
    expect(await rowsWithSlugs(draft.slug)).toEqual([{ slug: draft.slug, title: draft.title }]);
    const raw = await fetch(`${b.url}/rest/v1/blog_posts?select=slug&slug=eq.${draft.slug}`, { headers: asService() });
    expect({ status: raw.status, body: await raw.json() }).toEqual({ status: 200, body: [{ slug: draft.slug }] });
  });

  it('takes the anon key there for reads, and it stays anon: published rows only, no writes', async () => {
    const draft = { ...post('oculto'), status: 'draft' as const };
    const published = post('visivel');
    expect((await service.from('blog_posts').insert([draft, published])).error).toBeNull();
    const read = await fetch(
      `${b.url}/rest/v1/blog_posts?select=slug&slug=in.(${draft.slug},${published.slug})&apikey=${b.anonKey}`,
    );
    expect({ status: read.status, body: await read.json() }).toEqual({ status: 200, body: [{ slug: published.slug }] });
    const write = await fetch(`${b.url}/rest/v1/blog_posts?apikey=${b.anonKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(post('anon')),
    });
    expect(write.status).toBe(401);
    expect(await write.json()).toMatchObject({ code: '42501' });
  });
});

/**
 * The attacker's page: forms that post into iframes of their own (so the page stays to be
 * driven, and one answer's navigation never cancels another's) and a script that sends no-cors
 * fetches. Served from 127.0.0.1 but opened as attacker.test, because the stand-in's CORS lets
 * local origins (any 127.0.0.1 port) in, and another site is not one.
 */
function attackerPage(backend: string, keys: { anon: string; service: string }, rows: Record<string, object>): string {
  const attr = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  // A text/plain form sends `name=value`. Split JSON whose last value starts with `=` there, and
  // the body is that JSON exactly (plus a line break, which JSON allows).
  const jsonForm = (id: string, action: string, row: object) => {
    const json = JSON.stringify(row);
    const cut = json.lastIndexOf('"=') + 1;
    return `<form id="${id}" method="post" enctype="text/plain" target="${id}-frame" action="${attr(action)}">
      <input type="hidden" name="${attr(json.slice(0, cut))}" value="${attr(json.slice(cut + 1))}"></form>
      <iframe name="${id}-frame" title="${id}"></iframe>`;
  };
  const fields = (row: object) =>
    Object.entries(row)
      .map(([name, value]) => `<input type="hidden" name="${attr(name)}" value="${attr(String(value))}">`)
      .join('');
  return `<!doctype html><html><head><title>Outro site</title></head><body>
    ${jsonForm('service-text', `${backend}/rest/v1/blog_posts?apikey=${keys.service}`, rows.serviceForm!)}
    <form id="anon-urlencoded" method="post" target="anon-urlencoded-frame" action="${attr(`${backend}/rest/v1/blog_posts?apikey=${keys.anon}`)}">${fields(rows.anonForm!)}</form>
    ${jsonForm('signup-text', `${backend}/auth/v1/signup?apikey=${keys.anon}`, rows.signup!)}
    <iframe name="anon-urlencoded-frame" title="anon-urlencoded"></iframe>
    <script>
      // Resolves with the response type the page sees: opaque, whatever the server answered.
      window.sendNoCors = async (url, body, type) => {
        const init = { method: 'POST', mode: 'no-cors', body };
        if (type === 'blob') init.body = new Blob([body]);
        else init.headers = { 'Content-Type': type };
        return (await fetch(url, init)).type;
      };
    </script>
  </body></html>`;
}

describe(`the names the stand-in answers to, on ${DATABASE_LABEL}`, () => {
  /** A GET of published posts with the anon key, naming `host` in the Host header. */
  const asHost = (host: string) =>
    new Promise<number>((resolve, reject) => {
      const { port } = new URL(b.url);
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/rest/v1/blog_posts?select=slug', headers: { host, apikey: b.anonKey } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.once('error', reject);
      request.end();
    });

  it.each(['127.0.0.1', 'localhost', '[::1]', 'LOCALHOST'])('answers a request to %s', async (name) => {
    expect(await asHost(`${name}:${new URL(b.url).port}`)).toBe(200);
  });

  it.each(['attacker.test', 'attacker.test:54321', '127.0.0.1.attacker.test', 'localhost.attacker.test'])(
    'refuses a request that names %j (a rebound name), 421',
    async (host) => {
      expect(await asHost(host)).toBe(421);
    },
  );
});

describe(`a page on another site, in Chromium, on ${DATABASE_LABEL}`, () => {
  let attacker: Server;
  let browser: Browser;
  let page: Page;
  let origin = '';
  const rows = {
    serviceForm: { ...post('form-service'), excerpt: '= sent by a form' },
    anonForm: post('form-anon'),
    serviceFetch: post('fetch-service'),
    anonFetch: post('fetch-anon'),
    untypedFetch: post('fetch-untyped'),
    signup: { email: uniqueEmail('csrf'), password: '=Forte#Senha9' },
  };

  beforeAll(async () => {
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(attackerPage(b.url, { anon: b.anonKey, service: b.serviceRoleKey }, rows));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    origin = `http://attacker.test:${(attacker.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP attacker.test 127.0.0.1',
        '--no-proxy-server',
      ],
    });
    page = await browser.newPage();
    await page.goto(`${origin}/`);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.close(resolve));
  });

  /** Waits for the backend's answer to what `act` makes the page send to `path`. */
  async function answer(path: string, act: () => Promise<unknown>): Promise<Response> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().startsWith(`${b.url}${path}`) && r.request().method() === 'POST'),
      act(),
    ]);
    // Sent by the other site's page. (Playwright sees a no-cors fetch's request as the page made
    // it, before Chromium adds the Origin header; the Referer is there in both cases.)
    expect(await response.request().headerValue('referer')).toBe(`${origin}/`);
    return response;
  }
  const submit = (id: string) =>
    answer(id === 'signup-text' ? '/auth/v1/signup' : '/rest/v1/blog_posts', () =>
      page.locator(`#${id}`).evaluate((form: HTMLFormElement) => form.submit()),
    );
  const noCors = (key: string, body: string, type: string) =>
    answer('/rest/v1/blog_posts', async () => {
      const seen = await page.evaluate(
        ([url, text, kind]) =>
          (window as unknown as { sendNoCors: (...a: string[]) => Promise<string> }).sendNoCors(url!, text!, kind!),
        [`${b.url}/rest/v1/blog_posts?apikey=${key}`, body, type],
      );
      expect(seen).toBe('opaque');
    });

  it('a text/plain form with the service_role key in the URL → 401', async () => {
    expect((await submit('service-text')).status()).toBe(401);
  });

  it('a form-encoded form with the anon key in the URL → 415', async () => {
    expect((await submit('anon-urlencoded')).status()).toBe(415);
  });

  it('a text/plain sign-up form with the anon key in the URL → 415', async () => {
    expect((await submit('signup-text')).status()).toBe(415);
  });

  it('a no-cors fetch with the service_role key in the URL → 401', async () => {
    const response = await noCors(b.serviceRoleKey, JSON.stringify(rows.serviceFetch), 'text/plain;charset=UTF-8');
    expect(response.status()).toBe(401);
  });

  it('a no-cors fetch with the anon key in the URL and a JSON text/plain body → 415', async () => {
    const response = await noCors(b.anonKey, JSON.stringify(rows.anonFetch), 'text/plain');
    expect(response.status()).toBe(415);
  });

  it('a no-cors fetch of JSON with no Content-Type → 415', async () => {
    const response = await noCors(b.anonKey, JSON.stringify(rows.untypedFetch), 'blob');
    expect(await response.request().headerValue('content-type')).toBeNull();
    expect(response.status()).toBe(415);
  });

  it('afterwards the database has none of those rows nor the account', async () => {
    const slugs = [rows.serviceForm, rows.anonForm, rows.serviceFetch, rows.anonFetch, rows.untypedFetch];
    expect(await rowsWithSlugs(...slugs.map((row) => row.slug))).toEqual([]);
    const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).not.toContain(rows.signup.email);
    // What the service_role form sent was a valid row: as JSON with the key in a header, it is created.
    expect((await service.from('blog_posts').insert(rows.serviceForm)).error).toBeNull();
    expect(await rowsWithSlugs(rows.serviceForm.slug)).toHaveLength(1);
  });
});
