import { describe, expect, it } from 'vitest';
import * as content from '#site/content';
import searchIndex from '#site/content/searchIndex.json';
import search from '../../../locales/pt/search.json';
import { contentEntries } from './content-entries';
import { categoryNames, matchEntries } from './search-entry';

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

// A small content set: what besides an entry's title, excerpt and category finds it.
const sample = {
  advisers: [
    { name: 'Profa. Dra. Ana Lima', areaNames: ['Obstetrícia'], researchLines: [2] },
    { name: 'Prof. Dr. Rui Souza', areaNames: ['Ginecologia'], researchLines: [1] },
  ],
  researchLines: [
    { number: 1, title: 'Oncologia ginecológica', description: 'Câncer do colo.' },
    { number: 2, title: 'Medicina fetal', description: 'Gestação de alto risco.' },
  ],
  areaGroups: [
    { id: 'todas', name: 'Todas as linhas', subareas: ['Qualquer área'], lines: [1, 2] },
    { id: 'obstetricia', name: 'Obstetrícia', subareas: ['Ultrassonografia'], lines: [2] },
  ],
  news: [
    {
      title: 'Aula inaugural',
      path: '/noticias/aula',
      excerpt: 'O ano começa.',
      category: 'Eventos',
      author: 'Coordenação do PPG',
    },
  ],
  faq: [],
  navigation: [],
  placeholders: [],
  publications: [],
  sections: [],
} as unknown as Parameters<typeof contentEntries>[0];

const entries = contentEntries(sample, categoryNames(search.categories));
const found = (term: string) => matchEntries(entries, term).map((entry) => entry.title);

describe('content entries: what else finds an entry', () => {
  it.each([
    [
      'an adviser, by the title of one of her research lines',
      'medicina fetal',
      ['Profa. Dra. Ana Lima', '2. Medicina fetal'],
    ],
    ['a research line, by a subarea of a group holding it', 'ultrassonografia', ['2. Medicina fetal']],
    ['no line, by the group of every line', 'qualquer área', []],
    ['a news post, by its author', 'coordenação do ppg', ['Aula inaugural']],
    ['a news post, by its category', 'eventos', ['Aula inaugural']],
  ])('%s', (_case, term, titles) => {
    expect(found(term)).toEqual(titles);
  });
});
