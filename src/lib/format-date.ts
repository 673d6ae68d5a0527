import { DEFAULT_LANGUAGE, languageInfo, type Language } from './languages';
import { rowTime } from './row-values';
import { unitLanguage } from './unit-language';

// Made on first use, one per language: building a formatter costs a long stretch of main thread
// (60–90 ms on a cheap phone), and Portuguese pages never need one in the browser: content posts'
// dates come formatted from the build (news `dateLabel`, src/content-schema), and Portuguese
// dates, which every database post has, are written below without Intl.
const formatters = new Map<string, Intl.DateTimeFormat>();

const PORTUGUESE = languageInfo(DEFAULT_LANGUAGE).htmlLang;
const PORTUGUESE_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/**
 * A news date as the language of `locale` (a BCP 47 tag, a page's `lang`) writes it, the same on
 * the server and in the browser: "2026-03-14T00:00:00.000Z" → "14 de março de 2026" (pt-BR),
 * "March 14, 2026" (en), "14 de marzo de 2026" (es); '' for a value that is no date.
 */
export function formatNewsDate(isoDate: string, locale: string): string {
  // A database row's date may be no real date (src/lib/row-values.ts): shown as missing.
  const time = rowTime(isoDate);
  if (time === undefined) return '';
  if (locale === PORTUGUESE) {
    const date = new Date(time);
    return `${date.getUTCDate()} de ${PORTUGUESE_MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  }
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}

/**
 * A news item's date in `language`: a content post's date comes formatted from the build in the
 * language the post is written in (`dateLabel`, so no page builds an Intl formatter for it as it
 * hydrates); any other is formatted here.
 */
export function newsDateLabel(item: { date: string; dateLabel?: string }, language: Language): string {
  return language === unitLanguage(item) && item.dateLabel
    ? item.dateLabel
    : formatNewsDate(item.date, languageInfo(language).htmlLang);
}
