import { describe, expect, it } from 'vitest';
import * as content from '#site/content';
import searchIndex from '#site/content/searchIndex.json';
import search from '../../../locales/pt/search.json';
import { contentEntries } from './content-entries';
import { categoryNames } from './search-entry';

describe('the content search index, built at build time', () => {
  it('is what contentEntries makes of the current content', () => {
    expect(searchIndex).toEqual(JSON.parse(JSON.stringify(contentEntries(content, categoryNames(search.categories)))));
  });

  it('has one entry per adviser, research line, FAQ item and news post, with their categories', () => {
    const byCategory = (category: string) => searchIndex.filter((entry) => entry.category === category);
    expect(byCategory('Orientadores').map((entry) => entry.title)).toEqual(content.advisers.map((item) => item.name));
    expect(byCategory('Orientadores')[0]?.excerpt).toBe(content.advisers[0]?.areaNames.join(' · '));
    expect(byCategory('Pesquisa')).toHaveLength(content.researchLines.length);
    expect(
      searchIndex.filter((entry) => entry.path === '/candidatos/faq' && entry.category === 'Candidatos').length,
    ).toBeGreaterThanOrEqual(content.faq.length);
    expect(byCategory('Notícias').map((entry) => entry.path)).toEqual(
      expect.arrayContaining(content.news.map((item) => item.path)),
    );
  });
});
