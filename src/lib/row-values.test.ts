import { describe, expect, it } from 'vitest';
import { rowDate, rowText, rowTexts, rowTime, rowYear, SHOWN_TEXT_MAX } from './row-values';

// Every value a column could hand a page, as PostgREST writes it in JSON: timestamps as text
// (`infinity`, BC and five-digit years included), NULL as null, text[] as arrays, nested for a
// multi-dimensional one.
const NOT_DATES: unknown[] = [
  'infinity',
  '-infinity',
  '0044-03-15T00:00:00+00:00 BC',
  '0044-03-15 BC',
  '10000-01-01T00:00:00+00:00',
  '+010000-01-01T00:00:00.000Z',
  '1899-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  'não é data',
  '',
  null,
  undefined,
  42,
  Date.UTC(2026, 0, 1),
  ['2026-01-01'],
  {},
];

describe('rowTime', () => {
  it.each<[unknown, number]>([
    ['2026-11-02T10:00:00+00:00', Date.UTC(2026, 10, 2, 10)],
    ['2026-11-02T10:00:00.123456+00:00', Date.UTC(2026, 10, 2, 10, 0, 0, 123)],
    ['1900-01-01T00:00:00Z', Date.UTC(1900, 0, 1)],
    ['2100-12-31T23:59:59Z', Date.UTC(2100, 11, 31, 23, 59, 59)],
    ['2026-03-14', Date.UTC(2026, 2, 14)],
  ])('%j → %j', (value, time) => {
    expect(rowTime(value)).toBe(time);
  });

  it.each(NOT_DATES.map((value) => [value]))('%j is no date', (value) => {
    expect(rowTime(value)).toBeUndefined();
  });
});

describe('rowDate', () => {
  it.each<[unknown, string]>([
    ['2026-11-02T10:00:00+00:00', '2026-11-02T10:00:00.000Z'],
    ['2026-11-02T07:00:00-03:00', '2026-11-02T10:00:00.000Z'],
    ['1900-01-01T00:00:00Z', '1900-01-01T00:00:00.000Z'],
  ])('%j → %j', (value, iso) => {
    expect(rowDate(value)).toBe(iso);
  });

  it.each(NOT_DATES.map((value) => [value]))('%j is no date', (value) => {
    expect(rowDate(value)).toBeUndefined();
  });
});

describe('rowText', () => {
  it.each<[unknown, string]>([
    ['Defesa de tese', 'Defesa de tese'],
    ['  Defesa\u00a0de tese \n', 'Defesa\u00a0de tese'],
    ['\u200bDefesa\ufeff', 'Defesa'],
    ['\u00a0', ''],
    ['\u200b', ''],
    ['\u00a0\u200b\u2060\u00ad\t', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [2026, ''],
    [['a'], ''],
    [{ title: 'a' }, ''],
  ])('%j → %j', (value, text) => {
    expect(rowText(value)).toBe(text);
  });

  it.each<[string, number, string]>([
    ['abcdef', 6, 'abcdef'],
    ['abcdefg', 6, 'abcdef…'],
    ['abc   defg', 6, 'abc…'],
    ['😀😀😀😀', 3, '😀😀😀…'],
    ['😀😀😀', 3, '😀😀😀'],
    ['a😀b😀c', 4, 'a😀b😀…'],
  ])('%j cut at %i → %j', (value, max, text) => {
    expect(rowText(value, max)).toBe(text);
  });

  it('a title of 900 KB shows its first SHOWN_TEXT_MAX characters', () => {
    const text = rowText(`Título ${'x'.repeat(900 * 1024)}`, SHOWN_TEXT_MAX);
    expect([...text]).toHaveLength(SHOWN_TEXT_MAX + 1);
    expect(text).toMatch(/^Título x+…$/);
  });
});

describe('rowTexts', () => {
  it.each<[unknown, string[]]>([
    [
      ['Souza, A.', 'Lima, B.'],
      ['Souza, A.', 'Lima, B.'],
    ],
    [[], []],
    [
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [[[['a']], [[null]]], ['a']],
    [['a', null, '', '  ', '\u00a0', '\u200b'], ['a']],
    [
      [' Souza, A. ', '\u200bLima, B.'],
      ['Souza, A.', 'Lima, B.'],
    ],
    [[null, null], []],
    [null, []],
    [undefined, []],
    ['solto', ['solto']],
    ['', []],
    [[1, 'a', { b: 'c' }, true], ['a']],
  ])('%j → %j', (value, texts) => {
    expect(rowTexts(value)).toEqual(texts);
  });
});

describe('rowYear', () => {
  it.each<[unknown, string]>([
    [2020, '2020'],
    [1900, '1900'],
    [2100, '2100'],
    [1899, ''],
    [2101, ''],
    [2020.5, ''],
    ['2020', ''],
    [null, ''],
    [Number.NaN, ''],
    [Infinity, ''],
  ])('%j → %j', (value, year) => {
    expect(rowYear(value)).toBe(year);
  });
});
