import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, hydrated, test } from './fixtures';

// eMAG, the accessibility model Brazil asks of public institutions' sites: the accessibility bar
// and its shortcuts, high contrast, the accessibility statement and VLibras, on the built site.

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const bar = (page: Page) => page.getByRole('navigation', { name: 'Barra de acessibilidade' });
/**
 * Alt+<key> as the browser's own keyboard input: Chromium on Linux follows an accesskey on the
 * Alt-modified character event, which Playwright's keyboard does not send.
 */
async function pressAccessKey(page: Page, key: string) {
  const cdp = await page.context().newCDPSession(page);
  const code = `Digit${key}`;
  const keyCode = key.charCodeAt(0);
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'rawKeyDown',
    modifiers: 1,
    key,
    code,
    windowsVirtualKeyCode: keyCode,
  });
  await cdp.send('Input.dispatchKeyEvent', { type: 'char', modifiers: 1, key, code, text: key, unmodifiedText: key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: 1, key, code, windowsVirtualKeyCode: keyCode });
  await cdp.detach();
}

/** The words a sighted visitor sees: text in elements wider than a visually hidden pixel. */
const visibleText = (locator: Locator) =>
  locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (box.width > 1 && node.textContent?.trim()) words.push(node.textContent.trim());
    }
    return words.join(' ');
  });

const SHORTCUTS = [
  { key: '1', name: 'Ir para o conteúdo' },
  { key: '2', name: 'Ir para o menu' },
  { key: '3', name: 'Ir para a busca' },
  { key: '4', name: 'Ir para o rodapé' },
];

