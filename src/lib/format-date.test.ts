import { describe, expect, it } from 'vitest';
import { formatNewsDate } from './format-date';

describe('formatNewsDate', () => {
  it.each([
    ['2026-03-14T00:00:00.000Z', '14 de março de 2026'],
    ['2025-12-31T00:00:00.000Z', '31 de dezembro de 2025'],
    ['2026-01-01', '1 de janeiro de 2026'],
  ])('%s → %s', (input, expected) => {
    expect(formatNewsDate(input)).toBe(expected);
  });
});
