import { expect, hydrated, test } from './fixtures';

test('PT is the default whatever the browser language; EN is remembered and falls back to Portuguese', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const languages = page.getByRole('group', { name: 'Idioma' });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(languages.getByRole('button', { name: 'PT' })).toHaveAttribute('aria-pressed', 'true');

  await languages.getByRole('button', { name: 'EN' }).click();
  await expect(languages.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // Nothing is translated yet: the text stays Portuguese and <html lang> says so.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeAttached();

  await page.goto('/contato');
  await hydrated(page);
  await expect(languages.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});
