import type { Page } from '@playwright/test';
import { expect, holdScripts, hydrated, hydratedByReact, openWithRouteCodeHeld, test } from './fixtures';

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
// the router's, in a later pass. In between, a tap on a part not yet hydrated made React hydrate
// all of it in one task before the tap took effect (a quarter of a second and more on a cheap
// phone), and a link followed by the router then used to make React hydrate a page the router had
// dropped: it threw ("reading 'routeId'") and re-rendered the whole document. Until the content
// has hydrated, the browser answers a tap on a link or a text field alone
// (src/lib/taps-while-hydrating.ts). The page script below taps at the first moment the frame
// answers and the content has not hydrated yet, and notes whether the tap made React hydrate the
// content. (React marks each element it has hydrated with a property of its own.)
async function tapBetweenPasses(page: Page, route: string, target: string) {
  const cdp = await page.context().newCDPSession(page);
  // A slow phone's CPU, so that the gap between the two passes is long enough to land in.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(
    ({ route, target }) => {
      const isHydrated = (element: Element | null | undefined) =>
        !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      let done = false;
      // Checked after every change React makes to the page (a microtask, before its next pass) and
      // between its tasks.
      const check = () => {
        if (done) return;
        const frame = document.querySelector('footer a');
        const content = document.querySelector('main h1');
        const control = document.querySelector(target);
        if (isHydrated(content)) {
          done = true;
          sessionStorage.setItem('tap', 'missed');
        } else if (isHydrated(frame) && control) {
          done = true;
          sessionStorage.setItem('tap', 'made');
          for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
            control.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, composed: true }));
          if (control instanceof HTMLInputElement) control.focus();
          else (control as HTMLElement).click();
          sessionStorage.setItem('content hydrated by the tap', String(isHydrated(content)));
        } else setTimeout(check);
      };
      if (window.location.pathname !== route) return;
      (window as unknown as { firstDocument: boolean }).firstDocument = true;
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
      document.addEventListener('DOMContentLoaded', check);
    },
    { route, target },
  );
  await page.goto(route);
}

test('a link followed before the content has hydrated is followed by the browser at once, cleanly', async ({
  page,
}) => {
  await tapBetweenPasses(page, '/', 'footer a[href="/privacidade"]');
  // Hydrating at a quarter of the speed takes seconds, more with other tests running.
  await expect(page).toHaveURL(/\/privacidade$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
  await hydrated(page);
  expect(await page.evaluate(() => sessionStorage.getItem('tap'))).toBe('made');
  expect(await page.evaluate(() => sessionStorage.getItem('content hydrated by the tap'))).toBe('false');
  // A new document: the browser followed the link, as it does before the page's scripts start.
  expect(await page.evaluate(() => (window as unknown as { firstDocument?: boolean }).firstDocument)).toBeUndefined();
});

test('a tap on the search field before the content has hydrated focuses it at once, and what is typed then filters', async ({
  page,
}) => {
  await tapBetweenPasses(page, '/orientadores', 'main input[type="search"]');
  await hydrated(page);
  expect(await page.evaluate(() => sessionStorage.getItem('tap'))).toBe('made');
  expect(await page.evaluate(() => sessionStorage.getItem('content hydrated by the tap'))).toBe('false');
  const field = page.getByRole('searchbox', { name: 'Buscar orientador pelo nome' });
  await expect(field).toBeFocused();
  // A name no adviser has: the list answers with its empty result.
  await page.keyboard.type('xyzzy');
  await expect(field).toHaveValue('xyzzy');
  await expect(page.getByRole('heading', { level: 2, name: /^Nenhum orientador encontrado/ })).toBeVisible();
});

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

// Starting leaves the document's element as the prerender wrote it. Setting its language again,
// even to the same value, made the browser restyle every element of the page in the middle of
// hydrating (about 10 ms on a cheap phone for a page of 350 elements).
for (const route of ['/', '/en/orientadores']) {
  test(`${route}: starting does not write the page's language again`, async ({ page }) => {
    await page.addInitScript(() => {
      const writes: string[] = [];
      // The document's element does not exist yet when this runs: the whole document is watched.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target === document.documentElement) writes.push(`lang=${document.documentElement.lang}`);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'] });
      Object.assign(window, { langWrites: writes });
    });
    await page.goto(route);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', route.startsWith('/en') ? 'en' : 'pt-BR');
    expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites)).toEqual([]);
  });
}

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
  const release = await openWithRouteCodeHeld(page, '/orientadores', /\/assets\/orientadores-[^/]*\.js$/);
  const button = page.getByRole('button', { name: 'Abrir menu' });
  // The window: React has started, and has hydrated nothing.
  expect(await hydratedByReact(button)).toBe(false);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  release();
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
});

