import { describe, expect, it } from 'vitest';
import { byNewestFirst } from './newest-first';

describe('byNewestFirst', () => {
  it.each([
    ['2026-03-01T00:00:00.000Z', '2025-12-31T00:00:00.000Z', -1],
    ['2025-12-31T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 1],
    ['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', 0],
    ['2026-03-01T09:30:00.000Z', '2026-03-01T08:00:00.000Z', -1],
  ])('%s against %s: %i', (a, b, order) => {
    expect(byNewestFirst({ date: a }, { date: b })).toBe(order);
  });
});
