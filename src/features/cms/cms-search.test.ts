import { describe, expect, it } from 'vitest';
import { parseCmsSearch } from './cms-search';

describe('parseCmsSearch', () => {
  it.each<[string, Record<string, unknown>, object]>([
    ['nothing', {}, {}],
    ['a tab', { aba: 'noticias' }, { aba: 'noticias' }],
    ['an unknown tab', { aba: 'usuarios' }, {}],
    ['a new record', { aba: 'noticias', editar: 'novo' }, { aba: 'noticias', editar: 'novo' }],
    [
      'a record by id',
      { editar: '0b8c6a52-6f4e-4d7e-9a55-1d2b3c4d5e6f' },
      { editar: '0b8c6a52-6f4e-4d7e-9a55-1d2b3c4d5e6f' },
    ],
    ['an id with SQL in it', { editar: "x' or 1=1" }, {}],
    ['page 3, as a number', { pagina: 3 }, { pagina: 3 }],
    ['page 3, as text', { pagina: '3' }, { pagina: 3 }],
    ['page 1 is the default', { pagina: 1 }, {}],
    ['a page that is no whole number', { pagina: 2.5 }, {}],
    ['a negative page', { pagina: -4 }, {}],
    ['a filter and a term', { busca: 'pré-natal', filtro: 'draft' }, { busca: 'pré-natal', filtro: 'draft' }],
    ['a term too long', { busca: 'x'.repeat(101) }, {}],
    ['an object where text belongs', { busca: { a: 1 }, filtro: [1] }, {}],
  ])('%s', (_name, search, parsed) => {
    expect(parseCmsSearch(search)).toEqual(parsed);
  });
});
