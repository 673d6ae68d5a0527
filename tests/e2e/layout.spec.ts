import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, momentsBeforeStart, test } from './fixtures';

/** How many menus content/navigation.yaml holds, as the site was built. */
const MENUS = (JSON.parse(readFileSync('.velite/navigation.json', 'utf8')) as unknown[]).length;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const menuButton = (page: Page, label: string) => mainNav(page).getByRole('button', { name: `${label}: mais páginas` });

test.describe('desktop mega-menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hover opens a panel at least 600 px wide with an image and links; leaving closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(mainNav(page).getByRole('button')).toHaveCount(MENUS);
    await expect(mainNav(page).getByRole('link', { name: 'Candidatos', exact: true })).toHaveAttribute(
      'href',
      '/candidatos',
    );
    const trigger = menuButton(page, 'Candidatos');
    await expect(trigger).toHaveAttribute('aria-controls', 'menu-panel-candidatos');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#menu-panel-candidatos');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(600);
    const image = panel.locator('img');
    await expect(image).toHaveAttribute('alt', /Candidatos/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(panel.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ver seção Candidatos' })).toHaveAttribute('href', '/candidatos');
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, links are reachable, Escape closes and returns focus, leaving closes', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await mainNav(page).getByRole('link', { name: 'Institucional', exact: true }).focus();
    await page.keyboard.press('Tab');
    const trigger = menuButton(page, 'Institucional');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const panel = page.locator('#menu-panel-institucional');
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    // Focus leaving the menu (back past its section link) closes it too.
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeHidden();
  });

  test('Escape closes a hovered panel wherever focus is; a click pins it until a click elsewhere', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const panel = page.locator('#menu-panel-projetos');
    await menuButton(page, 'Projetos').hover();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.mouse.move(640, 700);
    await menuButton(page, 'Projetos').hover();
    await expect(panel).toBeVisible();
    await menuButton(page, 'Projetos').click();
    await page.mouse.move(640, 700);
    // Past the hover close delay: a pinned panel stays.
    await page.clock.runFor(400);
    await expect(panel).toBeVisible();
    await page.getByRole('contentinfo').getByRole('heading', { name: 'Sobre o programa' }).click();
    await expect(panel).toBeHidden();
  });

  test('a panel link and a section link navigate and close the panel', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await menuButton(page, 'Produção').hover();
    await page.locator('#menu-panel-producao').getByRole('link', { name: 'Patentes' }).click();
    await expect(page).toHaveURL(/\/producao\/patentes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Patentes' })).toBeVisible();
    await expect(page.locator('#menu-panel-producao')).toBeHidden();
    await mainNav(page).getByRole('link', { name: 'Produção', exact: true }).click();
    await expect(page).toHaveURL(/\/producao$/);
    await expect(page.locator('#menu-panel-producao')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('every menu’s section link is in the prerendered header', async ({ page }) => {
    await page.goto('/');
    const links = mainNav(page).locator(':scope > ul > li > a');
    await expect(links).toHaveCount(MENUS);
    await expect(links.first()).toHaveAttribute('href', '/institucional');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu button opens an accordion with one section open at a time; a link closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Institucional' }).click();
    await expect(menu.getByRole('link', { name: 'Planejamento estratégico' })).toBeVisible();
    await menu.getByRole('button', { name: 'Candidatos' }).click();
    await expect(menu.getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Planejamento estratégico' })).toBeHidden();
    await expect(menu.getByRole('button', { name: 'Institucional' })).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('link', { name: 'Perguntas frequentes' }).click();
    await expect(page).toHaveURL(/\/candidatos\/faq$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus; searching from it closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('searchbox', { name: 'Buscar no site' }).fill('endometriose');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('endometriose');
    await expect(menu).toBeHidden();
  });
});

test.describe('search box', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('truncates past 100 characters, ignores blank input, submits the encoded term and clears', async ({ page }) => {
    await page.goto('/contato');
    await hydrated(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' });
    await box.pressSequentially('b'.repeat(120));
    await expect(box).toHaveValue('b'.repeat(100));
    // A value set by script (as a paste handler or autofill may do) ignores maxLength.
    await box.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, 'a'.repeat(120));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(box).toHaveValue('a'.repeat(100));
    await box.fill('    ');
    await box.press('Enter');
    // A submit navigates and clears the box in the same handler: blank input does neither.
    await expect(box).toHaveValue('    ');
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
  await expect(page.getByRole('button', { name: 'Ativar tema escuro' })).toBeHidden();
  await page.getByRole('button', { name: 'Ativar tema claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeHidden();
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

// On a slow phone the page's scripts come a second or more after it shows, and React waits for the
// route's code before it hydrates anything: a tap on the switch meanwhile changes the look at once
// (index.html), and the switch, once started, keeps it.
for (const [moment, open] of Object.entries(momentsBeforeStart('/orientadores', /\/assets\/orientadores-[^/]*\.js$/))) {
  test(`the theme switched ${moment} changes at once, and stays switched`, async ({ page }) => {
    const release = await open(page);
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('button', { name: 'Ativar tema escuro' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    release();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // The switch's own now: one tap back to dark.
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
}

test("landmarks, the accessibility bar's content shortcut first, and the footer", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('main#conteudo')).toHaveCount(1);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Sobre o programa' })).toBeVisible();
  await expect(
    footer.getByRole('navigation', { name: 'Links úteis' }).getByRole('link', { name: 'Contato' }),
  ).toBeVisible();
  await expect(footer.locator('address')).toContainText('São Paulo');
  await expect(footer).toContainText(/© \d{4} /);
});
