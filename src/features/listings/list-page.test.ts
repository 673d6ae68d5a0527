import { describe, expect, it } from 'vitest';
import { BackendTimeoutError, BackendUnavailableError } from '@/lib/supabase/backend';
import { distinctSorted, listPage, loadFailure, newestFirst, pageHolding, yearsOf } from './list-page';

const keyed = (count: number) => Array.from({ length: count }, (_, index) => ({ key: `k${index + 1}` }));

describe('listPage', () => {
  it.each<[string, number, number | undefined, { keys: string[]; page: number; pages: number }]>([
    ['an empty list: its one empty page', 0, undefined, { keys: [], page: 1, pages: 1 }],
    [
      'the first page by default',
      25,
      undefined,
      { keys: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10'], page: 1, pages: 3 },
    ],
    ['the last page, partly filled', 25, 3, { keys: ['k21', 'k22', 'k23', 'k24', 'k25'], page: 3, pages: 3 }],
    ['a page past the end shows the last', 25, 99, { keys: ['k21', 'k22', 'k23', 'k24', 'k25'], page: 3, pages: 3 }],
    [
      'page 0 shows the first',
      12,
      0,
      { keys: ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10'], page: 1, pages: 2 },
    ],
  ])('%s', (_name, count, page, expected) => {
    const result = listPage(keyed(count), page);
    expect({ keys: result.items.map((item) => item.key), page: result.page, pages: result.pages }).toEqual(expected);
    expect(result.total).toBe(count);
  });
});

describe('pageHolding', () => {
  it.each<[string, string, number | undefined]>([
    ['on the first page', 'k1', 1],
    ['the last of the first page', 'k10', 1],
    ['the first of the second', 'k11', 2],
    ['on the third', 'k25', 3],
    ['not in the list', 'nope', undefined],
    ['an empty key', '', undefined],
  ])('%s', (_name, key, expected) => {
    expect(pageHolding(keyed(25), key)).toBe(expected);
  });
});

describe('yearsOf, distinctSorted, newestFirst', () => {
  it('years: distinct, newest first, blanks left out', () => {
    expect(yearsOf([{ year: '2019' }, { year: '' }, { year: '2024' }, { year: '2019' }, { year: '2000' }])).toEqual([
      '2024',
      '2019',
      '2000',
    ]);
  });

  it('values: distinct, in Portuguese order, blanks left out', () => {
    expect(distinctSorted(['Tese', 'Artigo', '', 'Capítulo de livro', 'Artigo', 'Dissertação'])).toEqual([
      'Artigo',
      'Capítulo de livro',
      'Dissertação',
      'Tese',
    ]);
  });

  it('newest first, then by name; a missing year last', () => {
    const items = [
      { year: '2020', name: 'Beta' },
      { year: '', name: 'Alfa' },
      { year: '2024', name: 'Zeta' },
      { year: '2020', name: 'Álvaro' },
    ];
    expect(newestFirst(items, (item) => item.name).map((item) => `${item.year}:${item.name}`)).toEqual([
      '2024:Zeta',
      '2020:Álvaro',
      '2020:Beta',
      ':Alfa',
    ]);
  });
});

describe('loadFailure', () => {
  it.each<[string, unknown, string]>([
    ["the list's deadline passed", new BackendTimeoutError('http://db'), 'timeout'],
    ['the backend could not be reached', new BackendUnavailableError('http://db'), 'unreachable'],
    [
      'postgrest-js reporting a fetch that failed',
      { code: '', message: 'BackendUnavailableError: Backend unavailable: cannot reach http://db' },
      'unreachable',
    ],
    ['the backend refusing', { code: 'PGRST205', message: 'Could not find the table' }, 'refused'],
    ['a permission error', { code: '42501', message: 'permission denied' }, 'refused'],
  ])('%s', (_name, error, expected) => {
    expect(loadFailure(error)).toBe(expected);
  });
});
