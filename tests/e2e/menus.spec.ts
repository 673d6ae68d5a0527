import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, pauseClock, test } from './fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const MENUS = [
  'institucional',
  'orientadores',
  'linhas-pesquisa',
  'candidatos',
  'projetos',
  'producao',
  'noticias',
  'area-aluno',
];
const STEP_MS = 20;

/** Ids of the panels shown now. */
const openPanels = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[id^="menu-panel-"]:not([hidden])')].map((panel) => panel.id));

test.describe('mega-menus with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each panel spans the menu bar right below it, under its own trigger', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = (await mainNav(page).boundingBox())!;
    for (const id of MENUS) {
      await page.locator(`[aria-controls="menu-panel-${id}"]`).click();
      const panel = (await page.locator(`#menu-panel-${id}`).boundingBox())!;
      const item = (await page.locator(`[aria-controls="menu-panel-${id}"]`).locator('xpath=..').boundingBox())!;
      expect(panel.x, id).toBeCloseTo(nav.x, 0);
      expect(panel.x + panel.width, id).toBeCloseTo(nav.x + nav.width, 0);
      expect(panel.x <= item.x && panel.x + panel.width >= item.x + item.width, id).toBe(true);
      expect(panel.y, id).toBeGreaterThanOrEqual(item.y + item.height - 1);
      expect(panel.y - (item.y + item.height), id).toBeLessThan(8);
      await page.keyboard.press('Escape');
    }
  });

  // A visitor's hand at 300, 600 and 1000 ms per trip: the pointer crosses the neighbouring
  // triggers on its way down; no other menu may open and this one may not close.
  for (const travelMs of [300, 600, 1000]) {
    test(`from each trigger straight to the farthest link of its panel in ${travelMs} ms`, async ({ page }) => {
      // Eight trips of up to fifty pointer moves, each a round trip to the browser: on a loaded
      // machine that outlasts the default timeout.
      test.slow();
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      await pauseClock(page);
      for (const id of MENUS) {
        const button = page.locator(`[aria-controls="menu-panel-${id}"]`);
        const start = (await button.boundingBox())!;
        const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
        await page.mouse.move(from.x, from.y);
        await page.clock.runFor(300);
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        // The panels' links download when the pointer first enters the menu bar, in real time.
        await expect(page.locator(`#menu-panel-${id} ul a`).first()).toBeVisible();

        // The panel link farthest from the pointer.
        const targets = await page.locator(`#menu-panel-${id} a`).evaluateAll((links) =>
          links.map((link) => {
            // The first line of the link: a link that wraps has a gap in its bounding box.
            const box = link.getClientRects()[0]!;
            return {
              href: link.getAttribute('href')!,
              x: box.left + Math.min(box.width / 2, 24),
              y: box.top + box.height / 2,
            };
          }),
        );
        const to = targets.reduce((far, link) =>
          Math.hypot(link.x - from.x, link.y - from.y) > Math.hypot(far.x - from.x, far.y - from.y) ? link : far,
        );

        const steps = travelMs / STEP_MS;
        for (let step = 1; step <= steps; step += 1) {
          await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
          await page.clock.runFor(STEP_MS);
          expect(await openPanels(page), `${id}, step ${step} of ${steps}`).toEqual([`menu-panel-${id}`]);
        }
        await page.clock.runFor(500);
        expect(await openPanels(page), id).toEqual([`menu-panel-${id}`]);
        await page.mouse.down();
        await page.mouse.up();
        await page.clock.runFor(1000);
        await expect(page, id).toHaveURL(new RegExp(`${to.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.locator(`#menu-panel-${id}`)).toBeHidden();
        // Back as the browser's back button goes, through the router: no new document. A page
        // loaded again under the installed clock now and then never hydrated.
        await page.goBack();
        await page.clock.runFor(500);
        await expect(page).toHaveURL(/\/$/);
      }
    });
  }

  test('resting on a neighbouring trigger still switches to its menu', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await pauseClock(page);
    const first = (await page.locator('[aria-controls="menu-panel-producao"]').boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.clock.runFor(300);
    expect(await openPanels(page)).toEqual(['menu-panel-producao']);
    const next = (await page.locator('[aria-controls="menu-panel-noticias"]').boundingBox())!;
    await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 5 });
    await page.clock.runFor(400);
    expect(await openPanels(page)).toEqual(['menu-panel-noticias']);
  });
});

