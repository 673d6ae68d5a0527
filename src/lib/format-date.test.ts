import { describe, expect, it } from 'vitest';
import { formatNewsDate, newsDateLabel } from './format-date';

describe('formatNewsDate', () => {
  it.each([
    ['2026-03-14T00:00:00.000Z', 'pt-BR', '14 de março de 2026'],
    ['2025-12-31T00:00:00.000Z', 'pt-BR', '31 de dezembro de 2025'],
    ['2026-01-01', 'pt-BR', '1 de janeiro de 2026'],
    ['2026-03-14T00:00:00.000Z', 'en', 'March 14, 2026'],
    ['2026-01-01', 'en', 'January 1, 2026'],
    ['2026-03-14T00:00:00.000Z', 'es', '14 de marzo de 2026'],
  ] as const)('%s in %s → %s', (input, language, expected) => {
    expect(formatNewsDate(input, language)).toBe(expected);
  });

  // A database row's date may be no real date: shown as missing, never a RangeError.
  it.each(['infinity', '-infinity', '0044-03-15 BC', '10000-01-01T00:00:00+00:00', '1899-12-31T00:00:00Z', ''])(
    '%j → nothing',
    (input) => {
      for (const language of ['pt-BR', 'en', 'es']) expect(formatNewsDate(input, language)).toBe('');
    },
  );

  it('writes Portuguese dates as Intl does, every day of four years', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString();
      expect(formatNewsDate(iso, 'pt-BR'), iso).toBe(intl.format(time));
    }
  });
});

describe('newsDateLabel', () => {
  const date = '2026-03-14T00:00:00.000Z';
  it.each([
    ['a Portuguese post on a Portuguese page: the build’s label', { date, dateLabel: 'de build' }, 'pt', 'de build'],
    [
      'a translated post in its language: the build’s label',
      { date, dateLabel: 'built', language: 'en' },
      'en',
      'built',
    ],
    ['a Portuguese post on an English page, in English', { date, dateLabel: 'de build' }, 'en', 'March 14, 2026'],
    ['a database post, which has none: formatted here', { date }, 'pt', '14 de março de 2026'],
  ] as const)('%s', (_name, item, language, label) => {
    expect(newsDateLabel(item, language)).toBe(label);
  });
});
