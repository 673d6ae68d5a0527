// The built site under its own Content-Security-Policy (sent by the test server from
// dist/_headers): every route and the interactive states run without a single violation. The
// fixture fails any test on a `securitypolicyviolation` event or a CSP console error, so every
// other browser test checks the same for its own states; the sweep of every route checks the
// policy each one is served with (every-route.spec.ts).
import { cspProblems, expect, hydrated, test } from './fixtures';

test("a database post's address is served with the CSP and hydrates without a violation", async ({ page }) => {
  const path = '/noticias/uma-noticia-do-banco';
  const response = await page.goto(path);
  expect(cspProblems(path, (await response?.headerValue('content-security-policy')) ?? null)).toEqual([]);
  await hydrated(page);
});

test('interactive states: theme, language, menus, search, tabs, sign-in and sign-out', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const header = page.getByRole('banner');
  // The language links load the other language's page, its own strings chunk and notice included.
  await header.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await hydrated(page);
  await header.getByRole('link', { name: 'PT', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  await page.keyboard.press('Tab');
  await page.goto('/busca?q=climatério');
  await hydrated(page);
  await expect(page.getByTestId('result-count')).toHaveText(/^Encontrados \d+ resultados?$/);
  await page.goto('/institucional/programa');
  await hydrated(page);
  await page.getByRole('tab').nth(2).click();
  await page.goto('/auth');
  await hydrated(page);
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill('admin@ppg-go.local');
  await form.getByLabel('Senha').fill('Admin!2345');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await header.getByRole('link', { name: 'Gerenciar conteúdo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
  await header.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
});

test.describe('framing', () => {
  test.use({ allowedConsole: /frame-ancestors|Refused to (frame|display)/i });

  test('a frame of the site is refused by frame-ancestors', async ({ page, baseURL }) => {
    const blocked = page.waitForEvent('console', (message) =>
      /frame-ancestors|Refused to (frame|display)/i.test(message.text()),
    );
    await page.setContent(`<iframe src="${new URL('/contato', baseURL).href}"></iframe>`);
    await blocked;
    // Refused, the frame shows none of the page.
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
