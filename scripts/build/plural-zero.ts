import type { Plugin } from 'vite';
import { languageOfId } from './language-copies.ts';

// i18next takes plural categories from Intl.PluralRules, which puts 0 with 1 in Portuguese
// ('0 orientador'); the site shows the plural whenever the number is not 1, and i18next looks up
// `_zero` first when the count is 0. So every `x_other` string gets an `x_zero` twin, added as the
// locale files are bundled rather than in the browser, where walking every string at start-up
// cost each page's main thread.

/** Copies every `x_other` to `x_zero` where no `x_zero` exists, nested objects too; lists stay lists. */
export function withZeroAsPlural(strings: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    const nested = value !== null && typeof value === 'object' && !Array.isArray(value);
    result[key] = nested ? withZeroAsPlural(value as Record<string, unknown>) : value;
  }
  for (const [key, value] of Object.entries(strings)) {
    const zero = key.replace(/_other$/, '_zero');
    if (zero !== key && !(zero in strings)) result[zero] = value;
  }
  return result;
}

/** Whether a module is a locale file (locales/<lang>/<area>.json), by its path. */
export const isLocaleFile = (id: string) => /[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id.split('?')[0]!);

/** The locale files (locales/<lang>/<area>.json) with their `_zero` twins, in builds, dev and tests. */
export function pluralZero(): Plugin {
  return {
    name: 'plural-zero',
    enforce: 'pre',
    transform(code, id) {
      // A language's copy of a locale file is a module already, with its twins (language-graphs.ts).
      if (!isLocaleFile(id) || languageOfId(id)) return null;
      return { code: JSON.stringify(withZeroAsPlural(JSON.parse(code) as Record<string, unknown>)), map: null };
    },
  };
}
