// Values read from database rows, as pages can show them. The database refuses what the editors
// refuse (supabase/migrations), but rows written before a rule existed may still hold anything its
// column type allows: `infinity` or a year-44 BC timestamp, a title of a megabyte or of nothing but
// a zero-width space, NULLs, blanks or nested arrays in a list of texts. A page shows such a value
// as missing (or cut short) rather than failing, and taking the page with it.

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2101, 0, 1);

/**
 * What the editors trim as blank: white space, the no-break and zero-width spaces, joiners, the
 * soft hyphen and the byte-order mark (the same list as the admin area's validation and the
 * database's private.is_blank).
 */
export const BLANK_CHARACTERS =
  '\t\n\v\f\r \u00a0\u00ad\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff';
const BLANK = new Set(BLANK_CHARACTERS);

/**
 * How long a title, name or excerpt may be where a page shows it: above every editor's limit (300
 * at most), so only a row written before the limits is ever cut.
 */
export const SHOWN_TEXT_MAX = 500;

/** The time of a row's date, or undefined for one that is not a real date between 1900 and 2100. */
export function rowTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= EARLIEST && time < LATEST ? time : undefined;
}

/** A row's date as an ISO 8601 string, or undefined for one that is not a real date (rowTime). */
export function rowDate(value: unknown): string | undefined {
  const time = rowTime(value);
  return time === undefined ? undefined : new Date(time).toISOString();
}

/** A row's year (a whole number from 1900 to 2100) as text, or '' for anything else. */
export function rowYear(value: unknown): string {
  return Number.isInteger(value) && (value as number) >= 1900 && (value as number) <= 2100 ? String(value) : '';
}

/**
 * A row's text as shown: without blank characters at either end, '' for NULL, a non-text or a
 * blank one; longer than `max` characters (code points), cut there with an ellipsis.
 */
export function rowText(value: unknown, max = Infinity): string {
  if (typeof value !== 'string') return '';
  let start = 0;
  let end = value.length;
  while (start < end && BLANK.has(value[start]!)) start += 1;
  while (end > start && BLANK.has(value[end - 1]!)) end -= 1;
  const text = value.slice(start, end);
  if (text.length <= max) return text;
  // Counted in code points, so an emoji is one character and never cut in half.
  let count = 0;
  for (let index = 0; index < text.length; count += 1) {
    if (count === max) return `${text.slice(0, index).trimEnd()}…`;
    index += text.codePointAt(index)! > 0xffff ? 2 : 1;
  }
  return text;
}

/** A row's list of texts as a flat list of non-blank texts (NULLs, blanks and nesting dropped). */
export function rowTexts(value: unknown): string[] {
  if (!Array.isArray(value)) {
    const text = rowText(value);
    return text === '' ? [] : [text];
  }
  return value.flatMap((item) => rowTexts(item));
}
