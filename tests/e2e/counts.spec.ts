import { expect, hydrated, test } from './fixtures';

test('a search with no result shows the notice and its suggestion, and no count line', async ({ page }) => {
  await page.goto('/busca?q=xyzzyinexistente');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Nenhum resultado encontrado' })).toBeVisible();
  await expect(page.getByText('Tente termos diferentes ou mais genéricos')).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Encontrados');
});

test('the advisers count is plural for 0 and for many, singular for 1', async ({ page }) => {
  await page.goto('/orientadores?busca=xyzzy');
  await hydrated(page);
  await expect(page.getByText('0 orientadores', { exact: true })).toBeVisible();
  await page.goto(`/orientadores?busca=${encodeURIComponent('Helena Vasconcelos Amaral')}`);
  await hydrated(page);
  await expect(page.getByText('1 orientador', { exact: true })).toBeVisible();
  await page.goto('/orientadores');
  await hydrated(page);
  const cards = await page.getByText('Orientador(a) Credenciado(a)').count();
  expect(cards).toBeGreaterThan(1);
  await expect(page.getByText(`${cards} orientadores`, { exact: true })).toBeVisible();
});
