import type { Page } from '@playwright/test';
import { axeFindings } from './axe';
import { ADMIN, expect, hydrated, test } from './fixtures';

// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) in each state a visitor can open, in both themes
// and at both widths (every route at rest: every-route.spec.ts).
const THEMES = ['dark', 'light'] as const;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

/** The violations axe finds (every rule of WCAG_TAGS), one line each, once toasts have settled. */
async function violations(page: Page, include?: string) {
  // Toasts fade and slide in; axe would blend their colours with the page mid-way.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Notification-root')].every(
      (toast) =>
        getComputedStyle(toast).opacity === '1' &&
        ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(toast).transform),
    ),
  );
  return axeFindings(page, { include });
}

async function open(page: Page, path: string, theme: (typeof THEMES)[number], size = WIDE) {
  await page.setViewportSize(size);
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await hydrated(page);
}

/**
 * Both widths, in the page's current state. `hold`: the text of a toast kept open by resting the
 * pointer on it, as a visitor would (toasts wait while one is hovered). Toasts sit top right on a
 * wide screen and at the bottom of a phone's (src/app/Toasts.tsx), and move when the width does.
 */
async function expectCleanAtBothWidths(page: Page, { hold }: { hold?: string } = {}) {
  for (const [size, label, corner] of [
    [WIDE, '1280 px', 'top-right'],
    [NARROW, '375 px', 'bottom-center'],
  ] as const) {
    await page.setViewportSize(size);
    const toast = (where = '') =>
      page.locator(`.mantine-Notifications-root${where} .mantine-Notification-root`).filter({ hasText: hold });
    if (hold) {
      await expect(toast(`[data-position="${corner}"]`)).toHaveCount(1);
      await expect(toast()).toHaveCount(1);
      await toast().hover();
    }
    expect(await violations(page), label).toEqual([]);
    if (hold) await expect(toast(), `${label}: the toast stayed while checked`).toBeVisible();
  }
}

async function signInAsAdmin(page: Page) {
  await page.getByRole('tab', { name: 'Login' }).click();
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel(/^Senha/).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('a mega-menu open', async ({ page }) => {
      await open(page, '/', theme);
      await page.locator('[aria-controls="menu-panel-institucional"]').click();
      await expect(page.locator('#menu-panel-institucional')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the mobile menu open, a section expanded', async ({ page }) => {
      await open(page, '/', theme, NARROW);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
      await menu.getByRole('button', { name: 'Institucional' }).click();
      await expect(menu.getByRole('link', { name: 'Ver seção Institucional' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('an adviser popover opened by hover, then pinned', async ({ page }) => {
      await page.clock.install();
      await open(page, '/orientadores', theme);
      await page.locator('[data-adviser]').first().hover();
      await page.clock.runFor(800);
      const pin = page.getByRole('button', { name: 'Fixar' });
      await expect(pin).toBeVisible();
      expect(await violations(page), 'hover').toEqual([]);
      await pin.click();
      await expect(page.getByRole('button', { name: 'Desafixar' })).toBeVisible();
      expect(await violations(page), 'pinned').toEqual([]);
      await page.setViewportSize(NARROW);
      expect(await violations(page), 'pinned, 375 px').toEqual([]);
    });

    test("the advisers' empty result", async ({ page }) => {
      await open(page, '/orientadores?busca=xyzzy&areas=ginecologia-oncologica', theme);
      await expect(page.getByText('Nenhum orientador encontrado', { exact: false })).toBeVisible();
      await expectCleanAtBothWidths(page);
    });

    test('a FAQ item open', async ({ page }) => {
      await open(page, '/candidatos/faq', theme);
      const id = await page.getByRole('main').locator('button[aria-expanded="false"]').first().getAttribute('id');
      const control = page.locator(`[id="${id}"]`);
      await control.click();
      await expect(control).toHaveAttribute('aria-expanded', 'true');
      await expectCleanAtBothWidths(page);
    });

    test('search results', async ({ page }) => {
      await open(page, '/busca?q=pesquisa', theme);
      await expect(page.getByText(/Encontrados \d+ resultado/)).toBeVisible();
      await expectCleanAtBothWidths(page);
    });

    test("the home carousel's second page", async ({ page }) => {
      await open(page, '/', theme);
      await page.getByRole('button', { name: 'Próximos orientadores' }).click();
      await expect(page.getByTestId('carousel-page')).toHaveText(/^Página 2 de/);
      await expectCleanAtBothWidths(page);
    });

    test('the sign-up form with errors and their toasts', async ({ page }) => {
      await open(page, '/auth', theme, NARROW);
      await page.getByRole('tab', { name: 'Cadastro' }).click();
      const form = page.getByRole('tabpanel', { name: 'Cadastro' });
      await form.getByLabel('Email').fill('x');
      await form.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(6);
      // Resting on one toast keeps all six.
      await expectCleanAtBothWidths(page, { hold: 'Email inválido' });
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(6);
    });

    test('the success and info toasts, and /cms as an administrator', async ({ page }) => {
      // Signing in, the admin area and six sweeps: slow, more so on a loaded machine.
      test.slow();
      await open(page, '/auth', theme);
      await signInAsAdmin(page);
      await expectCleanAtBothWidths(page, { hold: 'Login realizado com sucesso!' });
      await page.goto('/cms');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Gerenciamento de conteúdo' })).toBeVisible();
      await expectCleanAtBothWidths(page);
      await page.getByRole('tab', { name: 'Eventos' }).click();
      await page.getByRole('button', { name: 'Ativar Módulo' }).click();
      await expectCleanAtBothWidths(page, { hold: 'Lovable Cloud será necessário para ativar o banco de dados' });
    });
  });
}

test('filled buttons keep 4.5:1 while hovered, in both themes', async ({ page }) => {
  for (const theme of THEMES) {
    await open(page, '/auth', theme);
    const button = page.getByRole('button', { name: 'Entrar' });
    await button.hover();
    // axe reads the computed colours, so it judges the hovered look.
    expect(await violations(page, 'form button[type="submit"]'), theme).toEqual([]);
  }
});

test('no heading level is skipped on the long-form pages', async ({ page }) => {
  for (const path of ['/institucional/planejamento', '/impacto-social', '/institucional/apresentacao', '/premios']) {
    await page.goto(path);
    await hydrated(page);
    expect(await axeFindings(page, { rules: ['heading-order'] }), path).toEqual([]);
  }
});
