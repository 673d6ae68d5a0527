import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Loader } from 'velite';
import type { Language } from '../lib/languages';
import { readContentFile } from './loaders';
import { shownContent } from './translation-files';
import { matchesPattern, translateFile, type TranslatableCollection } from './translations';

// A language's own build of content/ (scripts/build/content-language.ts): the same collections,
// checks and derived values as the Portuguese one, each file read with its translation
// (content/<lang>/<file>) laid over wherever a unit is wholly translated.

/** `loader`, reading each file of a collection with the language's translation laid over it. */
export function translatingLoader(
  loader: Loader,
  language: Language,
  contentRoot: string,
  collections: Record<string, TranslatableCollection>,
): Loader {
  return {
    ...loader,
    load: (file) => {
      const name = relative(contentRoot, resolve(file.path)).split(sep).join('/');
      const translationPath = join(contentRoot, language, name);
      const collection = Object.keys(collections).find((key) => matchesPattern(collections[key]!, name));
      if (collection === undefined || !existsSync(translationPath)) return loader.load(file);
      const portuguese = readContentFile(file.path);
      const translation = translateFile(collections[collection]!, name, portuguese, readContentFile(translationPath));
      const shown = shownContent(collection, portuguese, translation);
      return shown.body === undefined ? { data: shown.data } : { data: shown.data, content: shown.body };
    },
  };
}
