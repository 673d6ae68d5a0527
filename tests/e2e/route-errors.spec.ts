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
