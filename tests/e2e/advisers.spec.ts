import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// /orientadores: search by name, area chips, 'Limpar filtros', and the popover
// of a card: it opens 700 ms after a mouse arrives, closes 300 ms after it leaves, can be pinned,
// and touch does not open it. The page's clock is under the test's control: time moves only when
// the test says so.

type Adviser = { id: string; name: string; areas: string[]; areaNames: string[] };
type Area = { id: string; name: string };
// Enough clock for the popover's enter or exit animation to finish (well past Mantine's default).
const TRANSITION_MS = 1000;
const read = async <T>(name: string): Promise<T> => JSON.parse(await readFile(`.velite/${name}.json`, 'utf8')) as T;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar orientador pelo nome' });
const chip = (page: Page, area: Area) => page.getByRole('checkbox', { name: area.name, exact: true });
// A chip's checkbox is visually hidden: a visitor clicks its label.
const clickChip = (page: Page, area: Area) => page.getByText(area.name, { exact: true }).click();
const cardNames = (page: Page) => page.getByRole('heading', { level: 2, name: /^Profa?\. Dra?\. / });
const clearButton = (page: Page) => page.getByRole('button', { name: 'Limpar filtros' });
/** The count line: the plural rules themselves are table-tested (src/lib/i18n.test.tsx). */
const count = (page: Page) => page.getByText(/^\d+ orientador(es)?$/);
// A heading (the count line above it is the live region that announces the change).
const emptyResult = (page: Page) => page.getByRole('heading', { level: 2, name: /^Nenhum orientador encontrado/ });

