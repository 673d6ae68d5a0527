// Numbers and lists as a language writes them, each Intl formatter made once per language and
// options and kept. The content build writes with these what pages show in every language (an
// adviser's lines and score), so no page builds a formatter while it hydrates: on a cheap phone the
// first one takes tens of milliseconds. (i18next's `{{x, list}}` and `{{x, number}}` formats key
// their cache by the value too, so they built one formatter per value.)

const formatters = new Map<string, Intl.NumberFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number as `locale` (a BCP 47 tag, a page's `lang`) writes it: 9.5 → "9,5" (pt-BR), "9.5" (en). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** Items joined as `locale` writes a list: "1, 4 e 7" (pt-BR), "1, 4, and 7" (en), "1, 4 y 7" (es). */
export function formatList(items: readonly string[], locale: string): string {
  return cached(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}
