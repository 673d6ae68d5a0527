import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, momentsBeforeStart, test } from './fixtures';

// /institucional/programa (docs/decisions.md, Pages and content): seven tabs, Apresentação by
// default, the chosen tab kept in the address (?aba=), arrow keys moving between tabs.

type Tab = { id: string; label: string; block: { title: string } };
const tabs = async (): Promise<Tab[]> =>
  (JSON.parse(await readFile('.velite/programmePage.json', 'utf8')) as { tabs: Tab[] }).tabs;
const tab = (page: Page, entry: Tab) => page.getByRole('tab', { name: entry.label, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function expectSelected(page: Page, all: Tab[], selected: Tab) {
  for (const entry of all) await expect(tab(page, entry)).toHaveAttribute('aria-selected', String(entry === selected));
  await expect(panel(page).getByRole('heading', { name: selected.block.title, exact: true })).toBeVisible();
}

test('Apresentação first; a click selects a tab and puts it in the address', async ({ page }) => {
  const all = await tabs();
  expect(all).toHaveLength(7);
  await page.goto('/institucional/programa');
  await hydrated(page);
  await expectSelected(page, all, all[0]!);
  await tab(page, all[3]!).click();
  await expectSelected(page, all, all[3]!);
  await expect(page).toHaveURL(new RegExp(`\\?aba=${all[3]!.id}$`));
  await tab(page, all[0]!).click();
  await expectSelected(page, all, all[0]!);
});

// On a slow phone the page's scripts come a second or more after it shows, and React waits for the
// route's code before it hydrates anything: a tab tapped meanwhile turns selected at once
// (index.html's early script) and goes into the address; its panel, which the served page does
// not hold, shows once the page has started.
for (const [moment, open] of Object.entries(
  momentsBeforeStart('/institucional/programa', /\/assets\/programa-[^/]*\.js$/),
)) {
  test(`a tab tapped ${moment} is selected at once and shows once the page starts`, async ({ page }) => {
    const all = await tabs();
    const release = await open(page);
    await tab(page, all[2]!).click();
    for (const entry of all) await expect(tab(page, entry)).toHaveAttribute('aria-selected', String(entry === all[2]));
    await expect(page).toHaveURL(new RegExp(`\\?aba=${all[2]!.id}$`));
    release();
    await hydrated(page);
    await expectSelected(page, all, all[2]!);
    await expect(page).toHaveURL(new RegExp(`\\?aba=${all[2]!.id}$`));
    // The page's own now.
    await tab(page, all[5]!).click();
    await expectSelected(page, all, all[5]!);
    await expect(page).toHaveURL(new RegExp(`\\?aba=${all[5]!.id}$`));
  });
}

test('?aba= opens its tab; an unknown value falls back to Apresentação', async ({ page }) => {
  const all = await tabs();
  await page.goto(`/institucional/programa?aba=${all[4]!.id}`);
  await hydrated(page);
  await expectSelected(page, all, all[4]!);
  await page.goto('/institucional/programa?aba=nao-existe');
  await hydrated(page);
  await expectSelected(page, all, all[0]!);
});

test('arrow keys move between tabs, wrapping at both ends', async ({ page }) => {
  const all = await tabs();
  await page.goto('/institucional/programa');
  await hydrated(page);
  await tab(page, all[0]!).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, all[1]!)).toBeFocused();
  await expectSelected(page, all, all[1]!);
  await expect(page).toHaveURL(new RegExp(`\\?aba=${all[1]!.id}$`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, all[6]!)).toBeFocused();
  await expectSelected(page, all, all[6]!);
  await page.keyboard.press('ArrowRight');
  await expectSelected(page, all, all[0]!);
});

test('a tab card with a path in its content leads to that page', async ({ page }) => {
  const [first] = await tabs();
  const cards = (first as Tab & { block: { cards: { title: string; path?: string }[] } }).block.cards;
  const linked = cards.filter((card) => card.path);
  expect(linked.length).toBeGreaterThan(0);
  await page.goto('/institucional/programa');
  await hydrated(page);
  for (const card of linked)
    await expect(panel(page).getByRole('link', { name: card.title, exact: true })).toHaveAttribute('href', card.path!);
  await panel(page).getByRole('link', { name: linked[0]!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${linked[0]!.path}$`));
});
