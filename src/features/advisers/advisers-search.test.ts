import { describe, expect, it } from 'vitest';
import { emptyResultParts, parseAdvisersSearch, parseAreas, toAdvisersSearch } from './advisers-search';

const known = ['medicina-fetal', 'uroginecologia'];

describe('advisers search params', () => {
  it.each([
    [{}, {}],
    [{ busca: 'ana' }, { busca: 'ana' }],
    [{ busca: 42 }, { busca: undefined }],
    [{ busca: 'x'.repeat(101) }, { busca: undefined }],
    [{ areas: ['a'] }, { areas: undefined }],
  ])('%j parses to %j', (input, expected) => {
    expect(parseAdvisersSearch(input)).toEqual(expected);
  });

  it('keeps only known areas, once each', () => {
    expect(parseAreas('uroginecologia,nope,uroginecologia, medicina-fetal', known)).toEqual([
      'uroginecologia',
      'medicina-fetal',
    ]);
    expect(parseAreas(undefined, known)).toEqual([]);
    expect(parseAreas("'; drop table x;--", known)).toEqual([]);
  });

  it('writes a clean URL for empty filters', () => {
    expect(toAdvisersSearch('', [])).toEqual({ busca: undefined, areas: undefined });
    expect(toAdvisersSearch('ana', ['a', 'b'])).toEqual({ busca: 'ana', areas: 'a,b' });
  });
});

describe('emptyResultParts', () => {
  it.each([
    ['', 0, ['base']],
    ['ana', 0, ['base', 'withTerm']],
    ['', 2, ['base', 'withFilters']],
    ['ana', 1, ['base', 'withTerm', 'withFilters']],
    ['   ', 0, ['base']],
  ])('term %j and %i areas', (term, areas, expected) => {
    expect(emptyResultParts(term, areas)).toEqual(expected);
  });
});
