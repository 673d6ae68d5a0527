import type { Page } from '@playwright/test';
import { ALL_ROUTES, PLACEHOLDER_ROUTES, REPEATED_PLACEHOLDERS } from '../route-table';
import { axeFindings, COLOUR_RULES } from './axe';
import { cspProblems, expect, horizontalOverflow, test } from './fixtures';
import { budgetProblems, watchDownloads } from './first-view';

// Every route, loaded once: it answers 200 with the site's Content-Security-Policy, shows one
// h1, hydrates without a console error, hydration warning or CSP violation, has a title of its
// own and stays within its byte budgets (first-view.ts: scripts, fonts, backend clients); then,
// in the looks a visitor can give it, axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) in the dark
// theme; the colour rules in the light theme; eMAG's high contrast at 7:1 (WCAG 1.4.6) over
// either theme; and reflow (WCAG 1.4.10: nothing scrolls sideways at 320 CSS pixels). Each look
// is switched as a visitor switches it, without loading the page again.
//
// The templates every other page is made of (the page shell on the home page, a section index, a
// placeholder page, a news post) are checked in every combination of width, theme and contrast;
// every other page in one width per look, which covers what is its own (headings, links, text,
// colours): the shell around it is the templates'. The admin area's states are checked signed in,
// in accessibility.spec.ts and cms-accessibility.spec.ts. Placeholder pages after the first of
// their section are the same component with another title and line: rules and reflow there, not
// the colour looks again.

const HIGH_CONTRAST_RULES = ['color-contrast-enhanced', 'color-contrast'];
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };
const REFLOW_WIDTH = 320;
/** Checked on purpose: its document answers 404. */
const NOT_FOUND = '/nao-existe';

const TEMPLATES = ['/', '/institucional', ...PLACEHOLDER_ROUTES.slice(0, 1), '/noticias/simposio-medicina-fetal-2026'];

type Downloads = ReturnType<typeof watchDownloads>;
type Width = typeof WIDE | typeof NARROW;
type Look = { theme: 'dark' | 'light'; contrast: 'normal' | 'high' };

/** Switches the theme and the contrast with the page's own controls, as a visitor does. */
async function setLook(page: Page, look: Look) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== look.theme) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: look.theme === 'light' ? 'Ativar tema claro' : 'Ativar tema escuro' })
      .click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', look.theme);
  }
  const high = (await html.getAttribute('data-contrast')) === 'high';
  if (high !== (look.contrast === 'high')) {
    await page
      .getByRole('navigation', { name: 'Barra de acessibilidade' })
      .getByRole('button', { name: 'Alto contraste' })
      .click();
    if (look.contrast === 'high') {
      await expect(html).toHaveAttribute('data-contrast', 'high');
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .toBe('rgb(0, 0, 0)');
    } else await expect(html).not.toHaveAttribute('data-contrast', /./);
  }
}

/** One check: a width, a look, and what is checked there. */
type Check = { width: Width; look: Look; rules: 'all' | 'colour' | 'high contrast' };

const dark: Look = { theme: 'dark', contrast: 'normal' };
const light: Look = { theme: 'light', contrast: 'normal' };
const highOverDark: Look = { theme: 'dark', contrast: 'high' };
const highOverLight: Look = { theme: 'light', contrast: 'high' };

/**
 * The checks of a page, in an order that switches as little as possible. Every page: all rules in
 * the dark theme at 1280 px, reflow at 320 px, high contrast over the dark theme; a page of its own
 * also high contrast over the light theme and the light theme's colours; a template every
 * combination of width and look.
 */
