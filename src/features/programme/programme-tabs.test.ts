import { describe, expect, it } from 'vitest';
import { programmeSearchSchema, resolveTab } from './programme-tabs';

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
    expect(programmeSearchSchema.parse({ aba: 3 })).toEqual({ aba: undefined });
  });
});
