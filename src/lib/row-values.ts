// Values read from database rows, as pages can show them. The database refuses what the editors
// refuse (supabase/migrations), but rows written before a rule existed may still hold anything its
// column type allows: `infinity` or a year-44 BC timestamp, NULLs or nested arrays in a list of
// texts. A page shows such a value as missing rather than failing (and taking the page with it).

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2101, 0, 1);

/** The time of a row's date, or undefined for one that is not a real date between 1900 and 2100. */
export function rowTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= EARLIEST && time < LATEST ? time : undefined;
}

/** A row's list of texts as a flat list of non-empty texts (NULLs, blanks and nesting dropped). */
export function rowTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return typeof value === 'string' && value.trim() !== '' ? [value] : [];
  return value.flatMap((item) => rowTexts(item));
}
