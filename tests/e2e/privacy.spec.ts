import { readFile } from 'node:fs/promises';
import { expect, hydrated, test } from './fixtures';

// The LGPD notice (docs/decisions.md, Pages and content): what a visitor reads there, and where it
// is linked from.

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

test.describe('privacy notice', () => {
  test('/privacidade says what is kept where, why, for how long and whom to write to; linked from the footer', async ({
    page,
  }) => {
    const privacy = await readJson<{ dataContact: { email: string } }>('.velite/privacy.json');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidade' }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de Privacidade');
    const main = page.getByRole('main');
    for (const heading of [
      'O que fica guardado no seu navegador',
      'O que guardamos quando alguém cria uma conta',
      'Para que usamos esses dados',
      'Por quanto tempo',
      'Com quem falar',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const kept of ['Tema', 'Idioma', 'Contraste', 'Sessão de administrador'])
      await expect(main.getByText(kept, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: privacy.dataContact.email })).toHaveAttribute(
      'href',
      `mailto:${privacy.dataContact.email}`,
    );
  });

  test('the sign-up form links to the notice', async ({ page }) => {
    await page.goto('/auth');
    await hydrated(page);
    await page.getByRole('tab', { name: 'Cadastro' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Cadastro' });
    await expect(panel.getByRole('button', { name: 'Criar conta' })).toBeVisible();
    await panel.getByRole('link', { name: 'Aviso de Privacidade' }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
  });
});
