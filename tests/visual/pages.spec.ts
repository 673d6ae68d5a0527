import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from '../e2e/fixtures';

// The look of the key pages, so that it changes only on purpose: each page at a phone's and a
// laptop's width, in both themes, against the committed pictures in snapshots/. After a change
// of look that is meant, `npm run test:visual -- --update-snapshots` writes them anew; look at
// every changed picture before committing it (tests/visual/README.md).

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'advisers', path: '/orientadores' },
  { name: 'research-lines', path: '/linhas-pesquisa' },
  { name: 'faq', path: '/candidatos/faq' },
  { name: 'programme', path: '/institucional/programa' },
  { name: 'news', path: '/noticias' },
  { name: 'contact', path: '/contato' },
  { name: 'search', path: '/busca?q=parto' },
  { name: 'accessibility', path: '/acessibilidade' },
  { name: 'not-found', path: '/pagina-que-nao-existe' },
];

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/**
 * Starts counting the page's requests; the function it returns resolves once none has been in
 * flight for half a second. Pages ask the database for their rows only once hydrated, often after
 * the load's own network quiet (Playwright's "networkidle") has passed.
 */
function quietNetwork(page: Page) {
  const pending = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    changed = Date.now();
  });
  const settle = (request: Request) => {
    pending.delete(request);
    changed = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () =>
    expect
      .poll(() => pending.size === 0 && Date.now() - changed >= 500, { message: 'requests still in flight' })
      .toBe(true);
}

/** Loads every image now (lazy ones included) and waits until each is decoded. */
const imagesLoaded = (page: Page) =>
  page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });

/**
 * One load per page and width: its picture in the dark theme, then in the light one, switched as a
 * visitor switches it (the same picture as a page opened in the light theme).
 */
async function switchToLight(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Ativar tema claro' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The pointer leaves the button, whose hover colour is no part of the page's look.
  await page.mouse.move(0, 0);
}

for (const viewport of WIDTHS)
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, allowedConsole: /status of 404/ });

    for (const { name, path } of PAGES)
      test(`${name} (${path}), dark then light theme`, async ({ page }) => {
        await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
        const settled = quietNetwork(page);
        await page.goto(path);
        await hydrated(page);
        await settled();
        await imagesLoaded(page);
        await settled();
        const picture = (scheme: 'dark' | 'light') =>
          expect(page).toHaveScreenshot(`${name}-${viewport.width}-${scheme}.png`, {
            fullPage: true,
            // The year of the build, the one text that changes by itself.
            mask: [page.locator('footer').getByText(/©/)],
          });
        await picture('dark');
        await switchToLight(page);
        await imagesLoaded(page);
        await picture('light');
      });
  });
