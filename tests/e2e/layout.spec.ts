import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

test.describe('desktop mega-menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hover opens a panel at least 600 px wide with an image and links; leaving closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    await expect(nav.getByRole('button')).toHaveCount(8);
    const trigger = nav.getByRole('button', { name: 'Candidatos' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#menu-panel-candidatos');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(600);
    await expect(panel.locator('img')).toHaveAttribute('alt', /Candidatos/);
    await expect(panel.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, links are reachable, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = mainNav(page).getByRole('button', { name: 'Institucional' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#menu-panel-institucional');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    // Focus leaving the menu closes it too.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
  });

  test('a menu link navigates and closes the panel', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await mainNav(page).getByRole('button', { name: 'Produção' }).hover();
    await page.locator('#menu-panel-producao').getByRole('link', { name: 'Patentes' }).click();
    await expect(page).toHaveURL(/\/producao\/patentes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patentes' })).toBeVisible();
    await expect(page.locator('#menu-panel-producao')).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu button opens an accordion with one section open at a time', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Abrir menu' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Institucional' }).click();
    await expect(menu.getByRole('link', { name: 'Planejamento estratégico' })).toBeVisible();
    await menu.getByRole('button', { name: 'Candidatos' }).click();
    await expect(menu.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Planejamento estratégico' })).toBeHidden();
    await menu.getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/candidatos\/faq$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('search box', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('truncates past 100 characters, ignores blank input, submits the encoded term and clears', async ({ page }) => {
    await page.goto('/contato');
    await hydrated(page);
    const box = page.locator('#header-search');
    await box.fill('a'.repeat(120));
    await expect(box).toHaveValue('a'.repeat(100));
    await box.fill('    ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/contato$/);
    await box.fill('útero & ovário');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('útero & ovário');
    await expect(box).toHaveValue('');
    await expect(page.getByText('útero & ovário')).toBeVisible();
  });
});

test('the theme switch toggles the scheme and stores the choice', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ativar tema claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('footer: description, useful links and the contact location', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Sobre o programa' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Links úteis' }).getByRole('link', { name: 'Contato' })).toBeVisible();
  await expect(footer.locator('address')).toContainText('São Paulo');
});
