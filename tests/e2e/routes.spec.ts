import { expect, test } from './fixtures';

// Every route answers 200, shows one h1, hydrates cleanly and has a title: every-route.spec.ts,
// which loads each route once for all its checks.

test.describe('not found', () => {
  test.use({ allowedConsole: /status of 404/ });
  test('unknown paths get the not-found page with status 404 and a link home', async ({ page, request }) => {
    for (const path of ['/nao-existe', '/institucional/nao-existe', '/noticias/nao-existe/mais', '/orientadores/x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    const response = await page.goto('/institucional/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para a página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
