// Dates in content/ (a news post's `date`) and the build's "today", which decides whether a news
// post dated ahead is published yet. Imports nothing, so scripts can read it too.

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

/**
 * The programme's own calendar: a post dated 2026-12-01 is published by a build run on 1 December
 * in São Paulo, even though it is still 30 November somewhere else (or already 2 December in UTC
 * late that evening).
 */
export const CONTENT_TIME_ZONE = 'America/Sao_Paulo';

/** The setting that pins the build's "today" (tests, or a build that must act as of a given day). */
export const TODAY_SETTING = 'CONTENT_TODAY';

/** The build's "today" as YYYY-MM-DD: CONTENT_TODAY when set, else today in São Paulo. */
export function contentToday(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const pinned = env[TODAY_SETTING]?.trim();
  if (pinned) {
    if (!isCalendarDate(pinned)) throw new Error(`${TODAY_SETTING}=${pinned} não é uma data ${DATE_FORMAT} válida`);
    return pinned;
  }
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: CONTENT_TIME_ZONE }).format(now);
}
