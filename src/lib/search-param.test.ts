import { describe, expect, it } from 'vitest';
import { cutTextParam, textParam } from './search-param';

describe('textParam', () => {
  it.each<[unknown, string | undefined]>([
    ['ana', 'ana'],
    ['', ''],
    ['x'.repeat(10), 'x'.repeat(10)],
    ['x'.repeat(11), undefined],
    [42, undefined],
    [['a'], undefined],
    [{ a: 1 }, undefined],
    [null, undefined],
    [undefined, undefined],
    [true, undefined],
  ])('%j → %j (at most 10 characters)', (value, expected) => {
    expect(textParam(value, 10)).toBe(expected);
  });
});

describe('cutTextParam', () => {
  it.each<[unknown, string | undefined]>([
    ['endometriose', 'endometrio'],
    ['ana', 'ana'],
    [2026, '2026'],
    [12345678901234, '1234567890'],
    [Number.NaN, undefined],
    [['a'], undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %j (cut to 10 characters)', (value, expected) => {
    expect(cutTextParam(value, 10)).toBe(expected);
  });
});
