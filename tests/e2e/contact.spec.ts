import { expect, test } from './fixtures';

test('directions name two metrô stations, each with its line', async ({ page }) => {
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: 'Como chegar de metrô' })).toBeVisible();
  const stations = page.getByRole('main').getByText(/^Estação .+ do metrô \(Linha \d+ – .+\)$/);
  await expect(stations).toHaveCount(2);
  await expect(stations.first()).toHaveText('Estação Clínicas do metrô (Linha 2 – Verde)');
  await expect(stations.last()).toHaveText('Estação Oscar Freire do metrô (Linha 4 – Amarela)');
});
