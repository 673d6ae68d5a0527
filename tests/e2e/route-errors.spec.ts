import { readFileSync } from 'node:fs';
import { routeIdOfFile, splitChunksByRouteId, type Manifest } from '../../scripts/build/route-styles.ts';
import { expect, hydrated, test } from './fixtures';

// A page that fails while it renders (here its code arrives broken, as from a half-finished
// deploy or a proxy's error page) shows the site's own message inside the site's frame, in
// Portuguese, never a blank screen or the router's English fallback.
test.use({ allowedConsole: /broken chunk|Failed to load/ });

test('a page that fails to render shows the site message inside the header and footer', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('broken chunk');" }),
  );
  await page
    .locator('a[href="/candidatos/faq"]')
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Algo deu errado');
  await expect(alert).toContainText('Não foi possível exibir esta página. Tente recarregar.');
  await expect(alert.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a news post whose page code arrives broken shows the same message, not an endless loading state', async ({
  page,
}) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const chunk = manifest[splitChunksByRouteId(manifest).get(routeIdOfFile('src/routes/noticias/$slug.tsx'))!]!.file;
  await page.route(`**/${chunk}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('broken chunk');" }),
  );
  await page.goto('/noticias/uma-noticia-do-banco');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Não foi possível exibir esta página. Tente recarregar.');
  await expect(page.getByRole('heading', { name: 'Carregando notícia…' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
