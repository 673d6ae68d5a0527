import type { APIRequestContext, Page } from '@playwright/test';
import { axeFindings } from './axe';
import { expect, hydrated, signInWithSession, test } from './fixtures';

// axe-core (the same WCAG tags as accessibility.spec.ts) on every state of the admin area an
// administrator can open, in both themes, each at 1280 and 375 px.
const SIZES = [
  [{ width: 1280, height: 800 }, '1280 px'],
  [{ width: 375, height: 740 }, '375 px'],
] as const;

async function signIn(page: Page, request: APIRequestContext, theme: string) {
  await signInWithSession(page, request);
  await page.addInitScript((look) => localStorage.setItem('theme', look), theme);
}

/** No violation at either width, in the state the page is in (toasts and dialogs settled). */
async function expectClean(page: Page, state: string) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Notification-root, .mantine-Modal-content')].every(
      (element) =>
        getComputedStyle(element).opacity === '1' &&
        ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(element).transform),
    ),
  );
  for (const [size, label] of SIZES) {
    await page.setViewportSize(size);
    // From the top: a field scrolled under the sticky header would read as a target too small.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeFindings(page), `${state} at ${label}`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0][0]);
  // Scrolled to the top, the pointer left where the last click was may rest on the header's menus
  // and open one over the page: it goes back to the corner, over nothing that opens.
  await page.mouse.move(1, 1);
}

for (const theme of ['dark', 'light'] as const) {
  test(`every state of /cms is accessible in the ${theme} theme`, async ({ page, request }) => {
    test.slow();
    await signIn(page, request, theme);
    await page.goto('/cms');
    await hydrated(page);
    await expect(page.getByTestId('count-news')).toBeVisible();
    await expectClean(page, 'overview');

    await page.getByRole('tab', { name: 'Notícias' }).click();
    await expect(page.getByTestId('record-count')).toBeVisible();
    await expectClean(page, 'news list');
    await page
      .getByRole('button', { name: /^Excluir/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page, 'delete confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Nova notícia' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Corrija os 4 campos destacados antes de salvar.')).toBeVisible();
    await expectClean(page, 'news editor with its messages');
    await page.getByLabel(/^Texto/).fill('## Seção\n\n- item com **ênfase** e [link](https://exemplo.edu.br)');
    await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
    await expectClean(page, 'news preview');
    await page.getByRole('tab', { name: 'Visão geral' }).click();
    await expect(page.getByRole('dialog', { name: 'Descartar as alterações?' })).toBeVisible();
    await expectClean(page, 'unsaved changes dialog');
    await page.getByRole('button', { name: 'Descartar alterações' }).click();

    await page.getByRole('tab', { name: 'Produção científica' }).click();
    await expect(page.getByTestId('record-count')).toBeVisible();
    await expectClean(page, 'scientific output list');
    await page.getByRole('button', { name: 'Nova produção' }).click();
    await expectClean(page, 'scientific output editor');
    await page.getByRole('button', { name: 'Voltar à lista' }).click();

    await page.getByRole('tab', { name: 'Egressos' }).click();
    await page.getByRole('button', { name: 'Editar' }).first().click();
    await expect(page.getByLabel(/^Nome/)).not.toHaveValue('');
    await expectClean(page, 'alumni editor');
    await page.getByRole('button', { name: 'Voltar à lista' }).click();

    await page.getByRole('tab', { name: 'Prêmios' }).click();
    await page.getByRole('button', { name: 'Ativar Módulo' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Lovable Cloud' });
    await expect(toast).toBeVisible();
    // Resting the pointer on the toast keeps it while axe reads the page.
    await toast.hover();
    await expectClean(page, 'awards placeholder with its toast');
  });
}
