import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const result = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
/** The result's labelled facts, as "label: value" lines. */
const details = (card: Locator) =>
  card
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
    );

// Rows of supabase/seed.sql, read through the local backend.
test('a publication found in the database shows its type, year, authors and keywords', async ({ page }) => {
  await page.goto(`/busca?q=${encodeURIComponent('toxina botulínica intravesical')}`);
  await hydrated(page);
  const card = result(page, 'Toxina botulínica intravesical em mulheres com bexiga hiperativa refratária');
  await expect(card).toBeVisible();
  expect(await details(card)).toEqual([
    'Tipo: Artigo',
    'Ano: 2021',
    'Autores: Gabriel Fontana Ribeiro; André Siqueira Valente',
    'Palavras-chave: bexiga hiperativa, toxina botulínica, uroginecologia',
  ]);
  // Its entry on the articles' list (tests/e2e/output-lists.spec.ts follows such a link).
  await expect(card.getByRole('link', { name: /^Ver página completa/ })).toHaveAttribute(
    'href',
    /^\/producao\/artigos#[0-9a-f-]{36}$/,
  );
});

test('an alumnus shows level, year, work title and adviser', async ({ page }) => {
  await page.goto(`/busca?q=${encodeURIComponent('Larissa Menezes')}`);
  await hydrated(page);
  const card = result(page, 'Larissa Menezes Duarte');
  await expect(card).toBeVisible();
  expect(await details(card)).toEqual([
    'Nível: Doutorado',
    'Ano: 2014',
    'Trabalho: Perfil imuno-histoquímico e sobrevida no carcinoma de endométrio',
    'Orientador(a): Prof. Dr. Otávio Pacheco Lemos',
  ]);
  await expect(card.getByRole('link', { name: /^Ver página completa/ })).toHaveAttribute(
    'href',
    /^\/institucional\/egressos#[0-9a-f-]{36}$/,
  );
});

test('a database post shows its date and category', async ({ page }) => {
  await page.goto(`/busca?q=${encodeURIComponent('climatério e saúde cardiovascular')}`);
  await hydrated(page);
  const card = result(page, 'Nova pesquisa sobre climatério e saúde cardiovascular');
  await expect(card).toBeVisible();
  expect(await details(card)).toEqual(['Data: 2 de novembro de 2026', 'Categoria: Pesquisa']);
  await expect(card.getByRole('link', { name: /^Ver página completa/ })).toHaveAttribute(
    'href',
    '/noticias/pesquisa-climaterio-cardiovascular',
  );
});
