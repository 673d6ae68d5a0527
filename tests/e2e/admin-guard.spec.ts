import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BACKEND, expect, test } from './fixtures';

// The admin area's guard (src/routes/_admin.tsx): the CMS itself never reaches a visitor who may
// not see it, neither in the prerendered HTML nor for a moment in the browser.
const CMS_ONLY = ['Visão geral do gerenciamento', 'Aguardando banco de dados', 'Nova notícia'];

/** Records, from the first byte on, whether any text only the CMS shows ever enters the page. */
async function watchForCmsText(page: Page) {
  await page.addInitScript((texts: string[]) => {
    const seen = () => texts.some((text) => document.body?.textContent?.includes(text));
    new MutationObserver(() => {
      if (seen()) sessionStorage.setItem('cms-seen', 'true');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, CMS_ONLY);
}

test('the prerendered /cms holds the heading and the spinner, none of the CMS', async () => {
  const html = await readFile('dist/cms.html', 'utf8');
  expect(html).toContain('Gerenciamento de conteúdo');
  expect(html).toContain('Verificando seu acesso…');
  for (const text of CMS_ONLY) expect(html).not.toContain(text);
});

test('a visitor not signed in never sees the CMS on the way to /auth', async ({ page }) => {
  await watchForCmsText(page);
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Você precisa estar logado para acessar esta página')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('cms-seen'))).toBeNull();
});

/** A session as supabase-js stores it, valid for an hour, for a user the backend does not know. */
async function storeSession(page: Page) {
  await page.addInitScript(() => {
    const now = Math.floor(Date.now() / 1000);
    const user = { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', role: 'authenticated' };
    const session = {
      access_token: 'unknown.session.token',
      refresh_token: 'unknown',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      user: { ...user, email: 'ninguem@exemplo.edu.br', app_metadata: {}, user_metadata: {}, created_at: '' },
    };
    localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
  });
}

test('with no session stored the guard decides at once, with the backend unreachable and no supabase-js', async ({
  page,
}) => {
  const backendRequests: string[] = [];
  await page.route(`${BACKEND}/**`, (route) => {
    backendRequests.push(route.request().url());
    return route.abort('connectionrefused');
  });
  // supabase-js (the built files holding names its code keeps when minified) never arrives:
  // were the guard waiting for it, it would wait forever.
  const supabaseFiles = (await readdir('dist/assets')).filter(
    (file) => file.endsWith('.js') && /GoTrueClient|supabase-js\//.test(readFileSync(`dist/assets/${file}`, 'utf8')),
  );
  expect(supabaseFiles).not.toEqual([]);
  const heldScripts: string[] = [];
  for (const file of supabaseFiles)
    await page.route(`**/assets/${file}`, (route) => void heldScripts.push(route.request().url()));
  await watchForCmsText(page);
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Você precisa estar logado para acessar esta página')).toHaveCount(1);
  expect(backendRequests).toEqual([]);
  // /auth itself asks for it only once the visitor reaches for the form.
  expect(heldScripts).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('cms-seen'))).toBeNull();
});

test.describe('a stored session the backend does not know', () => {
  test.use({ allowedConsole: /status of 401/ });

  test('with a session stored the spinner shows while its role is looked up', async ({ page }) => {
    // Hold the backend's answers: the guard cannot decide, so the page waits with its spinner.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const backendRequests: string[] = [];
    await page.route(`${BACKEND}/**`, async (route) => {
      backendRequests.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await storeSession(page);
    await watchForCmsText(page);
    await page.goto('/cms');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Verificando seu acesso…');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
    await expect.poll(() => backendRequests).toEqual(['/rest/v1/user_roles']);
    release();
    // The backend does not know this token: the lookup fails, which means not admin.
    await expect(page.getByText('Você precisa ser administrador para acessar esta página')).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
    expect(backendRequests).toEqual(['/rest/v1/user_roles']);
    expect(await page.evaluate(() => sessionStorage.getItem('cms-seen'))).toBeNull();
  });
});
