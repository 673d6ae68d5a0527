import type { Locator, Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { axeFindings } from './axe';
import { BACKEND, expect, hydrated, languageOf, signInWithSession, test } from './fixtures';

// The lists of scientific output and alumni against the seeded local backend (supabase/seed.sql),
// as a visitor reads them and as an administrator's save reaches them. Every test shares the
// backend, so the checks hold whatever rows other tests add: order, filters and addresses, never
// totals.

const entries = (page: Page) => page.getByRole('main').getByRole('article');
/** Each shown entry's first line: "type · year" (or "level · year"). */
const badges = (page: Page) => entries(page).locator(':scope > p:first-child').allTextContents();
const yearOf = (badge: string) => Number(/(\d{4})$/.exec(badge)?.[1] ?? 0);

async function expectAccessible(page: Page, state: string) {
  // From the top: an element scrolled under the sticky header would read as covered.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeFindings(page), state).toEqual([]);
}

/** The same page at 375 and 1280 px, in one theme and then the other (switched by its button). */
async function expectAccessibleEverywhere(page: Page, state: string) {
  for (const theme of ['dark', 'light']) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible(page, `${state}, ${theme}, ${width} px`);
    }
    if (theme === 'dark') await page.getByRole('button', { name: 'Ativar tema claro' }).first().click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

const SERVICE = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

test('the prerendered shells have their headings and say that the list is loading', async ({ request }) => {
  for (const [path, heading, loading] of [
    ['/producao/todas', 'Toda a Produção Científica', 'Carregando a produção científica…'],
    ['/producao/artigos', 'Artigos', 'Carregando a produção científica…'],
    ['/producao/livros', 'Livros', 'Carregando a produção científica…'],
    ['/producao/teses', 'Teses e Dissertações', 'Carregando a produção científica…'],
    ['/producao/patentes', 'Patentes', 'Carregando a produção científica…'],
    ['/institucional/egressos', 'Egressos', 'Carregando os egressos…'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain(loading);
    expect(html, path).not.toContain('Conteúdo em desenvolvimento');
  }
});

test('/producao/todas: every output newest first, paged, filtered by type and year in the URL; accessible in both themes at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/producao/todas');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Toda a Produção Científica' })).toBeVisible();
  await expect(page.getByText(/^\d+ registros$/)).toBeVisible();
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  const first = await badges(page);
  expect(first).toHaveLength(10);
  expect(first.map(yearOf)).toEqual([...first.map(yearOf)].sort((a, b) => b - a));
  // A database row is Portuguese; here, on a Portuguese page, it carries no lang of its own.
  await expect(entries(page).first().getByRole('heading')).not.toHaveAttribute('lang', /./);
  await expectAccessibleEverywhere(page, '/producao/todas, first page');

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/\/producao\/todas\?pagina=2$/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  const second = await badges(page);
  expect(yearOf(second[0]!)).toBeLessThanOrEqual(yearOf(first.at(-1)!));

  await page.getByLabel('Tipo').selectOption('Tese');
  await expect(page).toHaveURL(/\/producao\/todas\?tipo=Tese$/);
  await expect.poll(() => badges(page)).toContain('Tese · 2014');
  expect((await badges(page)).every((badge) => badge.startsWith('Tese · '))).toBe(true);
  await page.getByLabel('Ano').selectOption('2021');
  await expect(page).toHaveURL(/tipo=Tese&ano=2021$/);
  await expect(entries(page).getByRole('heading')).toHaveText([
    'Translucência nucal e cardiopatias congênitas em população de baixo risco',
  ]);
  await expectAccessible(page, '/producao/todas, filtered');
  await page.getByLabel('Ano').selectOption('2016');
  await expect(
    page.getByRole('status').filter({ hasText: 'Nenhuma produção encontrada com os filtros selecionados.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/producao\/todas$/);
  await expect(entries(page)).toHaveCount(10);
});

test('a kind’s list holds only its types; search’s “Ver página completa” opens a row and a featured publication at their entries', async ({
  page,
}) => {
  await page.goto(`/busca?q=${encodeURIComponent('imuno-histoquímico e sobrevida')}`);
  await hydrated(page);
  const result = page
    .getByRole('article')
    .filter({
      has: page.getByRole('heading', { name: 'Perfil imuno-histoquímico e sobrevida no carcinoma de endométrio' }),
    })
    .filter({ hasText: 'Produção - Tese' });
  await result.getByRole('link', { name: /^Ver página completa/ }).click();
  // The oldest thesis is on the list's last page: the address opens that page at it.
  await expect(page).toHaveURL(/\/producao\/teses#[0-9a-f-]{36}$/);
  const opened = page.locator('article[data-opened]');
  await expect(opened).toBeFocused();
  await expect(opened).toBeInViewport();
  await expect(opened.getByRole('heading')).toHaveText(
    'Perfil imuno-histoquímico e sobrevida no carcinoma de endométrio',
  );
  await expect(opened).toContainText('Tese · 2014');
  await expect(opened).toContainText('AutoresLarissa Menezes Duarte; Otávio Pacheco Lemos');
  await expect(opened).toContainText('Resumo');
  await expect(page.getByText(/^Página 2 de 2$/)).toBeVisible();
  expect(new Set((await badges(page)).map((badge) => badge.split(' · ')[0]))).toEqual(new Set(['Tese', 'Dissertação']));

  await page.goto(`/busca?q=${encodeURIComponent('Marcadores precoces de pré-eclâmpsia')}`);
  await hydrated(page);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /^Marcadores precoces de pré-eclâmpsia/ }) })
    .getByRole('link', { name: /^Ver página completa/ })
    .click();
  await expect(page).toHaveURL(/\/producao\/artigos#coorte-gestantes-pre-eclampsia$/);
  await expect(page.locator('article[data-opened]')).toBeFocused();
  await expect(page.locator('#coorte-gestantes-pre-eclampsia')).toContainText(
    'Publicado emRevista Exemplo de Obstetrícia',
  );
});

test('/en/institucional/egressos: alumni filtered by level and year, their Portuguese marked so; accessible in both themes', async ({
  page,
}) => {
  await page.goto('/en/institucional/egressos?nivel=Doutorado');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => badges(page)).toContain('Doutorado · 2014');
  expect((await badges(page)).every((badge) => badge.startsWith('Doutorado · '))).toBe(true);
  // Rows are Portuguese wherever they sit: marked themselves on a translated page, inside the
  // Portuguese region of an untranslated one.
  expect(await languageOf(entries(page).first().getByRole('heading'))).toBe('pt-BR');
  expect(await languageOf(entries(page).first().locator('dd').first())).toBe('pt-BR');
  await page.getByLabel('Ano').selectOption('2022');
  await expect(page).toHaveURL(/\/en\/institucional\/egressos\?nivel=Doutorado&ano=2022$/);
  await expect(entries(page).getByRole('heading')).toHaveText(['Leonardo Cunha Batista']);
  await expect(entries(page).first()).toContainText('Orientador(a)Profa. Dra. Helena Vasconcelos Amaral');
  await expectAccessibleEverywhere(page, '/en/institucional/egressos, filtered');
});

/** The database refuses every read of `table`, as it does a table it does not know. */
const refuseReads = (page: Page, table: string) =>
  page.route(`${BACKEND}/rest/v1/${table}**`, (route) =>
    route.fulfill({
      status: 404,
      json: { code: 'PGRST205', message: 'Could not find the table', details: null, hint: null },
    }),
  );

test.describe('when the database cannot answer', () => {
  test.use({ allowedConsole: /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED|ERR_INTERNET_DISCONNECTED/ });

  test('a refusal and an unreachable backend each say what happened; retry loads the list; an empty list says so', async ({
    page,
  }) => {
    await refuseReads(page, 'producao_cientifica');
    await page.goto('/producao/livros');
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'A lista não pôde ser carregada' });
    await expect(alert).toContainText('O banco de dados do programa recusou a consulta (PGRST205).');
    await expect(entries(page)).toHaveCount(0);

    await page.unroute(`${BACKEND}/rest/v1/producao_cientifica**`);
    await page.route(`${BACKEND}/rest/v1/producao_cientifica**`, (route) => route.abort('connectionrefused'));
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    // After postgrest-js's own retries of a refused connection (1, 2 and 4 s).
    await expect(alert).toContainText('Não foi possível conectar ao banco de dados do programa', { timeout: 15_000 });

    await page.unroute(`${BACKEND}/rest/v1/producao_cientifica**`);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(alert).toBeHidden();
    await expect.poll(() => badges(page)).toContain('Livro · 2021');

    await page.route(`${BACKEND}/rest/v1/egressos**`, (route) => route.fulfill({ json: [] }));
    await page.goto('/institucional/egressos');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'Nenhum egresso foi cadastrado ainda.' })).toBeVisible();
  });

  test('offline, a retry says that the database cannot be reached rather than wait for the connection; back online, the next one loads the list', async ({
    page,
    context,
  }) => {
    await refuseReads(page, 'egressos');
    await page.goto('/institucional/egressos');
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'A lista não pôde ser carregada' });
    await expect(alert).toContainText('(PGRST205)');
    await page.unroute(`${BACKEND}/rest/v1/egressos**`);

    await context.setOffline(true);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    // After postgrest-js's own retries of a failed connection (1, 2 and 4 s).
    await expect(alert).toContainText('Não foi possível conectar ao banco de dados do programa', { timeout: 15_000 });

    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(alert).toBeHidden();
    await expect.poll(async () => (await badges(page)).length).toBeGreaterThan(0);
  });
});

test('what an administrator saves in /cms is on its list at once', async ({ page, request }) => {
  test.slow();
  const title = 'Ortoplex: pessário inteligente para prolapso genital';
  try {
    await signInWithSession(page, request);
    await page.goto('/cms?aba=producao');
    await hydrated(page);
    await page.getByRole('button', { name: 'Nova produção' }).click();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(/^Título/).fill(title);
    await form.getByLabel(/^Tipo/).selectOption('Patente');
    await form.getByLabel(/^Ano/).fill('2026');
    await form.getByLabel(/^Autores/).fill('Renata Brandão Coutinho');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(`“${title}” foi criado.`)).toBeVisible();

    await page.goto('/producao/patentes');
    await hydrated(page);
    const entry: Locator = entries(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(entry).toContainText('Patente · 2026');
    await expect(entry).toContainText('AutoresRenata Brandão Coutinho');
  } finally {
    await request.delete(`${BACKEND}/rest/v1/producao_cientifica?titulo=eq.${encodeURIComponent(title)}`, {
      headers: SERVICE,
    });
  }
});
