import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BACKEND, expect, hydrated, test } from './fixtures';

const list = (page: Page) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Últimas notícias' }) });
const cards = (page: Page) => list(page).getByRole('article');
const contentTitles = async (): Promise<string[]> =>
  (JSON.parse(await readFile('.velite/news.json', 'utf8')) as Array<{ title: string }>).map((item) => item.title);

// Rows of supabase/seed.sql: those visitors see, and the drafts and the published post dated two
// weeks ahead, which they do not.
const PUBLISHED = [
  'Nova pesquisa sobre climatério e saúde cardiovascular',
  'Resultado da distribuição de bolsas de 2026',
  'Estudo avalia o treinamento do assoalho pélvico depois do parto',
  'Aula inaugural abre o ano letivo com palestra sobre mortalidade materna',
  'Calendário de qualificações e defesas de 2026 está disponível',
];
const NOT_SHOWN = [
  'Rascunho: balanço da avaliação quadrienal',
  'Rascunho: guia do aluno ingressante',
  'Semana da Saúde da Mulher terá atividades abertas ao público',
];
const POSTS_TIMEOUT_MS = 8000;
const notice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'As notícias publicadas no sistema não puderam ser carregadas agora' });

test('the served /noticias lists the content news at once', async () => {
  const html = await readFile('dist/noticias.html', 'utf8');
  for (const title of await contentTitles()) expect(html).toContain(title);
  for (const title of PUBLISHED) expect(html).not.toContain(`>${title}<`);
});

test('published database posts join the content news, newest first, each linking to its page', async ({ page }) => {
  await page.goto('/noticias');
  await hydrated(page);
  for (const title of [...(await contentTitles()), ...PUBLISHED])
    await expect(list(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  for (const title of NOT_SHOWN) await expect(page.getByText(title)).toHaveCount(0);
  // Other tests publish posts of their own in /cms meanwhile (tests/e2e/cms.spec.ts): these must
  // all be there, once each.
  const titles = await cards(page).getByRole('heading').allTextContents();
  const expected = [...(await contentTitles()), ...PUBLISHED];
  expect(titles.filter((title) => expected.includes(title)).sort()).toEqual(expected.sort());
  const dates = await cards(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  const hrefs = await cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/noticias\/[a-z0-9-]+$/);
  await list(page).getByRole('link', { name: PUBLISHED[0], exact: true }).click();
  await expect(page).toHaveURL(/\/noticias\/pesquisa-climaterio-cardiovascular$/);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED[0] })).toBeVisible();
});

test('a database post’s page shows its loading state until the post replaces it, never an empty page', async ({
  page,
}) => {
  // Records whether the page's root is ever left without content after the shell has arrived.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      new MutationObserver(() => {
        if (root.childElementCount === 0) document.documentElement.dataset.rootEmptied = '';
      }).observe(root, { childList: true });
    });
  });
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${BACKEND}/rest/v1/blog_posts**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/noticias/pesquisa-climaterio-cardiovascular');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Carregando notícia…' })).toBeVisible();
  answer();
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED[0] })).toBeVisible();
  expect(await page.evaluate(() => 'rootEmptied' in document.documentElement.dataset)).toBe(false);
});

test.describe('backend unavailable', () => {
  test.use({ allowedConsole: /ERR_FAILED|ERR_CONNECTION|Failed to fetch|ERR_ABORTED|AbortError/ });

  test('a backend that is down leaves the content news and a short notice', async ({ page }) => {
    await page.clock.install();
    await page.route(`${BACKEND}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/noticias');
    await hydrated(page);
    await expect(cards(page)).toHaveCount((await contentTitles()).length);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Carregando as notícias publicadas no sistema',
    );
    await page.clock.runFor(POSTS_TIMEOUT_MS);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(cards(page)).toHaveCount((await contentTitles()).length);
  });

  test('a backend that does not answer: loading, then the notice, never an endless spinner', async ({ page }) => {
    await page.clock.install();
    await page.route(`${BACKEND}/rest/**`, () => undefined);
    await page.goto('/noticias');
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Carregando as notícias publicadas no sistema',
    );
    await expect(cards(page)).toHaveCount((await contentTitles()).length);
    await page.clock.runFor(POSTS_TIMEOUT_MS);
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });
});

test('posts written before the database refused them (no real date, a blank or enormous title) show what they have on every page that lists them', async ({
  page,
}) => {
  // Rows as the local backend returns such rows (supabase/tests/bad-rows.test.ts writes them by SQL).
  const post = { excerpt: null, content: 'Texto antigo.', category: 'Geral', author: 'Secretaria' };
  const undated = { ...post, slug: 'antigo-sem-data', title: 'Aviso antigo Quimerismo', published_on: '-infinity' };
  // A title of nothing but a zero-width space, and no category: "Sem título", no badge.
  const blank = {
    ...post,
    slug: 'antigo-sem-titulo',
    title: '\u200b',
    category: '\u00a0',
    published_on: '2026-01-02',
  };
  const giant = {
    ...post,
    slug: 'antigo-gigante',
    title: `Gigante ${'x'.repeat(200_000)}`,
    published_on: '2026-01-03',
  };
  const bad = [undated, blank, giant];
  await page.route(`${BACKEND}/rest/v1/blog_posts**`, async (route) => {
    const one = bad.find((row) => route.request().url().includes(`slug=eq.${row.slug}`));
    if (one) return route.fulfill({ json: one, headers: { 'Access-Control-Allow-Origin': '*' } });
    const response = await route.fetch();
    const rows = (await response.json()) as object[];
    return route.fulfill({ response, json: [...rows, ...bad] });
  });
  for (const path of ['/noticias', '/en/noticias', '/es/noticias']) {
    await page.goto(path);
    await hydrated(page);
    const card = cards(page).filter({ hasText: undated.title });
    await expect(card).toBeVisible();
    await expect(card.locator('time')).toHaveCount(0);
    await expect(cards(page).last()).toContainText(undated.title);
    const untitled = cards(page).filter({ has: page.getByRole('link', { name: 'Sem título', exact: true }) });
    await expect(untitled).toHaveCount(1);
    await expect(untitled.locator('.mantine-Badge-root')).toHaveCount(0);
    // The enormous title is cut at 500 characters.
    await expect(cards(page).getByRole('heading', { name: /^Gigante x+…$/ })).toHaveText(`Gigante ${'x'.repeat(492)}…`);
    for (const title of PUBLISHED)
      await expect(list(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  }
  await page.goto(`/noticias/${undated.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: undated.title })).toBeVisible();
  await expect(page.getByRole('main').locator('time')).toHaveCount(0);
  await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(0);
  await page.goto(`/noticias/${blank.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sem título' })).toBeVisible();
  await expect(page.getByRole('main').locator('time')).toHaveCount(1);
});
