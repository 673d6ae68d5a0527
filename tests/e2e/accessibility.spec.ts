import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from './fixtures';

// axe-core (WCAG 2.1 A/AA rules) on representative pages, in both themes.
const PAGES = [
  '/',
  '/orientadores',
  '/linhas-pesquisa',
  '/candidatos',
  '/candidatos/faq',
  '/institucional/programa',
  '/contato',
  '/noticias',
  '/institucional/ccp',
  '/busca',
];

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`${scheme} theme`, () => {
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
        await page.goto(path);
        await hydrated(page);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const problems = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
        expect(problems).toEqual([]);
      });
    }
  });
}
