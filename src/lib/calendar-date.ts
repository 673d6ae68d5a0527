// Calendar days as the programme counts them: a content post's date, a database post's
// publication day, and "today", which decides whether either is published yet.

/** A date: year, month and day, zero-padded, e.g. 2026-03-05. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD date that exists in the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The programme's own calendar: a post dated 2026-12-01 is published on 1 December in São Paulo,
 * even though it is still 30 November somewhere else (or already 2 December in UTC late that
 * evening). The database counts its posts' days in the same zone (supabase/migrations).
 */
export const CONTENT_TIME_ZONE = 'America/Sao_Paulo';

/** The day of `now` in São Paulo, as YYYY-MM-DD (en-CA writes dates that way). */
export function programmeDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CONTENT_TIME_ZONE }).format(now);
}
