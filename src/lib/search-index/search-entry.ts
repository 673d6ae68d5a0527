import type { Language } from '../languages';
// Relative import: Velite (content-entries.ts) loads this file outside Vite's aliases.
import { foldText as fold } from '../search-text';
import type searchStrings from '../../../locales/pt/search.json';

/** One searchable thing: a page, an adviser, a research line, a news item, a database row. */
export type SearchEntry = {
  title: string;
  path: string;
  category: string;
  excerpt: string;
  keywords: readonly string[];
  /** What a database row says about itself, shown on its result: its section page is a placeholder. */
  details?: readonly ResultDetail[];
  /** The language of a translated result's text; none for Portuguese (unit-language.ts). */
  language?: Language;
};

/** The categories a result can show: the keys of `categories` in locales/<lang>/search.json. */
export type SearchCategory = Exclude<keyof (typeof searchStrings)['categories'], 'outputOfType'>;

/** A category's name in the page's language; `outputOfType` names a scientific output by its type. */
export type CategoryName = (category: SearchCategory | 'outputOfType', type?: string) => string;

/** Category names from a language's `categories` strings, where i18next is not at hand (the build). */
export function categoryNames(names: Record<SearchCategory | 'outputOfType', string>): CategoryName {
  return (category, type = '') => names[category].replace('{{type}}', type);
}

/** One labelled fact of a result; the label is a key under `search.details`. */
export type ResultDetail = {
  label: 'type' | 'year' | 'authors' | 'keywords' | 'level' | 'work' | 'adviser' | 'date' | 'category';
  value: string;
};

/** Each entry's searchable text, folded the first time the entry is searched and then reused. */
const foldedText = new WeakMap<SearchEntry, string>();
function searchableText(entry: SearchEntry): string {
  let text = foldedText.get(entry);
  if (text === undefined) {
    text = fold([entry.title, entry.excerpt, entry.category, ...entry.keywords].join('\n'));
    foldedText.set(entry, text);
  }
  return text;
}

/**
 * Case-insensitive substring match over title, excerpt, category and keywords, also
 * blind to accents so "gestacao" finds "gestação". The term is plain text, never a pattern.
 * An entry's text is folded once (the first search that sees it), not on every keystroke.
 */
export function matchEntries(entries: readonly SearchEntry[], term: string): SearchEntry[] {
  const needle = fold(term.trim());
  if (needle === '') return [];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const haystack = searchableText(entry);
    const key = `${entry.path}\n${entry.title}`;
    if (!haystack.includes(needle) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Title words, lower-cased, for keywords. */
export function words(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length > 2);
}