function checksFor(path: string): Check[] {
  if (TEMPLATES.includes(path))
    return [WIDE, NARROW].flatMap((width) => [
      { width, look: dark, rules: 'all' as const },
      { width, look: highOverDark, rules: 'high contrast' as const },
      { width, look: highOverLight, rules: 'high contrast' as const },
      { width, look: light, rules: 'colour' as const },
    ]);
  const checks: Check[] = [
    { width: WIDE, look: dark, rules: 'all' },
    { width: NARROW, look: highOverDark, rules: 'high contrast' },
  ];
  if (REPEATED_PLACEHOLDERS.includes(path)) return checks;
  return [
    ...checks,
    { width: NARROW, look: highOverLight, rules: 'high contrast' },
    { width: NARROW, look: light, rules: 'colour' },
  ];
}

const label = ({ width, look }: Check) =>
  `${look.contrast === 'high' ? `high contrast over the ${look.theme} theme` : `${look.theme} theme`}, ${width.width} px`;

/** Everything wrong with `path` in every look it is checked in; [] when nothing is. */
async function problemsOf(page: Page, path: string, downloads: Downloads): Promise<string[]> {
  const problems: string[] = [];
  // The pointer stays where the last check clicked, and after the width changes or on the next
  // page it may rest on a link, whose code the router then fetches ahead: a visitor's hover, not
  // the page's first view. The top left corner is the accessibility bar's background everywhere.
  await page.mouse.move(0, 0);
  await page.setViewportSize(WIDE);
  downloads.reset();
  const response = await page.goto(path);
  const status = response?.status();
  if (status !== (path === NOT_FOUND ? 404 : 200)) problems.push(`${path} answered ${status}`);
  problems.push(...cspProblems(path, (await response?.headerValue('content-security-policy')) ?? null));
  // The h1 a visitor meets: while a part of the page waits for its code (the admin area's access
  // check), React keeps that part in the DOM hidden, beside the fallback that shows.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, `${path}: one h1`).toHaveCount(1);
  await expect(heading, `${path}: its h1 shows`).toBeVisible();
  // Hydrated without a console error or hydration warning (the fixture fails the test on one),
  // with what it downloaded for that within budget.
  const view = await downloads.settle();
  if (path !== NOT_FOUND) problems.push(...budgetProblems(path, view));
  if ((await page.title()).length <= 5) problems.push(`${path} has no title of its own: "${await page.title()}"`);
  for (const [index, check] of checksFor(path).entries()) {
    await page.setViewportSize(check.width);
    await setLook(page, check.look);
    const rules = check.rules === 'all' ? undefined : check.rules === 'colour' ? COLOUR_RULES : HIGH_CONTRAST_RULES;
    for (const finding of await axeFindings(page, { rules })) problems.push(`${path} (${label(check)}) ${finding}`);
    // Reflow once, in the look the page opened in.
    if (index === 0) {
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
      const { scrollWidth, outside } = await horizontalOverflow(page);
      if (scrollWidth > REFLOW_WIDTH)
        problems.push(`${path} (${REFLOW_WIDTH} px) ${scrollWidth} px wide (${outside.join(', ')})`);
    }
  }
  return problems;
}

test.describe('every route', () => {
  test.use({ allowedConsole: /status of 404/ });
  // Every page opens dark at normal contrast; its own controls switch it from there.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.removeItem('contrast');
    });
  });

  for (const path of TEMPLATES)
    test(`template ${path}: every width and look`, async ({ page }) => {
      test.setTimeout(60_000);
      expect(await problemsOf(page, path, watchDownloads(page))).toEqual([]);
    });

  // A few pages per test: each test pays for a fresh browser context, each page only for its load.
  const others = [...ALL_ROUTES, NOT_FOUND].filter((path) => !TEMPLATES.includes(path));
  const chunks = 10;
  for (let chunk = 0; chunk < chunks; chunk++) {
    const routes = others.filter((_, index) => index % chunks === chunk);
    test(`the other pages, part ${chunk + 1} of ${chunks}`, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 15_000);
      const downloads = watchDownloads(page);
      const problems: string[] = [];
      for (const path of routes) problems.push(...(await problemsOf(page, path, downloads)));
      expect(problems).toEqual([]);
    });
  }
});
