import { describe, expect, it } from 'vitest';
import { parseProgrammeSearch, resolveTab } from './programme-tabs';

const tabs = ['apresentacao', 'historico', 'ccp'];

describe('programme tabs', () => {
  it.each([
    [undefined, 'apresentacao'],
    ['ccp', 'ccp'],
    ['nope', 'apresentacao'],
    ['', 'apresentacao'],
  ])('aba=%j shows %s', (requested, expected) => {
    expect(resolveTab(requested, tabs)).toBe(expected);
  });

  it('ignores malformed params', () => {
    expect(parseProgrammeSearch({ aba: 3 })).toEqual({ aba: undefined });
    expect(parseProgrammeSearch({ aba: 'x'.repeat(61) })).toEqual({ aba: undefined });
  });
});