test.describe('filters', () => {
  test('a term narrows the cards by name, case and accents aside; the empty result names the term', async ({
    page,
  }) => {
    const advisers = await read<Adviser[]>('advisers');
    const [first] = advisers;
    await page.goto('/orientadores');
    await hydrated(page);
    await expect(cardNames(page)).toHaveCount(advisers.length);
    await expect(count(page)).toHaveText(`${advisers.length} orientadores`);
    await expect(clearButton(page)).toBeHidden();

    // The surname, upper-cased and without accents, still finds the adviser.
    const surname = first!.name.split(' ').at(-1)!;
    const folded = surname
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    await searchBox(page).fill(folded);
    const expected = advisers.filter((adviser) =>
      adviser.name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toUpperCase()
        .includes(folded),
    );
    await expect(cardNames(page)).toHaveText(expected.map((adviser) => adviser.name));
    await expect(count(page)).toHaveText(`${expected.length} ${expected.length === 1 ? 'orientador' : 'orientadores'}`);
    await expect(page).toHaveURL(new RegExp(`busca=${folded}`));
    await expect(clearButton(page)).toBeVisible();

    await searchBox(page).fill('xyzzy');
    await expect(cardNames(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('0 orientadores');
    await expect(emptyResult(page)).toHaveText('Nenhum orientador encontrado com o termo "xyzzy"');
  });

  test('area chips toggle in and out; an adviser shows if any selected area matches', async ({ page }) => {
    const advisers = await read<Adviser[]>('advisers');
    const areas = await read<Area[]>('advisorAreas');
    expect(areas.length).toBeGreaterThan(1);
    const [a, b] = areas;
    const inAny = (ids: string[]) => advisers.filter((adviser) => adviser.areas.some((area) => ids.includes(area)));
    await page.goto('/orientadores');
    await hydrated(page);

    await clickChip(page, a!);
    await expect(chip(page, a!)).toBeChecked();
    await expect(cardNames(page)).toHaveText(inAny([a!.id]).map((adviser) => adviser.name));
    await expect(clearButton(page)).toBeVisible();

    await clickChip(page, b!);
    await expect(cardNames(page)).toHaveText(inAny([a!.id, b!.id]).map((adviser) => adviser.name));

    await clickChip(page, a!);
    await expect(chip(page, a!)).not.toBeChecked();
    await expect(cardNames(page)).toHaveText(inAny([b!.id]).map((adviser) => adviser.name));

    // No area selected means every adviser.
    await clickChip(page, b!);
    await expect(cardNames(page)).toHaveCount(advisers.length);
    await expect(clearButton(page)).toBeHidden();
  });

  test("'Limpar filtros' clears the term and every chip; the empty result names both filters", async ({ page }) => {
    const advisers = await read<Adviser[]>('advisers');
    const areas = await read<Area[]>('advisorAreas');
    await page.goto('/orientadores');
    await hydrated(page);
    await searchBox(page).fill('xyzzy');
    await clickChip(page, areas[0]!);
    await clickChip(page, areas[1]!);
    await expect(emptyResult(page)).toHaveText(
      'Nenhum orientador encontrado com o termo "xyzzy" com os filtros selecionados',
    );
    await clearButton(page).click();
    await expect(searchBox(page)).toHaveValue('');
    for (const area of areas) await expect(chip(page, area)).not.toBeChecked();
    await expect(cardNames(page)).toHaveCount(advisers.length);
    await expect(clearButton(page)).toBeHidden();
    await expect(page).toHaveURL(/\/orientadores$/);
  });

  // The URL records the term a navigation after each letter; a field held to the URL lost the
  // letters typed in the meantime ("xyzzy" became "xy").
  test('a term typed letter by letter keeps every letter, in the field, the result and the URL', async ({ page }) => {
    await page.goto('/orientadores');
    await hydrated(page);
    await searchBox(page).click();
    await page.keyboard.type('xyzzy');
    await expect(searchBox(page)).toHaveValue('xyzzy');
    await expect(emptyResult(page)).toHaveText('Nenhum orientador encontrado com o termo "xyzzy"');
    await expect(page).toHaveURL(/busca=xyzzy$/);
    // And back, letter by letter.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/orientadores$/);
  });

  test('a link to a search fills the field with its term', async ({ page }) => {
    const [first] = await read<Adviser[]>('advisers');
    const surname = first!.name.split(' ').at(-1)!;
    await page.goto(`/orientadores?busca=${encodeURIComponent(surname)}`);
    await hydrated(page);
    await expect(searchBox(page)).toHaveValue(surname);
    await expect(cardNames(page).first()).toHaveText(first!.name);
  });
});

// One adviser on the page (found by name), so its card's controls are the only ones.
async function openPage(page: Page) {
  const [adviser] = await read<Adviser[]>('advisers');
  await page.clock.install();
  await page.goto(`/orientadores?busca=${encodeURIComponent(adviser!.name)}`);
  await hydrated(page);
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  await expect(cardNames(page)).toHaveText([adviser!.name]);
  return {
    adviser: adviser!,
    heading: cardNames(page).first(),
    toggle: page.getByRole('button', { name: 'Ver áreas de pesquisa' }),
    pin: page.getByRole('button', { name: /^(Fixar|Desafixar)$/ }),
    areaItems: page.getByRole('listitem').filter({ hasText: new RegExp(`^(${adviser!.areaNames.join('|')})$`) }),
  };
}

test.describe('the areas popover', () => {
  test('opens 700 ms after the mouse arrives, listing the two areas; closes 300 ms after it leaves', async ({
    page,
  }) => {
    const { adviser, heading, toggle, pin, areaItems } = await openPage(page);
    await heading.hover();
    await page.clock.runFor(699);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pin).toBeHidden();
    await page.clock.runFor(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toBeVisible();
    await expect(areaItems).toHaveText(adviser.areaNames);

    await page.mouse.move(1, 1);
    await page.clock.runFor(299);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toBeHidden();
  });

  test('a mouse that leaves before 700 ms opens nothing', async ({ page }) => {
    const { heading, toggle, pin } = await openPage(page);
    await heading.hover();
    await page.clock.runFor(500);
    await page.mouse.move(1, 1);
    await page.clock.runFor(2000);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pin).toBeHidden();
  });

  test('pinned, it stays open after the mouse leaves; closing it releases the pin', async ({ page }) => {
    const { heading, toggle, pin } = await openPage(page);
    await heading.hover();
    await page.clock.runFor(700);
    // React renders the opened state between the clock's steps; then its animation frames run.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toHaveText('Fixar');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveText('Desafixar');

    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(pin).toBeVisible();

    // The pin toggles back on the same button.
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');

    // Closing the popover releases the pin: opened again, it is not pinned.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on a card does not open its popover; the areas button does', async ({ page }) => {
    const { adviser, toggle, pin } = await openPage(page);
    // The card's picture (a photo, or the portrait of the initials).
    await page
      .locator('[data-adviser-card]')
      .filter({ has: page.getByText(adviser.name, { exact: true }) })
      .locator('img')
      .tap();
    await page.clock.runFor(2000);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(pin).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(TRANSITION_MS);
    await expect(pin).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
