import { describe, expect, it } from 'vitest';
import search from '../../locales/pt/search.json';
import { withZeroAsPlural } from './plural-zero';

describe('withZeroAsPlural', () => {
  it('gives every _other a _zero twin, nested too; an existing _zero is kept; lists stay lists', () => {
    expect(
      withZeroAsPlural({
        a_one: '1',
        a_other: 'n',
        b: { c_other: 'm' },
        d_zero: 'none',
        d_other: 'x',
        e: 'plain',
        list: ['x', 'y'],
      }),
    ).toEqual({
      a_one: '1',
      a_other: 'n',
      a_zero: 'n',
      b: { c_other: 'm', c_zero: 'm' },
      d_zero: 'none',
      d_other: 'x',
      e: 'plain',
      list: ['x', 'y'],
    });
  });

  it('is applied to the locale files as they are imported', () => {
    const strings = search as unknown as Record<string, string>;
    const others = Object.keys(strings).filter((key) => key.endsWith('_other'));
    expect(others.length).toBeGreaterThan(0);
    for (const key of others) expect(strings[key.replace(/_other$/, '_zero')], key).toBe(strings[key]);
  });
});
