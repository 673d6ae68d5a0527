import { describe, expect, it } from 'vitest';
import {
  INITIAL_SELECTION,
  canReset,
  isFiltering,
  isInitialSelection,
  showsCount,
  toggleGroup,
  visibleLines,
} from './line-filter';

const groups = [
  { id: 'todas', lines: [1, 2, 3, 4, 5, 6, 7, 8] },
  { id: 'ginecologia', lines: [1, 3, 4] },
  { id: 'obstetricia', lines: [5, 6] },
  { id: 'uroginecologia', lines: [2] },
  { id: 'saude-mental', lines: [7] },
  { id: 'ciencia-dados', lines: [8] },
];
const all = [1, 2, 3, 4, 5, 6, 7, 8];

describe('toggleGroup', () => {
  it.each([
    ['todas toggles off', ['todas'], 'todas', []],
    ['todas toggles back on', [], 'todas', ['todas']],
    ['todas replaces other groups', ['ginecologia'], 'todas', ['todas']],
    ['another group first removes todas', ['todas'], 'obstetricia', ['obstetricia']],
    ['groups add up', ['obstetricia'], 'ginecologia', ['obstetricia', 'ginecologia']],
    ['a selected group toggles off', ['obstetricia', 'ginecologia'], 'obstetricia', ['ginecologia']],
  ])('%s', (_label, selection, id, expected) => {
    expect(toggleGroup(selection, id)).toEqual(expected);
  });
});

describe('visibleLines', () => {
  it.each([
    ['initial selection shows all', INITIAL_SELECTION, all],
    ['empty selection means no filter', [], all],
    ['one group', ['obstetricia'], [5, 6]],
    ['union is sorted', ['ciencia-dados', 'ginecologia', 'uroginecologia'], [1, 2, 3, 4, 8]],
  ])('%s', (_label, selection, expected) => {
    expect(visibleLines(groups, selection, all)).toEqual(expected);
  });

  it('filters only when something is selected', () => {
    expect(isFiltering([])).toBe(false);
    expect(isFiltering(['todas'])).toBe(true);
  });
});

describe('reset button and count line', () => {
  it.each([
    [['todas'], false, false],
    [[], false, false],
    [['obstetricia'], true, true],
    [['obstetricia', 'ginecologia'], true, true],
  ])('%j: reset %s, count %s', (selection, reset, count) => {
    expect(canReset(selection)).toBe(reset);
    expect(showsCount(selection)).toBe(count);
  });
});

describe('the selection the prerendered page shows', () => {
  it.each([
    [['todas'], true],
    [[], false],
    [['obstetricia'], false],
    [['todas', 'obstetricia'], false],
  ])('%j: initial %s', (selection, initial) => {
    expect(isInitialSelection(selection)).toBe(initial);
  });
});
