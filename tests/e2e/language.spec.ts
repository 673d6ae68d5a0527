import { readFile } from 'node:fs/promises';
import { expect, hydrated, languageOf, test } from './fixtures';

// Languages live in the URL: every public page also exists at /en/… and /es/…, prerendered, and
// the PT / EN / ES controls are links to the current page's counterpart. No content is translated
// yet, so the English and Spanish pages show the Portuguese text, marked as such, with a notice.

const NOTICE_EN = 'This page has not been translated into English yet. Its content is shown in Portuguese.';

test('PT is the default whatever the browser says; the language links lead to the page in each language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const languages = page.getByRole('group', { name: 'Idioma' });
  await page.goto('/orientadores');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(languages.getByRole('link')).toHaveText(['PT', 'EN', 'ES']);
  await expect(languages.getByRole('link', { name: 'PT' })).toHaveAttribute('aria-current', 'page');
  await expect(languages.getByRole('link', { name: 'EN' })).not.toHaveAttribute('aria-current');
  await expect(languages.getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/en/orientadores');
  await expect(languages.getByRole('link', { name: 'ES' })).toHaveAttribute('href', '/es/orientadores');
  await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);

  await languages.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/orientadores$/);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(languages.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-untranslated-notice]')).toHaveText(`${NOTICE_EN} Português`);
  await expect(page.locator('[data-untranslated-notice]')).toHaveAttribute('lang', 'en');

  // A link inside the English page stays in English, through the router.
  await page.locator('footer').getByRole('link', { name: 'Contato', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/contato$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(languages.getByRole('link', { name: 'PT' })).toHaveAttribute('href', '/contato');

  // The choice is not remembered against the URL: the Portuguese address stays Portuguese.
  await page.goto('/contato');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page).toHaveURL(/\/contato$/);
  await context.close();
});

test('a page keeps its query string in the other language', async ({ page }) => {
  await page.goto('/institucional/programa?aba=ccp');
  await hydrated(page);
  const english = page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'EN' });
  await expect(english).toHaveAttribute('href', '/en/institucional/programa?aba=ccp');
  await english.click();
  await expect(page).toHaveURL(/\/en\/institucional\/programa\?aba=ccp$/);
  await hydrated(page);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(/CCP/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an English page is served in its language, its Portuguese text marked as Portuguese', async ({ page }) => {
    const response = await page.goto('/en/orientadores');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-untranslated-notice]')).toHaveText(`${NOTICE_EN} Português`);
    await expect(page.locator('[data-untranslated-notice]')).toHaveAttribute('lang', 'en');
    for (const region of ['main', 'header', 'footer', '[data-accessibility-bar]'])
      await expect(page.locator(region).first(), region).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orientadores');
    // Links lead to English pages; the staff's sign-in page has one address.
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href, href).toMatch(/^\/(en(\/|$)|auth$|orientadores$|es\/orientadores$)/);

    await page.getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'ES' }).click();
    await expect(page).toHaveURL(/\/es\/orientadores$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('[data-untranslated-notice]')).toContainText(
      'Esta página aún no se ha traducido al español.',
    );
  });

  test('an unknown English address is the not-found page, in English; the staff pages have no English address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/en/nao-existe', '/es/nao/existe', '/en/auth', '/en/cms']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html'), path).toHaveAttribute('lang', path.slice(1, 3));
    }
    expect((await page.goto('/auth'))?.status()).toBe(200);
    await context.close();
  });
});

test('search engines: untranslated pages are noindex and left out of the sitemap; Portuguese pages are not', async ({
  page,
}) => {
  await page.goto('/en/candidatos/faq');
  const head = page.locator('head');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/candidatos\/faq$/);
  // No alternate versions of the page (the news feed's link names its own language).
  await expect(head.locator('link[rel="alternate"][hreflang]:not([type])')).toHaveCount(0);

  await page.goto('/candidatos/faq');
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^n]\/candidatos\/faq$/);

  const sitemap = await readFile('dist/sitemap.xml', 'utf8');
  expect(sitemap).toContain('/candidatos/faq</loc>');
  expect(sitemap).not.toMatch(/\/(en|es)(\/|<)/);
});

test('the language links fit a 320 px screen and are reached by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en');
  await hydrated(page);
  const languages = page.getByRole('group', { name: 'Idioma' });
  for (const name of ['PT', 'EN', 'ES']) await expect(languages.getByRole('link', { name })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await languages.getByRole('link', { name: 'ES' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test("a Portuguese page does not download another language's strings; an English page downloads English only", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const manifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const filesOf = (language: string) =>
    Object.entries(manifest)
      .filter(([key]) => key === `src/lib/language-packs/${language}.ts`)
      .map(([, chunk]) => `/${chunk.file}`);
  expect(filesOf('en').length).toBeGreaterThan(0);

  await page.goto('/');
  await hydrated(page);
  for (const file of [...filesOf('en'), ...filesOf('es')]) expect(requested, file).not.toContain(file);

  requested.length = 0;
  await page.goto('/en');
  await hydrated(page);
  for (const file of filesOf('en')) expect(requested, file).toContain(file);
  for (const file of filesOf('es')) expect(requested, file).not.toContain(file);
});

test('database rows on an English page stay Portuguese, marked so, and link to English addresses', async ({ page }) => {
  // A post published in /cms (supabase/seed.sql): written in Portuguese, never translated.
  const title = 'Nova pesquisa sobre climatério e saúde cardiovascular';
  const address = '/en/noticias/pesquisa-climaterio-cardiovascular';
  await page.goto('/en/noticias');
  await hydrated(page);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  // Portuguese wherever the card sits: marked itself on a translated page, inside the Portuguese
  // region of an untranslated one.
  expect(await languageOf(card)).toBe('pt-BR');
  await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', address);
  await expect(card.locator('time')).toHaveText(/^\d{1,2} de [a-zç]+ de \d{4}$/);

  await page.goto(`/en/busca?q=${encodeURIComponent('climatério e saúde cardiovascular')}`);
  await hydrated(page);
  const result = page.getByRole('main').getByRole('article').filter({ hasText: title }).first();
  await result.waitFor();
  expect(await languageOf(result)).toBe('pt-BR');
  await expect(result.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', address);
});

test.describe('strings lost on the way', () => {
  // The browser reports the request it could not complete; nothing else may be logged.
  test.use({ allowedConsole: /net::ERR_FAILED/ });

  test('a page whose strings fail to download stays as served: readable, in its words, its links working', async ({
    page,
  }) => {
    // The English notice's pack (src/lib/language-packs/en.ts) is lost on the way.
    await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => route.abort());
    const lost = page.waitForEvent('requestfailed', (request) => /\/assets\/en-[\w-]+\.js$/.test(request.url()));
    await page.goto('/en/orientadores');
    await lost;
    await page.waitForLoadState('networkidle');
    // Not hydrated with keys in place of words: the served page, notice included, as it came.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-untranslated-notice]')).toHaveText(`${NOTICE_EN} Português`);
    await expect(page.locator('body')).not.toContainText('language.untranslated');
    await page.locator('footer').getByRole('link', { name: 'Contato', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contato$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
