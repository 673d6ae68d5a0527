// Field rules shared by the three editors. Each returns the first problem of a value, or
// undefined; the editors translate a problem into the message shown beside the field.

export type Problem =
  | { key: 'required' }
  | { key: 'tooLong'; max: number }
  | { key: 'year'; min: number; max: number }
  | { key: 'choice' }
  | { key: 'listRequired' }
  | { key: 'listTooLong'; max: number }
  | { key: 'listTooMany'; max: number }
  | { key: 'slugFormat' }
  | { key: 'slugTaken' }
  | { key: 'slugReserved' };

export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** Text, trimmed: required or not, and at most `max` characters. */
export function checkText(value: string, { required, max }: { required: boolean; max: number }): Problem | undefined {
  const text = value.trim();
  if (required && text === '') return { key: 'required' };
  if (text.length > max) return { key: 'tooLong', max };
  return undefined;
}

/** A whole year within min…max, written with digits only. */
export function checkYear(value: string, min: number, max: number): Problem | undefined {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  if (!/^\d{1,4}$/.test(text) || Number(text) < min || Number(text) > max) return { key: 'year', min, max };
  return undefined;
}

/** One of a fixed list of values. */
export function checkChoice(value: string, options: readonly string[]): Problem | undefined {
  if (value === '') return { key: 'required' };
  return options.includes(value) ? undefined : { key: 'choice' };
}

/** A list (already split into items): at least one item when required, each and all bounded. */
export function checkList(
  items: readonly string[],
  { required, itemMax, maxItems }: { required: boolean; itemMax: number; maxItems: number },
): Problem | undefined {
  if (required && items.length === 0) return { key: 'listRequired' };
  if (items.length > maxItems) return { key: 'listTooMany', max: maxItems };
  if (items.some((item) => item.length > itemMax)) return { key: 'listTooLong', max: itemMax };
  return undefined;
}

/** The fields with a problem, in the order given: the first one gets the focus. */
export function problemFields<F extends string>(problems: Problems<F>, order: readonly F[]): F[] {
  return order.filter((field) => problems[field] !== undefined);
}

/** Only the problems of the fields named (undefined values dropped), so an empty object means valid. */
export function collect<F extends string>(entries: [F, Problem | undefined][]): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

/** The latest year a record may carry: next year (a work accepted for publication, say). */
export const latestYear = (now: Date): number => now.getFullYear() + 1;
