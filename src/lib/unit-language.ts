import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The language a unit of content is written in: a list's entry, a file, a news post. The content
 * build of a language marks each unit it shows translated (`language`); any other is Portuguese.
 */
export function unitLanguage(unit: unknown): Language {
  const language = typeof unit === 'object' && unit !== null ? (unit as { language?: unknown }).language : undefined;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
