import { describe, expect, it } from 'vitest';
import { contentToday, isCalendarDate } from './dates';

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

describe("the build's today", () => {
  it('is the day in São Paulo, not in UTC', () => {
    // 01:30 UTC on 1 December is still 30 November, 22:30, in São Paulo.
    expect(contentToday({}, new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30');
    expect(contentToday({}, new Date('2026-12-01T03:30:00Z'))).toBe('2026-12-01');
  });

  it('is CONTENT_TODAY when set, which must be a real date', () => {
    expect(contentToday({ CONTENT_TODAY: '2026-11-25' }, new Date('2030-01-01T12:00:00Z'))).toBe('2026-11-25');
    expect(() => contentToday({ CONTENT_TODAY: '2026-11-31' })).toThrow(
      'CONTENT_TODAY=2026-11-31 não é uma data AAAA-MM-DD válida',
    );
  });
});