// A candidate who taps an FAQ question before the page's scripts have started sees its answer at
// once, one open at a time; the accordion, once started, keeps the one left open.
test('FAQ questions tapped before the scripts start open their answers at once, and the page agrees', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/candidatos/faq', { waitUntil: 'domcontentloaded' });
  const questions = page.locator('main button[aria-controls^="faq-answer-"]');
  const [first, second] = [questions.nth(0), questions.nth(1)];
  const answerOf = async (question: typeof first) =>
    page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(first)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(second)).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(await answerOf(first)).toBeHidden();
  release();
  await hydrated(page);
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(1);
  // Now React's: a second click closes it.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(0);
});

// The window after React has started and before it has hydrated anything (the route's code held):
// a tap there was dropped, or made React hydrate the whole page in one task first.
test('an FAQ question tapped after React has started, before anything has hydrated, opens at once', async ({
  page,
}) => {
  const release = await openWithRouteCodeHeld(page, '/candidatos/faq', /\/assets\/faq-[^/]*\.js$/);
  const question = page.locator('main button[aria-controls^="faq-answer-"]').first();
  expect(await hydratedByReact(question)).toBe(false);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(1);
  release();
  await hydrated(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="faq-answer-"]:visible')).toHaveCount(1);
});

// Once React hydrates the header, a tap on a part it has not reached makes it hydrate all of that
// part in one task before the tap takes effect. The early script keeps a tap on the menu button
// until the menu has started: the button turns at once, and the menu opens as React reaches it.
// The page script taps when React has hydrated the page's first link and not yet the button
// (React marks each element it has hydrated with a property of its own); a load where hydration
// moves past that moment between two looks is tried again.
test('a menu tap while React hydrates the header turns the button at once, without hydrating it for the tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  // A slow phone's CPU, so that hydrating the header takes several of React's slices.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const isHydrated = (element: Element | null | undefined) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const check = () => {
      const first = document.querySelector('#root a[href]');
      const button = document.querySelector('[aria-controls="mobile-menu"]');
      if (isHydrated(button)) sessionStorage.setItem('tap', 'missed');
      else if (isHydrated(first) && button) {
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
          button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, composed: true }));
        sessionStorage.setItem('tap', 'made');
        sessionStorage.setItem('button hydrated by the tap', String(isHydrated(button)));
        sessionStorage.setItem('expanded at once', String(button.getAttribute('aria-expanded') === 'true'));
      } else setTimeout(check);
    };
    if (sessionStorage.getItem('tap') !== 'made') setTimeout(check);
  });
  for (let load = 0; load < 10; load++) {
    await page.goto('/orientadores');
    await hydrated(page);
    if ((await page.evaluate(() => sessionStorage.getItem('tap'))) === 'made') break;
  }
  expect(await page.evaluate(() => sessionStorage.getItem('tap'))).toBe('made');
  expect(await page.evaluate(() => sessionStorage.getItem('button hydrated by the tap'))).toBe('false');
  expect(await page.evaluate(() => sessionStorage.getItem('expanded at once'))).toBe('true');
  await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
});
