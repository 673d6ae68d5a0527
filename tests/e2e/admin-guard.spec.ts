import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BACKEND, expect, test } from './fixtures';

// The admin area's guard (src/routes/_admin.tsx): the CMS itself never reaches a visitor who may
// not see it, neither in the prerendered HTML nor for a moment in the browser.
const CMS_ONLY = ['Configurar Banco de Dados', 'Aguardando banco de dados', 'Funcionalidades previstas'];

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

test('the spinner shows while the session loads', async ({ page }) => {
  // Hold the backend's answers: the guard cannot decide, so the page waits with its spinner.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${BACKEND}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await watchForCmsText(page);
  await page.goto('/cms');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Verificando seu acesso…');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.getItem('cms-seen'))).toBeNull();
});
