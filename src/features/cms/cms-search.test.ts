import { describe, expect, it } from 'vitest';
import {
  openedRecord,
  parseCmsSearch,
  withListView,
  withRecordClosed,
  withRecordOpen,
  type CmsSearch,
  type ListView,
} from './cms-search';

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

const RECORD = '0b8c6a52-6f4e-4d7e-9a55-1d2b3c4d5e6f';

describe('a list view applied to the address as it is', () => {
  const term = { busca: 'pré-natal' };
  it.each<[string, CmsSearch, ListView, CmsSearch]>([
    ['a filter on the list', { aba: 'noticias', pagina: 3 }, term, { aba: 'noticias', busca: 'pré-natal' }],
    ['the filter cleared', { aba: 'noticias', busca: 'x' }, {}, { aba: 'noticias' }],
    // The filter arrives 300 ms after the last key; a record opened meanwhile stays open.
    ['a record opened before it', { aba: 'noticias', editar: RECORD }, term, { aba: 'noticias', editar: RECORD }],
    ['a new record opened before it', { aba: 'noticias', editar: 'novo' }, term, { aba: 'noticias', editar: 'novo' }],
    // Nor does one tab's late filter follow the administrator to another tab.
    ['another tab opened before it', { aba: 'egressos' }, term, { aba: 'egressos' }],
    ['the overview opened before it', {}, term, {}],
  ])('%s', (_name, current, view, expected) => {
    expect(withListView(current, 'noticias', view)).toEqual(expected);
  });
});

describe('a record opened and closed', () => {
  it('opens over the list as it is, keeping its page and filters for the return', () => {
    const list: CmsSearch = { aba: 'producao', pagina: 2, busca: 'Zetaplex', filtro: 'article' };
    expect(withRecordOpen(list, RECORD)).toEqual({ ...list, editar: RECORD });
    expect(withRecordClosed(withRecordOpen(list, RECORD))).toEqual(list);
  });

  it('a filter that arrives after the click leaves the record open', () => {
    const opened = withRecordOpen({ aba: 'producao' }, RECORD);
    expect(withListView(opened, 'producao', { busca: 'Zetaplex' })).toEqual(opened);
  });
});

describe('openedRecord', () => {
  it.each<[string, CmsSearch, ReturnType<typeof openedRecord>]>([
    ['the list', { aba: 'egressos', pagina: 2 }, null],
    ['a new record', { aba: 'egressos', editar: 'novo' }, { id: undefined }],
    ['a record by id', { aba: 'egressos', editar: RECORD }, { id: RECORD }],
  ])('%s', (_name, search, opened) => {
    expect(openedRecord(search)).toEqual(opened);
  });
});
