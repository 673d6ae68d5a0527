import { describe, expect, it } from 'vitest';
import { programmePage } from '#site/content';
import { programmeSearchSchema, programmeTabBlock, resolveTab } from './programme-tabs';

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

  it("keeps each tab's paragraphs, cards, lists and button in its block", () => {
    for (const tab of programmePage.tabs) {
      const block = programmeTabBlock(tab);
      expect(block.paragraphs).toEqual(tab.paragraphs);
      expect(block.cards).toEqual(tab.cards);
      expect(block.items?.map((item) => item.name)).toEqual(tab.lists.map((list) => list.title));
      expect(block.button).toEqual(tab.button);
    }
  });
});
