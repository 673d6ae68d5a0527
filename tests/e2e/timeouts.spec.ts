// A backend that accepts the request and never answers: every call the site makes gives up after
// 10 s with the same message as a backend that is down, and the page stays usable. The hanging
// requests are page.route handlers that never fulfil; the 10 s pass on the page's fake clock.
import type { Page, Request } from '@playwright/test';
import { ADMIN, expect, hydrated, test } from './fixtures';

const UNREACHABLE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente em instantes.';
const TIMEOUT_MS = 10_000;

/** Makes requests matching `pattern` hang; `sent` resolves when the first of them went out. */
async function hang(page: Page, pattern: string | RegExp): Promise<{ sent: Promise<Request> }> {
  let seen: (request: Request) => void = () => undefined;
  const sent = new Promise<Request>((resolve) => (seen = resolve));
  await page.route(pattern, (route) => seen(route.request()));
  return { sent };
}

async function signInForm(page: Page, panel: 'Login' | 'Cadastro') {
  await page.goto('/auth');
  await hydrated(page);
  await page.getByRole('tab', { name: panel }).click();
  return page.getByRole('tabpanel', { name: panel });
}

/** Fills the sign-in form with the admin account and submits it. */
async function signIn(page: Page) {
  const form = await signInForm(page, 'Login');
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Senha').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  return form;
}

test.use({ allowedConsole: /ERR_FAILED|ERR_ABORTED|Failed to fetch|aborted/i });

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('sign-in gives up with the "backend down" message and the form works again', async ({ page }) => {
  const { sent } = await hang(page, '**/auth/v1/token?grant_type=password');
  const form = await signIn(page);
  await sent;
  await expect(form.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  await page.clock.runFor(TIMEOUT_MS);
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(form.getByLabel('Email')).toHaveValue(ADMIN.email);
});

test('sign-up gives up with the "backend down" message', async ({ page }) => {
  const { sent } = await hang(page, '**/auth/v1/signup**');
  const form = await signInForm(page, 'Cadastro');
  await form.getByLabel('Email').fill('pendente@exemplo.com');
  await form.getByLabel('Senha').fill('Forte#Senha9');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await sent;
  await page.clock.runFor(TIMEOUT_MS);
  await expect(page.getByText(UNREACHABLE)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
});

test('a hung role lookup ends as a signed-in visitor without admin links', async ({ page }) => {
  const { sent } = await hang(page, '**/rest/v1/user_roles**');
  await signIn(page);
  await sent;
  await page.clock.runFor(TIMEOUT_MS);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Gerenciar conteúdo' })).toBeHidden();
});

test('sign-out against a hung backend still signs out locally', async ({ page }) => {
  await signIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
  const { sent } = await hang(page, '**/auth/v1/logout**');
  await header.getByRole('button', { name: 'Sair' }).click();
  await sent;
  await page.clock.runFor(TIMEOUT_MS);
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sair' })).toBeHidden();
});

test('search shows its content results and the "partly unavailable" notice', async ({ page }) => {
  const { sent } = await hang(page, '**/rest/v1/**');
  await page.goto('/busca?q=climatério');
  await hydrated(page);
  await sent;
  await page.clock.runFor(TIMEOUT_MS);
  await expect(page.getByRole('alert')).toContainText('Parte da busca está indisponível');
  await expect(page.getByTestId('result-count')).toHaveText(/^Encontrados \d+ resultados?$/);
});

test('a database news post stops loading and offers to try again', async ({ page }) => {
  const { sent } = await hang(page, '**/rest/v1/blog_posts**');
  await page.goto('/noticias/uma-noticia-do-banco');
  await sent;
  await page.clock.runFor(TIMEOUT_MS);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Não foi possível carregar esta notícia agora. Tente novamente em instantes.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
});
