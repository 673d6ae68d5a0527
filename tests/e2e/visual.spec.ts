import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Left and right edges of the content column of the header, of each container in main, and of the footer. */
const columns = (page: Page) =>
  page.evaluate(() => {
    const edges = (element: Element | null) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        Math.round(box.left + parseFloat(style.paddingLeft)),
        Math.round(box.right - parseFloat(style.paddingRight)),
      ];
    };
    return {
      header: edges(document.querySelector('header .mantine-Container-root')),
      main: [...document.querySelectorAll('main .mantine-Container-root')].map(edges),
      footer: edges(document.querySelector('footer .mantine-Container-root')),
    };
  });

for (const width of [375, 800, 1280, 1600]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('header, main column and footer share one content width', async ({ page }) => {
      for (const path of [
        '/',
        '/candidatos',
        '/candidatos/faq',
        '/linhas-pesquisa',
        '/noticias',
        '/busca?q=parto',
        '/noticias/simposio-medicina-fetal-2026',
      ]) {
        await page.goto(path);
        const { header, main, footer } = await columns(page);
        expect(header, path).not.toBeNull();
        expect(footer, path).toEqual(header);
        expect(main.length, path).toBeGreaterThan(0);
        for (const column of main) expect(column, path).toEqual(header);
      }
    });
  });
}

/** The browser's own link colours (unvisited and visited), which no link of ours may show. */
const BROWSER_LINK_COLOURS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

for (const scheme of ['dark', 'light'] as const) {
  test(`${scheme} theme: every link takes the theme's colours; "Ver todas as notícias" is a themed link`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
    for (const path of ['/', '/noticias', '/contato', '/candidatos', '/noticias/simposio-medicina-fetal-2026']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      const colours = await page
        .locator('a:visible')
        .evaluateAll((links) => links.map((link) => `${link.textContent?.trim()}: ${getComputedStyle(link).color}`));
      for (const entry of colours)
        for (const browser of BROWSER_LINK_COLOURS)
          expect(entry, path).not.toMatch(new RegExp(`: ${browser.replace(/[()]/g, '\\$&')}$`));
    }
    await page.goto('/');
    const all = page.getByRole('link', { name: 'Ver todas as notícias' });
    const anchorColour = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-color-anchor)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(all).toHaveCSS('color', anchorColour);
  });
}

test('a research line shows its number once', async ({ page }) => {
  await page.goto('/linhas-pesquisa');
  await hydrated(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) {
    const card = cards.nth(index);
    const number = String(index + 1);
    const heading = card.getByRole('heading');
    await expect(heading).toHaveAccessibleName(new RegExp(`^Linha ${number}: \\S`));
    // What a sighted visitor reads: the number in its badge, and a title that does not repeat it.
    const visible = await card.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    });
    expect(visible.match(/(?<!\d)\d+(?!\d)/g) ?? [], visible).toEqual([number]);
  }
});
