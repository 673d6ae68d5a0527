import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, STAFF_AREAS } from '../lib/languages.ts';
import type { Tally } from './translations.ts';

// The interface strings of a language (locales/<lang>/*.json) against Portuguese's (locales/pt/):
// what `npm run i18n:status` counts, and which areas the build finds wholly translated (a page's
// own areas make it translated; each area reaches pages in the language it is whole in).

/** A locale file's strings by their dotted key: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      for (const [path, leaf] of flattenKeys(inner, prefix ? `${prefix}.${key}` : key)) keys.set(path, leaf);
  } else if (prefix) keys.set(prefix, value);
  return keys;
}

/** Whether a key's value is translated: a text, or a list of texts (a card's features), none empty. */
export const isTranslatedValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value) && value.length > 0 && value.every(isTranslatedValue);

export type NamespaceStatus = {
  file: string;
  keys: Tally;
  unknown: string[];
  /** An area of the staff's Portuguese-only pages (STAFF_AREAS): nothing public needs it translated. */
  staffOnly: boolean;
};

/** Each interface file of `language`: keys translated of the Portuguese ones, and keys Portuguese lacks. */
export function interfaceStatus(localesRoot: string, language: string): NamespaceStatus[] {
  const read = (path: string) => (existsSync(path) ? flattenKeys(JSON.parse(readFileSync(path, 'utf8'))) : new Map());
  return readdirSync(join(localesRoot, DEFAULT_LANGUAGE))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const portuguese = read(join(localesRoot, DEFAULT_LANGUAGE, file));
      const translation = read(join(localesRoot, language, file));
      const translated = [...portuguese.keys()].filter((key) => isTranslatedValue(translation.get(key))).length;
      const unknown = [...translation.keys()].filter((key) => !portuguese.has(key));
      const staffOnly = STAFF_AREAS.includes(file.replace(/\.json$/, ''));
      return { file, keys: { translated, total: portuguese.size }, unknown, staffOnly };
    });
}

/** The interface areas (`candidates`, from locales/pt/candidates.json) wholly translated into `language`. */
export function translatedAreas(localesRoot: string, language: string): Set<string> {
  return new Set(
    interfaceStatus(localesRoot, language)
      .filter(({ keys }) => keys.total > 0 && keys.translated === keys.total)
      .map(({ file }) => file.replace(/\.json$/, '')),
  );
}

/** `translatedAreas` as an `AreaDone` (translation-files.ts), each language read once. */
export function areaDoneIn(localesRoot: string): (language: string, area: string) => boolean {
  const cache = new Map<string, Set<string>>();
  return (language, area) => {
    let areas = cache.get(language);
    if (!areas) cache.set(language, (areas = translatedAreas(localesRoot, language)));
    return areas.has(area);
  };
}
