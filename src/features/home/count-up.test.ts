import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageInfo } from '@/lib/languages';
import { countUpValue, easeOutCubic, formatCount } from './count-up';

describe('count-up', () => {
  it.each([
    [0, 0],
    [2000, 2807],
    [5000, 2807],
    [-10, 0],
  ])('at %i ms of 2000 shows %i of 2807', (elapsed, value) => {
    expect(countUpValue(2807, elapsed, 2000)).toBe(value);
  });

  it('is monotonic and past halfway at the midpoint (ease-out)', () => {
    const values = [0, 250, 500, 1000, 1500, 2000].map((t) => countUpValue(999, t, 2000));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(countUpValue(999, 1000, 2000)).toBeGreaterThan(999 / 2);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('a zero duration jumps to the target', () => {
    expect(countUpValue(380, 0, 0)).toBe(380);
  });

  it.each([
    [2807, 'pt', '2.807'],
    [2807, 'en', '2,807'],
    [2807, 'es', '2807'],
    [28070, 'es', '28.070'],
    [1234567, 'pt', '1.234.567'],
    [0, 'en', '0'],
    [-2807, 'pt', '-2.807'],
    [12.6, 'pt', '13'],
  ] as const)('writes %d in %s as %s', (value, language, expected) => {
    expect(formatCount(value, language)).toBe(expected);
  });

  it.each(LANGUAGES)('writes every size of number in %s as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(languageInfo(language).htmlLang, { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 380, 999, 1000, 2807, 9999, 10000, 28070, 123456, 1234567, 98765432, -2807])
      expect(formatCount(value, language), String(value)).toBe(intl.format(value));
  });
});
