import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// /linhas-pesquisa: the line filter's buttons, wired to the page and its address. Every
// transition of the filter is table-tested beside it (src/features/research-lines/line-filter.ts):
// here a visitor's walk through each kind (todas toggled; a group replacing todas; groups adding
// up and leaving; todas and reset bringing everything back) shows the page follows it. What each
// group holds and how many lines exist come from the content the site was built from.

type Group = { id: string; name: string; lines: number[] };
const read = async <T>(name: string): Promise<T> => JSON.parse(await readFile(`.velite/${name}.json`, 'utf8'));
const groups = () => read<Group[]>('areaGroups');
const lineCount = async () => (await read<unknown[]>('researchLines')).length;

/** Every line of research-lines.yaml, in order. */
const ALL = async () =>
  (await read<{ number: number }[]>('researchLines')).map((line) => line.number).sort((a, b) => a - b);
/** The sorted union of the named groups' lines, as the content lists them. */
const linesOf = (all: Group[], ids: string[]) =>
  [...new Set(all.filter((group) => ids.includes(group.id)).flatMap((group) => group.lines))].sort((a, b) => a - b);
// The button's name is the group's name followed by its subareas.
const groupButton = (page: Page, group: Group) => page.getByRole('button', { name: new RegExp(`^${group.name}`) });
const lineNumbers = async (page: Page) =>
  (await page.getByRole('heading', { level: 3, name: /^Linha \d+:/ }).allTextContents()).map((text) =>
    Number(/Linha (\d+):/.exec(text)![1]),
  );
const count = (page: Page) => page.getByText(/^Mostrando \d+ de \d+ linhas de pesquisa$/);
const resetButton = (page: Page) => page.getByRole('button', { name: 'Resetar para Todas as Linhas' });

/**
 * The visible state: which groups are pressed, which lines show (the selected groups' lines, or
 * every line when nothing filters), the count line, the reset button.
 */
async function expectState(page: Page, all: Group[], selected: string[]) {
  const filtering = selected.length > 0 && !selected.includes('todas');
  const lines = filtering ? linesOf(all, selected) : await ALL();
  for (const group of all)
    await expect(groupButton(page, group)).toHaveAttribute('aria-pressed', String(selected.includes(group.id)));
  await expect.poll(() => lineNumbers(page)).toEqual(lines);
  if (filtering)
    await expect(count(page)).toHaveText(`Mostrando ${lines.length} de ${await lineCount()} linhas de pesquisa`);
  else await expect(count(page)).toBeHidden();
  await expect(resetButton(page)).toBeVisible({ visible: selected.some((id) => id !== 'todas') });
}

test('the buttons filter the lines as a visitor clicks through every kind of transition', async ({ page }) => {
  const all = await groups();
  const byId = (id: string) => all.find((group) => group.id === id)!;
  await page.goto('/linhas-pesquisa');
  await hydrated(page);
  await expectState(page, all, ['todas']);

  await groupButton(page, byId('todas')).click();
  await expectState(page, all, []);
  await groupButton(page, byId('todas')).click();
  await expectState(page, all, ['todas']);

  await groupButton(page, byId('obstetricia')).click();
  await expectState(page, all, ['obstetricia']);
  await expect(page).toHaveURL(/[?&]areas=obstetricia/);
  await groupButton(page, byId('ginecologia')).click();
  await groupButton(page, byId('ciencia-dados')).click();
  await expectState(page, all, ['obstetricia', 'ginecologia', 'ciencia-dados']);
  await groupButton(page, byId('obstetricia')).click();
  await expectState(page, all, ['ginecologia', 'ciencia-dados']);

  await groupButton(page, byId('todas')).click();
  await expectState(page, all, ['todas']);
  await groupButton(page, byId('saude-mental')).click();
  await expectState(page, all, ['saude-mental']);
  await resetButton(page).click();
  await expectState(page, all, ['todas']);
  await groupButton(page, byId('saude-mental')).click();
  await groupButton(page, byId('saude-mental')).click();
  await expectState(page, all, []);
});

test('the selection in the address applies once hydrated', async ({ page }) => {
  const all = await groups();
  await page.goto('/linhas-pesquisa?areas=uroginecologia');
  await hydrated(page);
  await expectState(page, all, ['uroginecologia']);
});
