import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// Hydration adopts the prerendered page as it is. Mantine's own useId swapped every id it had
// rendered for a random one right after hydrating, re-rendering each of those components in one
// task (the longest while a page hydrated on a cheap phone) and changing ids that labels and
// aria-controls point at. The client build keeps the server's
// (scripts/build/stable-mantine-ids.ts).
// The pages whose prerendered HTML holds Mantine ids (the header's hidden menus hold none now; the
// awards page's database notice does, which /noticias, its posts now written in /cms, no longer shows).
for (const route of ['/', '/auth', '/orientadores', '/institucional/programa', '/premios']) {
  test(`${route}: hydrating keeps every id the server rendered`, async ({ page, request }) => {
    const html = await (await request.get(route)).text();
    const serverIds = [...html.matchAll(/\sid="(mantine-[^"]+)"/g)].map((match) => match[1]!);
    expect(serverIds.length, 'the page renders Mantine ids').toBeGreaterThan(0);
    await page.goto(route);
    await hydrated(page);
    const ids = new Set(await page.locator('[id^="mantine-"]').evaluateAll((elements) => elements.map((e) => e.id)));
    expect(serverIds.filter((id) => !ids.has(id))).toEqual([]);
  });
}

// React hydrates the frame (header, footer) first and the page's content, a Suspense boundary of
// the router's, in a later pass. A link followed in between used to make React hydrate a page the
// router had dropped: it threw ("reading 'routeId'") and re-rendered the whole document. The page
// script below follows the footer's link at the first moment the frame answers and the content
// has not hydrated yet. (React marks each element it has hydrated with a property of its own.)
test('a link followed before the content has hydrated opens its page cleanly', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  // A slow phone's CPU, so that the gap between the two passes is long enough to land in.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const isHydrated = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    let done = false;
    // Checked after every change React makes to the page (a microtask, before its next pass) and
    // between its tasks.
    const check = () => {
      if (done) return;
      const link = [...document.querySelectorAll('footer a')].find((a) => a.textContent === 'Aviso de privacidade');
      const content = document.querySelector('main h1');
      if (isHydrated(content)) done = true;
      else if (isHydrated(link)) {
        done = true;
        (window as unknown as { followedEarly: boolean }).followedEarly = true;
        (link as HTMLAnchorElement).click();
      } else setTimeout(check);
    };
    if (window.location.pathname !== '/') return;
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
    document.addEventListener('DOMContentLoaded', check);
  });
  await page.goto('/');
  // Hydrating at a quarter of the speed takes seconds, more with other tests running.
  await expect(page).toHaveURL(/\/privacidade$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
  await hydrated(page);
  // Still the same document: the link was followed by the router, not by a new page load.
  expect(await page.evaluate(() => (window as unknown as { followedEarly?: boolean }).followedEarly)).toBe(true);
});

/** Holds the page's scripts back, as a slow phone's network would, until `release()`. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// A visitor who scrolls while the page is still loading stays where they scrolled: the router's
// scroll restoration scrolled every page back to the top as it hydrated. The page's scripts are
// held until the visitor has scrolled, as on a slow phone.
test('a page scrolled before it hydrates stays where the visitor scrolled it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  release();
  await hydrated(page);
  // Two frames after hydrating: any scroll it set off has happened (no smooth scrolling here).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});

// On a phone, a tap on the menu button before the page's scripts have started is not lost: the
// button turns at once, and the menu opens as the page starts.
test('a menu tap before the scripts start shows at once and opens the menu once they do', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: 'Abrir menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  release();
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu).toBeVisible();
  await expect(
    menu
      .getByRole('button', { name: 'Orientadores' })
      .or(menu.getByRole('link', { name: 'Orientadores' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
});

// Once React has started, the page still waits for its route's code before React hydrates any of
// it (the router's client awaits it at the root). React cannot hand a tap in that window to the
// button's handler, and stops it; the early script stood aside as soon as React had started. So
// a tap then was lost, on a slow phone a real window (npm run bench:input). The route's code is
// held here to open the window wide.
test('a menu tap after React has started, before anything has hydrated, still opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/orientadores-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/orientadores', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );
  const button = page.getByRole('button', { name: 'Abrir menu' });
  // The window: React has started, and has hydrated nothing (it marks what it has with a property).
  expect(await button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(
    false,
  );
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  release();
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
});
