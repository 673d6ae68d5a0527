// The preview server and the deploy headers with a language's pages under its own folder
// (dist/en/…): each language answers unknown addresses and database news with its own pages.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePath, postbuild } from '../build/postbuild.ts';
import { headersFor, parseHeadersFile } from './security-headers.ts';
import { startStaticServer } from './serve.ts';

let dir = '';
let server: Server;
let base = '';
const page = (title: string, script: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${script}</script></head><body><h1>${title}</h1></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ppg-serve-languages-'));
  for (const folder of ['noticias', 'en', 'en/noticias', '.vite']) await mkdir(join(dir, folder), { recursive: true });
  const files: Record<string, string> = {
    'index.html': page('Início', 'a()'),
    'en.html': page('Home', 'b()'),
    'en/orientadores.html': page('Advisers', 'c()'),
    'noticias/__post.html': page('Notícia do banco', 'd()'),
    'en/noticias/__post.html': page('Database news', 'e()'),
    'en/noticias/uma.html': page('One news item', 'f()'),
    '404.html': page('Página não encontrada', 'g()'),
    'en/404.html': page('Page not found', 'h()'),
    '.vite/manifest.json': '{}',
  };
  for (const [file, html] of Object.entries(files)) await writeFile(join(dir, file), html);
  await postbuild({ dist: dir, supabaseUrl: 'http://127.0.0.1:54999' });
  server = await startStaticServer({ root: dir, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a language folder', () => {
  it.each([
    ['/en', 200, 'Home'],
    ['/en/orientadores', 200, 'Advisers'],
    ['/en/nao-existe', 404, 'Page not found'],
    ['/en/a/b/c', 404, 'Page not found'],
    ['/nao-existe', 404, 'Página não encontrada'],
    // A language the build has no folder for is an ordinary unknown path.
    ['/fr/orientadores', 404, 'Página não encontrada'],
    ['/noticias/outra', 200, 'Notícia do banco'],
    ['/en/noticias/outra', 200, 'Database news'],
    ['/en/noticias/uma', 200, 'One news item'],
    // The language's built files that are no page of their own address.
    ['/en/404', 404, 'Page not found'],
    ['/en/404.html', 404, 'Page not found'],
    ['/en/noticias/__post', 404, 'Page not found'],
  ])('%s answers %i with "%s"', async (path, status, title) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  });

  it.each([
    ['/en/orientadores.html', '/en/orientadores'],
    ['/en/orientadores/', '/en/orientadores'],
    ['/en/', '/en'],
    ['/en.html', '/en'],
  ])('%s redirects to %s', async (path, location) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it("each page is sent its own policy: a language's not-found page and news shell included", async () => {
    const rules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8'));
    const policy = async (path: string) => (await fetch(`${base}${path}`)).headers.get('content-security-policy');
    expect(await policy('/en/nao-existe')).toBe(headersFor(rules, '/en/404.html')['Content-Security-Policy']);
    expect(await policy('/en/nao-existe')).not.toBe(await policy('/nao-existe'));
    // The shell's scripts are allowed under /en/noticias/* (with the posts' own).
    expect(headersFor(rules, '/en/noticias/outra')['Content-Security-Policy']).toMatch(/script-src[^;]*'sha256-/);
    expect(rules.map((rule) => rule.path)).toEqual(
      expect.arrayContaining(['/en/404.html', '/en/noticias/*', '/noticias/*']),
    );
    expect(rules.map((rule) => rule.path)).not.toContain('/en/noticias/__post');
  });

  it.each([
    ['index.html', '/'],
    ['en.html', '/en'],
    ['en/orientadores.html', '/en/orientadores'],
    ['404.html', '/404.html'],
    ['en/404.html', '/en/404.html'],
  ])('%s answers %s', (file, path) => {
    expect(pagePath(file)).toBe(path);
  });
});
