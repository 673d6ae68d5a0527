import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// /linhas-pesquisa, every transition of the line filter
// (src/features/research-lines/line-filter.ts): it starts with 'todas' selected; clicking 'todas'
// toggles it between selected and empty; clicking another group first removes 'todas', then toggles
// that group; an empty selection shows every line without the count line; otherwise the lines are
// the sorted union of the selected groups' lines; reset selects only 'todas'.

type Group = { id: string; name: string; lines: number[] };
const groups = async (): Promise<Group[]> => JSON.parse(await readFile('.velite/areaGroups.json', 'utf8'));

const ALL = [1, 2, 3, 4, 5, 6, 7, 8];
// The button's name is the group's name followed by its subareas.
const groupButton = (page: Page, group: Group) => page.getByRole('button', { name: new RegExp(`^${group.name}`) });
const lineNumbers = async (page: Page) =>
  (await page.getByRole('heading', { level: 3, name: /^Linha \d+:/ }).allTextContents()).map((text) =>
    Number(/Linha (\d+):/.exec(text)![1]),
  );
const count = (page: Page) => page.getByText(/^Mostrando \d+ de 8 linhas de pesquisa$/);
const resetButton = (page: Page) => page.getByRole('button', { name: 'Resetar para Todas as Linhas' });

/** The visible state: which groups are pressed, which lines show, the count line, the reset button. */
async function expectState(page: Page, all: Group[], selected: string[], lines: number[]) {
  for (const group of all)
    await expect(groupButton(page, group)).toHaveAttribute('aria-pressed', String(selected.includes(group.id)));
  await expect.poll(() => lineNumbers(page)).toEqual(lines);
  const filtering = selected.length > 0 && !selected.includes('todas');
  if (filtering) await expect(count(page)).toHaveText(`Mostrando ${lines.length} de 8 linhas de pesquisa`);
  else await expect(count(page)).toBeHidden();
  await expect(resetButton(page)).toBeVisible({ visible: selected.some((id) => id !== 'todas') });
}

test('starts with todas; todas toggles between selected and empty, both showing every line', async ({ page }) => {
  const all = await groups();
  const todas = all.find((group) => group.id === 'todas')!;
  await page.goto('/linhas-pesquisa');
  await hydrated(page);
  await expectState(page, all, ['todas'], ALL);
  await groupButton(page, todas).click();
  await expectState(page, all, [], ALL);
  await groupButton(page, todas).click();
  await expectState(page, all, ['todas'], ALL);
});

test('a group replaces todas; groups add and remove as a sorted union; the last one out leaves no filter', async ({
  page,
}) => {
  const all = await groups();
  const byId = (id: string) => all.find((group) => group.id === id)!;
  await page.goto('/linhas-pesquisa');
  await hydrated(page);

  await groupButton(page, byId('obstetricia')).click();
  await expectState(page, all, ['obstetricia'], [5, 6]);
  await expect(page).toHaveURL(/[?&]areas=obstetricia/);

  await groupButton(page, byId('ginecologia')).click();
  await expectState(page, all, ['obstetricia', 'ginecologia'], [1, 3, 4, 5, 6]);

  await groupButton(page, byId('ciencia-dados')).click();
  await expectState(page, all, ['obstetricia', 'ginecologia', 'ciencia-dados'], [1, 3, 4, 5, 6, 8]);

  await groupButton(page, byId('obstetricia')).click();
  await expectState(page, all, ['ginecologia', 'ciencia-dados'], [1, 3, 4, 8]);

  await groupButton(page, byId('ginecologia')).click();
  await groupButton(page, byId('ciencia-dados')).click();
  await expectState(page, all, [], ALL);
});

test('todas clicked while groups are selected selects only todas; reset does the same', async ({ page }) => {
  const all = await groups();
  const byId = (id: string) => all.find((group) => group.id === id)!;
  await page.goto('/linhas-pesquisa');
  await hydrated(page);

  await groupButton(page, byId('uroginecologia')).click();
  await groupButton(page, byId('saude-mental')).click();
  await expectState(page, all, ['uroginecologia', 'saude-mental'], [2, 7]);
  await groupButton(page, byId('todas')).click();
  await expectState(page, all, ['todas'], ALL);

  await groupButton(page, byId('saude-mental')).click();
  await expectState(page, all, ['saude-mental'], [7]);
  await resetButton(page).click();
  await expectState(page, all, ['todas'], ALL);
});

test('the selection in the address applies once hydrated', async ({ page }) => {
  const all = await groups();
  await page.goto('/linhas-pesquisa?areas=uroginecologia');
  await hydrated(page);
  await expectState(page, all, ['uroginecologia'], [2]);
});
