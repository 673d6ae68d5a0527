import { BACKEND, expect, holdScripts, hydrated, test } from './fixtures';

test('no term: the page points to the menu search bar', async ({ page }) => {
  await page.goto('/busca');
  await expect(page.getByRole('heading', { name: 'Digite algo para buscar' })).toBeVisible();
});

test('a search with no result shows the notice and its suggestion, and no count line', async ({ page }) => {
  await page.goto('/busca?q=xyzzyinexistente');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeVisible();
  await expect(page.getByText('Tente termos diferentes ou mais genéricos')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Encontrados');
});

test('a term finds content pages and database rows, each linking to a page that opens', async ({ page }) => {
  await page.goto('/busca?q=endometriose');
  await hydrated(page);
  await expect(page.getByText('Buscando por')).toBeVisible();
  await expect(page.getByText('“endometriose”')).toBeVisible();
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^Encontrados \d+ resultados$/);
  // Database rows arrive after the content results.
  const main = page.getByRole('main');
  await expect(main.getByText('Produção - Artigo').first()).toBeVisible();
  await expect(main.getByText('Orientadores').first()).toBeVisible();
  const links = page.getByRole('link', { name: /^Ver página completa: / });
  const total = await links.count();
  expect(total).toBeGreaterThan(2);
  expect(await count.textContent()).toBe(`Encontrados ${total} resultados`);
  const hrefs = new Set(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))));
  for (const href of hrefs) {
    const response = await page.request.get(href!);
    expect(response.status(), href!).toBe(200);
  }
});

test('a published database post opens at /noticias/<slug>; a draft does not', async ({ page }) => {
  await page.goto('/busca?q=climatério e saúde cardiovascular');
  await hydrated(page);
  await page
    .getByRole('link', { name: 'Ver página completa: Nova pesquisa sobre climatério e saúde cardiovascular' })
    .click();
  await expect(page).toHaveURL(/\/noticias\/pesquisa-climaterio-cardiovascular$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nova pesquisa sobre climatério e saúde cardiovascular' }),
  ).toBeVisible();
  await expect(page.getByText('Por Profa. Dra. Patrícia Honório Matos')).toBeVisible();

  await page.goto('/noticias/rascunho-avaliacao-quadrienal');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});

test('hostile terms are plain text', async ({ page }) => {
  await page.goto(`/busca?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await hydrated(page);
  await expect(page.getByText('“<img src=x onerror=alert(1)>”')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test.describe('backend down', () => {
  test.use({ allowedConsole: /ERR_FAILED|ERR_CONNECTION|Failed to fetch/ });

  test('content results still show, with a clear notice', async ({ page }) => {
    await page.route(`${BACKEND}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/busca?q=climatério');
    await hydrated(page);
    await expect(page.getByRole('alert')).toContainText('Parte da busca está indisponível', { timeout: 15_000 });
    await expect(page.getByRole('main').getByText('Pesquisa').first()).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/^Encontrados \d+ resultados?$/);
  });
});

// A search sent before the page has started (its scripts held, as on a slow phone) is the
// browser's own form submission: it must land on the search page, not reload the page it was
// typed on with the term lost.
test('a search sent from the header before the page has started lands on the search page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' });
  await box.fill('endometriose');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/busca\?q=endometriose$/);
  release();
  await hydrated(page);
  await expect(page.getByText('Buscando por')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [from, searchPage] of [
    ['/orientadores', '/busca'],
    ['/en/orientadores', '/en/busca'],
  ] as const) {
    test(`${from}: the header's search goes to ${searchPage}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(from);
      const box = page.getByRole('banner').getByRole('searchbox');
      await box.fill('parto');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${searchPage}\\?q=parto$`));
    });
  }

  test("the English search page's own field searches the English search page", async ({ page }) => {
    await page.goto('/en/busca?q=parto');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('endometriose');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/busca\?q=endometriose$/);
  });
});