test.describe('the desktop panels’ content', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const panelContent = /\/assets\/MenuPanelContent-[^/]+\.js$/;

  test('is not downloaded with the page, only once a visitor reaches for the menu bar', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/linhas-pesquisa', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(requested.filter((path) => panelContent.test(path))).toEqual([]);
    await page.locator('[aria-controls="menu-panel-institucional"]').hover();
    const panel = page.locator('#menu-panel-institucional');
    await expect(panel.getByRole('link', { name: 'Apresentação e histórico' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ver seção Institucional' })).toBeVisible();
    await expect(panel.getByRole('img')).toHaveCount(1);
    expect(requested.filter((path) => panelContent.test(path))).toHaveLength(1);
  });

  test('the section link keeps its place and keyboard focus when the rest arrives', async ({ page }) => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(panelContent, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/linhas-pesquisa');
    await hydrated(page);
    const button = page.locator('[aria-controls="menu-panel-institucional"]');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const panel = page.locator('#menu-panel-institucional');
    const sectionLink = panel.getByRole('link', { name: 'Ver seção Institucional' });
    await expect(sectionLink).toBeFocused();
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    const before = await sectionLink.boundingBox();
    answer();
    await expect(panel.getByRole('link', { name: 'Apresentação e histórico' })).toBeVisible();
    await expect(panel.getByRole('img')).toHaveCount(1);
    await expect(panel).toHaveAttribute('aria-busy', 'false');
    await expect(sectionLink).toBeFocused();
    // Under a pointer aiming at it, the link does not move when the image and text arrive.
    expect(await sectionLink.boundingBox()).toEqual(before);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Apresentação e histórico' })).toBeFocused();
  });

  test.describe('when it cannot be downloaded', () => {
    test.use({ allowedConsole: /Failed to (load resource|fetch dynamically imported module)/ });

    /** Refuses the panels' content until `allow()`; `refused()` counts the refusals. */
    async function refusePanelContent(page: Page) {
      let refusing = true;
      let refusals = 0;
      await page.route(panelContent, (route) => {
        if (!refusing) return route.continue();
        refusals += 1;
        return route.fulfill({ status: 503 });
      });
      return { refused: () => refusals, allow: () => (refusing = false) };
    }

    /** The open panel has stopped loading (aria-busy) and offers only the section's page. */
    async function expectFallback(panel: Locator, section: string) {
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      await expect(panel.getByRole('link')).toHaveText([`Ver seção ${section}`]);
    }

    test('an open panel links to the section’s page, and reopening it by keyboard tries again', async ({ page }) => {
      const content = await refusePanelContent(page);
      await page.goto('/linhas-pesquisa');
      await hydrated(page);
      const button = page.locator('[aria-controls="menu-panel-candidatos"]');
      const panel = page.locator('#menu-panel-candidatos');
      await button.focus();
      await page.keyboard.press('Enter');
      await expectFallback(panel, 'Candidatos');
      expect(content.refused()).toBeGreaterThan(0);
      content.allow();
      // Escape and Enter again: focus never moves, so only the opening itself can ask again.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(panel.getByRole('link', { name: 'Processo seletivo' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Ver seção Candidatos' })).toBeVisible();
    });

    test('a pointer moving on to the next menu without leaving the bar gets its links', async ({ page }) => {
      const content = await refusePanelContent(page);
      await page.goto('/linhas-pesquisa');
      await hydrated(page);
      await page.locator('[aria-controls="menu-panel-institucional"]').hover();
      const first = page.locator('#menu-panel-institucional');
      await expect(first).toBeVisible();
      await expectFallback(first, 'Institucional');
      content.allow();
      await page.locator('[aria-controls="menu-panel-candidatos"]').hover();
      const next = page.locator('#menu-panel-candidatos');
      await expect(next.getByRole('link', { name: 'Processo seletivo' })).toBeVisible();
      expect(content.refused()).toBeGreaterThan(0);
    });
  });
});

test.describe('the phone menu’s code', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const menuContent = /\/assets\/MobileMenuContent-[^/]+\.js$/;

  test('is not downloaded with the page, only once a visitor reaches for the menu', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/linhas-pesquisa', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(requested.filter((path) => menuContent.test(path))).toEqual([]);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('button', { name: 'Institucional' }).click();
    await expect(menu.getByRole('link', { name: 'Ver seção Institucional' })).toBeVisible();
    await expect(menu.locator('#mobile-search')).toBeVisible();
    expect(requested.filter((path) => menuContent.test(path))).toHaveLength(1);
  });

  test.describe('when it cannot be downloaded', () => {
    test.use({ allowedConsole: /Failed to (load resource|fetch dynamically imported module)/ });

    test('the menu lists the sections’ pages, and tries again the next time it opens', async ({ page }) => {
      let refuse = true;
      await page.route(menuContent, (route) => (refuse ? route.fulfill({ status: 503 }) : route.continue()));
      await page.goto('/linhas-pesquisa');
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Abrir menu' });
      await button.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('link', { name: 'Institucional' })).toBeVisible();
      await expect(menu.getByRole('listitem')).toHaveCount(8);
      refuse = false;
      await page.getByRole('button', { name: 'Fechar menu' }).click();
      await button.click();
      await expect(menu.getByRole('button', { name: 'Institucional' })).toBeVisible();
      await menu.getByRole('button', { name: 'Institucional' }).click();
      await expect(menu.getByRole('link', { name: 'Ver seção Institucional' })).toBeVisible();
    });
  });
});
