import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Loader } from 'velite';
import type { Language } from '../lib/languages';
import { readContentFile } from './loaders';
import { shownContent } from './translation-files';
import { entryKey, matchesPattern, objectUnits, translateFile, type TranslatableCollection } from './translations';

// A language's own build of content/ (scripts/build/content-language.ts): the same collections,
// checks and derived values as the Portuguese one, each file read with its translation
// (content/<lang>/<file>) laid over wherever a unit (a list's entry, any other file) is wholly
// translated, and each such unit marked with its language, so a page marks every text it shows
// with the language it is written in (`unitLanguage` in src/lib/unit-language.ts).

/**
 * The units a language's loader showed translated, by collection: the identifying values of a
 * list's entries or a folder's files (`id`, `slug`, `path`); for a collection's one object file,
 * whether its own fields did and the ids of the items of its lists that did.
 */
export type ShownUnits = Map<string, Set<unknown> | { own: boolean; items: Record<string, Set<unknown>> }>;

/**
 * `loader`, reading each file of a collection with the language's translation laid over it.
 * `whole(file)` is false for a file shown only with others (the shell's); `shown` collects what
 * showed translated.
 */
export function translatingLoader(
  loader: Loader,
  language: Language,
  contentRoot: string,
  collections: Record<string, TranslatableCollection>,
  { whole = () => true, shown = new Map() }: { whole?: (file: string) => boolean; shown?: ShownUnits } = {},
): Loader {
  return {
    ...loader,
    load: (file) => {
      const name = relative(contentRoot, resolve(file.path)).split(sep).join('/');
      const translationPath = join(contentRoot, language, name);
      const collection = Object.keys(collections).find((key) => matchesPattern(collections[key]!, name));
      if (collection === undefined || !existsSync(translationPath)) return loader.load(file);
      const schema = collections[collection]!;
      const portuguese = readContentFile(file.path);
      const translated = readContentFile(translationPath);
      const translation = translateFile(schema, name, portuguese, translated);
      const units = schema.single ? objectUnits(schema, portuguese.data, translated.data) : undefined;
      const result = shownContent(portuguese, translation, whole(name), units);
      recordShown(shown, collection, schema, portuguese.data, result);
      return result.body === undefined ? { data: result.data } : { data: result.data, content: result.body };
    },
  };
}

function recordShown(
  shown: ShownUnits,
  collection: string,
  schema: TranslatableCollection,
  data: unknown,
  { translated, items: listItems = {} }: { translated: boolean[]; items?: Record<string, boolean[]> },
): void {
  const key = entryKey(schema.schema);
  if (schema.single) {
    const lists = (data ?? {}) as Record<string, { id?: unknown }[]>;
    shown.set(collection, {
      own: translated[0] === true,
      items: Object.fromEntries(
        Object.entries(listItems).map(([field, done]) => [
          field,
          new Set(lists[field]!.filter((_item, index) => done[index]).map((item) => item.id)),
        ]),
      ),
    });
    return;
  }
  if (!key) return;
  const entries = Array.isArray(data) ? data : [data];
  const recorded = shown.get(collection);
  const keys = recorded instanceof Set ? recorded : new Set<unknown>();
  entries.forEach((item, index) => {
    if (translated[index]) keys.add((item as Record<string, unknown>)[key]);
  });
  shown.set(collection, keys);
}

/**
 * Marks every unit `shown` with `language` in the parsed content (`data`, by collection), as a
 * field `language` its pages read (an object file's own fields: on the object; an item of its
 * lists: on the item); a unit in Portuguese carries none.
 */
export function markShown(
  data: Record<string, unknown>,
  shown: ShownUnits,
  language: Language,
  collections: Record<string, TranslatableCollection>,
): void {
  for (const [collection, units] of shown) {
    const value = data[collection];
    if (!(units instanceof Set)) {
      if (!value || typeof value !== 'object') continue;
      if (units.own) Object.assign(value, { language });
      for (const [field, ids] of Object.entries(units.items))
        for (const item of ((value as Record<string, unknown>)[field] ?? []) as Record<string, unknown>[])
          if (ids.has(item.id)) item.language = language;
      continue;
    }
    const key = entryKey(collections[collection]!.schema);
    if (!key || !Array.isArray(value)) continue;
    for (const item of value as Record<string, unknown>[]) if (units.has(item[key])) item.language = language;
  }
}
