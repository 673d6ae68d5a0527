import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatList, formatNumber } from './intl-format';

describe('formatNumber and formatList', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['pt-BR', '9,5', '1, 4 e 7'],
    ['en', '9.5', '1, 4, and 7'],
    ['es', '9,5', '1, 4 y 7'],
  ])('%s writes %s and %s', (locale, number, list) => {
    expect(formatNumber(9.5, locale, { minimumFractionDigits: 1 })).toBe(number);
    expect(formatList(['1', '4', '7'], locale)).toBe(list);
  });

  it('makes one formatter per language and options, whatever the values', () => {
    const lists = vi.spyOn(Intl, 'ListFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    for (let n = 0; n < 24; n++) {
      formatList([String(n), String(n + 1)], 'fr');
      formatNumber(9 + n / 10, 'fr', { minimumFractionDigits: 1 });
    }
    expect(lists).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});