test.describe('accessibility bar', () => {
  test('comes first: its links are the first Tab stops, with accesskeys 1 to 4, before the header', async ({
    page,
  }) => {
    await page.goto('/candidatos');
    await hydrated(page);
    const barBox = await bar(page).boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(barBox?.y).toBe(0);
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(headerBox?.y ?? 0);
    for (const shortcut of SHORTCUTS) {
      await page.keyboard.press('Tab');
      const link = bar(page).getByRole('link', { name: shortcut.name });
      await expect(link).toBeFocused();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('accesskey', shortcut.key);
    }
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('link', { name: 'Acessibilidade' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('button', { name: 'Alto contraste' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bar(page).getByRole('button', { name: 'Libras' })).toBeFocused();
  });

  test('Alt+1..4 take focus to the content, the main menu, the search box and the footer', async ({ page }) => {
    await page.goto('/orientadores');
    await hydrated(page);
    await pressAccessKey(page, '1');
    await expect(page.getByRole('main')).toBeFocused();
    await pressAccessKey(page, '2');
    await expect(page.locator('#menu-principal')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').first()).toBeFocused();
    await pressAccessKey(page, '3');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no site' })).toBeFocused();
    await pressAccessKey(page, '4');
    await expect(page.getByRole('contentinfo')).toBeFocused();
    await expect(page.getByRole('contentinfo')).toBeInViewport();
  });

  test('on a phone the menu and search shortcuts lead to the menu button, and clicks work like the keys', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await bar(page).getByRole('link', { name: 'Ir para o menu' }).click();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await bar(page).getByRole('link', { name: 'Ir para a busca' }).click();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await bar(page).getByRole('link', { name: 'Ir para o rodapé' }).click();
    await expect(page.getByRole('contentinfo')).toBeFocused();
    await bar(page).getByRole('link', { name: 'Ir para o conteúdo' }).click();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the shortcuts show short words in two lines, keeping their full names', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await hydrated(page);
    const shown = ['Conteúdo 1', 'Menu 2', 'Busca 3', 'Rodapé 4'];
    for (const [index, shortcut] of SHORTCUTS.entries()) {
      const link = bar(page).getByRole('link', { name: `${shortcut.name} ${shortcut.key}`, exact: true });
      await expect(link).toBeVisible();
      expect(await visibleText(link)).toBe(shown[index]);
    }
    // Two lines: the four shortcuts, then the statement, high contrast and Libras.
    const tops = await bar(page)
      .locator('a, button')
      .evaluateAll((controls) => [
        ...new Set(controls.map((control) => Math.round(control.getBoundingClientRect().top))),
      ]);
    expect(tops).toHaveLength(2);
  });
});

test.describe('accessibility statement', () => {
  test('/acessibilidade lists the shortcuts, the standards, high contrast, VLibras and whom to write to', async ({
    page,
  }) => {
    const contact = await readJson<{ email: string }>('.velite/contact.json');
    await page.goto('/');
    await hydrated(page);
    await bar(page).getByRole('link', { name: 'Acessibilidade' }).click();
    await expect(page).toHaveURL(/\/acessibilidade$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acessibilidade');
    const main = page.getByRole('main');
    const table = main.getByRole('table');
    for (const shortcut of SHORTCUTS)
      await expect(table.getByRole('row', { name: `Alt + ${shortcut.key} ${shortcut.name}` })).toBeVisible();
    await expect(main).toContainText('WCAG 2.2');
    await expect(main).toContainText('eMAG 3.1');
    await expect(main.getByRole('heading', { name: 'Alto contraste' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Libras (VLibras)' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Encontrou uma barreira?' })).toBeVisible();
    await expect(main.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  });

  test('linked from every page footer too', async ({ page }) => {
    await page.goto('/contato');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click();
    await expect(page).toHaveURL(/\/acessibilidade$/);
  });
});

/** The look at the first frame the page can paint (recorded by an init script). */
const recordFirstFrame = () => {
  requestAnimationFrame(() => {
    (window as unknown as { __firstFrame: unknown }).__firstFrame = {
      contrast: document.documentElement.getAttribute('data-contrast'),
      hydrated: document.documentElement.dataset.hydrated ?? null,
      background: getComputedStyle(document.body).backgroundColor,
    };
  });
};

test.describe('high contrast', () => {
  // The not-found page is checked on purpose: its document answers 404.
  test.use({ allowedConsole: /status of 404/ });

  test('the toggle turns it on and off, remembers it, and it applies before first paint', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = bar(page).getByRole('button', { name: 'Alto contraste' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBe('high');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');

    await page.addInitScript(recordFirstFrame);
    await page.goto('/orientadores');
    await page.waitForFunction(() => (window as unknown as { __firstFrame?: unknown }).__firstFrame !== undefined);
    const first = await page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame);
    expect(first).toEqual({ contrast: 'high', hydrated: null, background: 'rgb(0, 0, 0)' });
    await hydrated(page);
    await expect(bar(page).getByRole('button', { name: 'Alto contraste' })).toHaveAttribute('aria-pressed', 'true');

    await bar(page).getByRole('button', { name: 'Alto contraste' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /./);
    expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBeNull();
    // Back to the dark theme underneath, which the choice never changed.
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(0, 0, 0)');
  });

  test('focus shows as a thick yellow ring and controls keep a white outline', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('contrast', 'high'));
    await page.goto('/orientadores');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const focusRing = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
    expect(focusRing).toBe('solid 3px rgb(255, 255, 0)');
    const searchBorder = await page
      .getByRole('banner')
      .getByRole('searchbox')
      .evaluate((input) => getComputedStyle(input).borderTopColor);
    expect(searchBorder).toBe('rgb(255, 255, 255)');
  });
  // On a slow phone the page's scripts come a second or more after it shows: a tap meanwhile is
  // kept (index.html), the look changing as it would, and the bar agrees once it has started.
  test('turned on before the scripts start, it applies at once and the bar agrees', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
    const toggle = bar(page).getByRole('button', { name: 'Alto contraste' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
    expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBe('high');
    release();
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    // Now the bar's own: off again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /./);
    expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBeNull();
  });

  test('chosen on an earlier visit, it turns off with one tap before the scripts start', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('contrast', 'high'));
    const release = await holdScripts(page);
    await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    const toggle = bar(page).getByRole('button', { name: 'Alto contraste' });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /./);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('contrast'))).toBeNull();
    release();
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /./);
  });
  // WCAG 1.4.6 (7:1) on every route, over either theme: every-route.spec.ts.
});

test.describe('VLibras', () => {
  // A stand-in for the government's script, so the test needs no internet: it records the call.
  const STUB = `window.VLibras = { Widget: function (app) { window.__vlibrasApp = app; } };`;

  test('its script is requested only after the visitor asks for it, then the widget starts', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('vlibras.gov.br')) requests.push(request.url());
    });
    await page.route('https://vlibras.gov.br/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB }),
    );
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(page.locator('[vw]')).toHaveCount(0);

    await bar(page).getByRole('button', { name: 'Libras' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vlibrasApp?: string }).__vlibrasApp))
      .toBe('https://vlibras.gov.br/app');
    expect(requests).toEqual(['https://vlibras.gov.br/app/vlibras-plugin.js']);
    await expect(page.locator('[vw].enabled [vw-access-button]')).toHaveCount(1);
    await expect(bar(page).getByRole('button', { name: 'Libras' })).toBeDisabled();
  });

  test('asked for before the scripts start, the widget starts as the page does', async ({ page }) => {
    await page.route('https://vlibras.gov.br/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB }),
    );
    const release = await holdScripts(page);
    await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
    await bar(page).getByRole('button', { name: 'Libras' }).click();
    release();
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __vlibrasApp?: string }).__vlibrasApp))
      .toBe('https://vlibras.gov.br/app');
    await expect(bar(page).getByRole('button', { name: 'Libras' })).toBeDisabled();
  });
});
