// Dates in content/ (a news post's `date`) and the build's "today", which decides whether a news
// post dated ahead is published yet. The calendar itself is src/lib/calendar-date.ts, which the
// admin area shares.

import { isCalendarDate, programmeDay } from '../lib/calendar-date';

export { CONTENT_TIME_ZONE, DATE_PATTERN, isCalendarDate } from '../lib/calendar-date';

/** How a content date is written, in the words the messages use. */
export const DATE_FORMAT = 'AAAA-MM-DD';

/** The setting that pins the build's "today" (tests, or a build that must act as of a given day). */
export const TODAY_SETTING = 'CONTENT_TODAY';

/** The build's "today" as YYYY-MM-DD: CONTENT_TODAY when set, else today in São Paulo. */
export function contentToday(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const pinned = env[TODAY_SETTING]?.trim();
  if (pinned) {
    if (!isCalendarDate(pinned)) throw new Error(`${TODAY_SETTING}=${pinned} não é uma data ${DATE_FORMAT} válida`);
    return pinned;
  }
  return programmeDay(now);
}
