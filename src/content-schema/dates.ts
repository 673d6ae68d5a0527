// Dates in content/ (a news post's `date`). Imports nothing, so scripts can read it too.

/** How a content date is written, in the words the messages use. */
export const DATE_FORMAT = 'AAAA-MM-DD';
/** A content date: year, month and day, zero-padded, e.g. 2026-03-05. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD date that exists in the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
