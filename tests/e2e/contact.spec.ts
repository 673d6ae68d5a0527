import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The stations of content/contact.yaml, as the site was built. */
const STATIONS = (JSON.parse(readFileSync('.velite/contact.json', 'utf8')) as { subwayStations: unknown[] })
  .subwayStations;

test('directions name the metrô stations, each with its line', async ({ page }) => {
  await page.goto('/contato');
  await expect(page.getByRole('heading', { name: 'Como chegar de metrô' })).toBeVisible();
  const stations = page.getByRole('main').getByText(/^Estação .+ do metrô \(Linha \d+ – .+\)$/);
  await expect(stations).toHaveCount(STATIONS.length);
  await expect(stations.first()).toHaveText('Estação Clínicas do metrô (Linha 2 – Verde)');
  await expect(stations.last()).toHaveText('Estação Oscar Freire do metrô (Linha 4 – Amarela)');
});
