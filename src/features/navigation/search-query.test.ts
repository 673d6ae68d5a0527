import { describe, expect, it } from 'vitest';
import { searchTermToSubmit, truncateSearchInput } from './search-query';

describe('truncateSearchInput', () => {
  it.each([
    ['', ''],
    ['útero', 'útero'],
    ['a'.repeat(120), 'a'.repeat(100)],
    ['ç'.repeat(101), 'ç'.repeat(100)],
    ['😀'.repeat(101), '😀'.repeat(100)],
  ])('keeps at most 100 characters of %j', (input, expected) => {
    expect(truncateSearchInput(input)).toBe(expected);
  });
});

describe('searchTermToSubmit', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    ['  endometriose  ', 'endometriose'],
    ['útero & ovário', 'útero & ovário'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), null],
  ])('%j → %j', (input, expected) => {
    expect(searchTermToSubmit(input)).toBe(expected);
  });
});
