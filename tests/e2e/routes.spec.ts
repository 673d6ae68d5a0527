import { ALL_ROUTES } from '../route-table';
import { expect, hydrated, test } from './fixtures';

// Every route hydrates without a console error or hydration warning (the fixture checks),
// shows one h1, and has a title of its own.
test.describe('every route', () => {
  for (const path of ALL_ROUTES) {
    test(`${path} renders and hydrates`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The h1 a visitor meets: while a part of the page waits for its code (the admin area's
      // access check), React keeps that part in the DOM hidden, beside the fallback that shows.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await hydrated(page);
      expect((await page.title()).length).toBeGreaterThan(5);
    });
  }
});

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
