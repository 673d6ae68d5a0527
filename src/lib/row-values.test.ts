import { describe, expect, it } from 'vitest';
import { rowTexts, rowTime } from './row-values';

describe('rowTime', () => {
  it.each<[unknown, number | undefined]>([
    ['2026-11-02T10:00:00+00:00', Date.UTC(2026, 10, 2, 10)],
    ['1900-01-01T00:00:00Z', Date.UTC(1900, 0, 1)],
    ['infinity', undefined],
    ['-infinity', undefined],
    ['0044-03-15 00:00:00+00 BC', undefined],
    ['10000-01-01T00:00:00+00:00', undefined],
    ['1899-12-31T23:59:59Z', undefined],
    ['2101-01-01T00:00:00Z', undefined],
    ['', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j → %j', (value, time) => {
    expect(rowTime(value)).toBe(time);
  });
});

describe('rowTexts', () => {
  it.each<[unknown, string[]]>([
    [
      ['Souza, A.', 'Lima, B.'],
      ['Souza, A.', 'Lima, B.'],
    ],
    [
      [['a', 'b'], ['c']],
      ['a', 'b', 'c'],
    ],
    [['a', null, '', '  '], ['a']],
    [null, []],
    ['solto', ['solto']],
    [[1, 'a'], ['a']],
  ])('%j → %j', (value, texts) => {
    expect(rowTexts(value)).toEqual(texts);
  });
});
