import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 90], 10],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
