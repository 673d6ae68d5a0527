import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys';
import { backendUrl } from '../../scripts/settings.ts';

/**
 * The local backend the built site calls (`VITE_SUPABASE_URL`, else `PORT_SUPABASE`, else the
 * default port), for tests that hold or refuse its answers: the suite runs on any port.
 */
export const BACKEND = backendUrl(process.env).replace(/\/$/, '');

/**
 * Every browser test fails on a console error, a React hydration warning or a
 * Content-Security-Policy violation (the test server sends the site's CSP): a page that renders
 * but logs one is broken for somebody.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp | null }>({
  /** Console messages a test expects (e.g. the 404 of the document it asked for). */
  allowedConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (allowedConsole?.test(text)) return;
        if (message.type() === 'error' || /hydrat|did not match/i.test(text))
          problems.push(`${message.type()}: ${text}`);
      };
      page.on('console', onConsole);
      // Reported as a console error by Chromium too; the event also names the directive.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      // React reports an error it recovered from (a hydration that fell back to client rendering)
      // as a bare code; the error it wraps says what actually went wrong.
      await page.addInitScript(() => {
        const report = window.reportError?.bind(window);
        if (!report) return;
        window.reportError = (error: unknown) => {
          const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
          if (cause) console.error(`caused by: ${cause.message ?? String(cause)}\n${cause.stack ?? ''}`);
          report(error);
        };
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the page has hydrated, its content included: <html data-hydrated> (src/lib/page-hydration.ts). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Holds the page's scripts (or those `scripts` matches) back, as a slow phone's network would, until `release()`. */
export async function holdScripts(page: Page, scripts = /\/assets\/.*\.js$/): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `route` with its own code (`routeCode`) held back until `release()`: React starts, and
 * waits for that code before it hydrates anything (the router's client awaits it at the root).
 */
export async function openWithRouteCodeHeld(page: Page, route: string, routeCode: RegExp): Promise<() => void> {
  const release = await holdScripts(page, routeCode);
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );
  return release;
}

/**
 * The two moments before a page has started, each a way to open `route` there: its scripts held
 * (a slow phone's network), and React started with the route's own code (`routeCode`) held, in
 * which React hydrates nothing. Each resolves with `release()`.
 */
export const momentsBeforeStart = (route: string, routeCode: RegExp) => ({
  'before the scripts start': async (page: Page) => {
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    return release;
  },
  'after React has started, before it hydrates': (page: Page) => openWithRouteCodeHeld(page, route, routeCode),
});

/** Whether React has hydrated the element: it marks each it has with a property of its own. */
export const hydratedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));

/**
 * The language a screen reader reads an element's text in: the `lang` of the element itself or of
 * its nearest ancestor that has one.
 */
export const languageOf = (locator: Locator) =>
  locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? '');

/**
 * Stops the page's installed clock, so time moves only by `page.clock.runFor`. An installed
 * clock keeps running on its own until paused, and on a loaded machine that real time is enough
 * to fire a hover delay or finish an animation early. Timers due in the next second fire now.
 */
export const pauseClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

/** The local backend's administrator (supabase/local; the README's "Grant an admin"). */
export const ADMIN = { email: 'admin@ppg-go.local', password: 'Admin!2345' };

/**
 * Signs in through the auth API and hands the session to the page as supabase-js stores it, so
 * the page opens signed in; `expiresIn` seconds shortens the session's life.
 */
export async function signInWithSession(
  page: Page,
  request: APIRequestContext,
  { account = ADMIN, expiresIn }: { account?: { email: string; password: string }; expiresIn?: number } = {},
) {
  const response = await request.post(`${BACKEND}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: account,
  });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as { expires_at: number };
  if (expiresIn !== undefined) session.expires_at = Math.floor(Date.now() / 1000) + expiresIn;
  await page.addInitScript((value) => localStorage.setItem('sb-127-auth-token', value), JSON.stringify(session));
}

/**
 * How wide the page is (WCAG 1.4.10, reflow) and the first elements whose right edge passes the
 * viewport (clipped inside a box that hides overflow).
 */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.right > window.innerWidth + 1 && element.closest('[hidden]') === null;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  }));

/**
 * What is wrong with the Content-Security-Policy a page was served with, one line each; [] when
 * nothing is: inline scripts allowed only by their hashes, never by 'unsafe-inline', and no
 * framing by another site.
 */
export function cspProblems(path: string, csp: string | null): string[] {
  const scriptSrc = (csp ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const problems: string[] = [];
  if (!scriptSrc.includes("'sha256-")) problems.push(`${path}: script-src names no hash: "${scriptSrc}"`);
  if (scriptSrc.includes('unsafe-inline')) problems.push(`${path}: script-src allows 'unsafe-inline'`);
  if (!csp?.includes("frame-ancestors 'none'")) problems.push(`${path}: no frame-ancestors 'none' in "${csp}"`);
  return problems;
}
