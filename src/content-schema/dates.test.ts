import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates';

describe('isCalendarDate', () => {
  it.each([
    ['2026-03-05', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-5', false],
    ['03/05/2026', false],
    ['2026-03-05T10:00', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
