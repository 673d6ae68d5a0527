import type { Page } from '@playwright/test';
import { ADMIN, BACKEND, expect, hydrated, test } from './fixtures';

// Against the local backend that the test server starts (seeded, in memory).

async function openAuth(page: Page) {
  await page.goto('/auth');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso Administrativo' })).toBeVisible();
}

async function fill(page: Page, panel: 'Login' | 'Cadastro', email: string, password: string) {
  await page.getByRole('tab', { name: panel }).click();
  const form = page.getByRole('tabpanel', { name: panel });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Senha/).fill(password);
  return form;
}

test('an administrator signs in, reaches /cms, is sent home from /auth, and signs out', async ({ page }) => {
  await openAuth(page);
  const form = await fill(page, 'Login', ADMIN.email, ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Gerenciar conteúdo' }).click();
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(6);
  await expect(page.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Visão geral do gerenciamento' })).toBeVisible();
  await page.getByRole('tab', { name: 'Prêmios' }).click();
  // Until the tab's panel replaces the overview, the overview's cards say the same of both modules.
  const awards = page.getByRole('tabpanel', { name: 'Prêmios' });
  await expect(awards.getByText('Status: Aguardando banco de dados')).toBeVisible();
  await awards.getByRole('button', { name: 'Ativar Módulo' }).click();
  await expect(page.getByText('Lovable Cloud será necessário para ativar o banco de dados')).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeHidden();
});

test('what was typed in either form stays while switching between them', async ({ page }) => {
  await openAuth(page);
  const login = await fill(page, 'Login', 'ana@exemplo.org', 'primeira-1');
  const signUp = await fill(page, 'Cadastro', 'bia@exemplo.org', 'Segunda-2!');
  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(login.getByLabel('Email')).toHaveValue('ana@exemplo.org');
  await expect(login.getByLabel(/^Senha/)).toHaveValue('primeira-1');
  await page.getByRole('tab', { name: 'Cadastro' }).click();
  await expect(signUp.getByLabel('Email')).toHaveValue('bia@exemplo.org');
  await expect(signUp.getByLabel(/^Senha/)).toHaveValue('Segunda-2!');
});

test.describe('failures', () => {
  test.use({ allowedConsole: /status of 400|ERR_FAILED|ERR_CONNECTION|Failed to fetch/ });

  test('a wrong password shows the failure message and keeps what was typed', async ({ page }) => {
    await openAuth(page);
    const form = await fill(page, 'Login', ADMIN.email, 'errada-123');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByText('Falha na autenticação. Por favor, verifique suas credenciais e tente novamente.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form.getByLabel('Email')).toHaveValue(ADMIN.email);
  });

  test('a backend that is down gets a clear message, not an endless spinner', async ({ page }) => {
    await page.route(`${BACKEND}/**`, (route) => route.abort('connectionrefused'));
    await openAuth(page);
    const form = await fill(page, 'Login', ADMIN.email, ADMIN.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByText('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente em instantes.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });
});

test('sign-up checks each rule with its own message', async ({ page }) => {
  await openAuth(page);
  const form = await fill(page, 'Cadastro', 'nao-e-email', 'abc');
  await expect(
    form.getByText('Mínimo 8 caracteres com maiúsculas, minúsculas, números e caracteres especiais'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Criar conta' }).click();
  // Each message shows as a toast (and beside its field: signup-errors.spec.ts).
  const toasts = page.locator('.mantine-Notifications-root').getByRole('alert');
  for (const message of [
    'Email inválido',
    'A senha deve ter no mínimo 8 caracteres',
    'A senha deve conter pelo menos uma letra maiúscula',
    'A senha deve conter pelo menos um número',
    'A senha deve conter pelo menos um caractere especial',
  ]) {
    await expect(toasts.filter({ hasText: message })).toBeVisible();
  }
  await expect(toasts).toHaveCount(5);
  await expect(page.getByText('A senha deve conter pelo menos uma letra minúscula')).toHaveCount(0);
});

test('a new account signs up, lands home, and is turned away from /cms', async ({ page }) => {
  await openAuth(page);
  const email = `visitante-${Date.now()}@exemplo.edu.br`;
  const form = await fill(page, 'Cadastro', email, 'Visitante!2026');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cms');
  await expect(page.getByText('Você precisa ser administrador para acessar esta página')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who is not signed in is sent from /cms to /auth', async ({ page }) => {
  await page.clock.install();
  await page.goto('/cms');
  await expect(page.getByText('Você precisa estar logado para acessar esta página')).toHaveCount(1);
  await expect(page).toHaveURL(/\/auth$/);
  // Whatever the page has scheduled for the next half second runs now: no second message.
  await page.clock.runFor(500);
  await expect(page.getByText('Você precisa estar logado para acessar esta página')).toHaveCount(1);
});
