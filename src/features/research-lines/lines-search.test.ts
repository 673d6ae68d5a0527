import { describe, expect, it } from 'vitest';
import { searchFromSelection, selectionFromSearch } from './lines-search';

const known = ['todas', 'ginecologia', 'obstetricia'];

describe('research-line selection in the URL', () => {
  it.each([
    [undefined, ['todas']],
    ['', []],
    ['ginecologia,obstetricia', ['ginecologia', 'obstetricia']],
    ['ginecologia,ginecologia,bogus', ['ginecologia']],
  ])('%j → %j', (value, expected) => {
    expect(selectionFromSearch(value, known)).toEqual(expected);
  });

  it('round-trips and keeps the initial state out of the URL', () => {
    expect(searchFromSelection(['todas'])).toEqual({ areas: undefined });
    expect(searchFromSelection([])).toEqual({ areas: '' });
    expect(selectionFromSearch(searchFromSelection(['obstetricia']).areas, known)).toEqual(['obstetricia']);
  });
});
