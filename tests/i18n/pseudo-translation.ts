import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import type { ZodType } from 'velite';
import { collections } from '../../src/content-schema/collections';
import { readPortugueseFiles } from '../../src/content-schema/translation-files';
import {
  entryKey,
  isListFile,
  objectShape,
  translatableShape,
  type ContentFile,
  type TranslatableCollection,
} from '../../src/content-schema/translations';

// A pseudo-translation: every text a translator would translate, with a mark in front ("[en] Sobre
// o programa"), written as a translator would write the files. Tests lay it over a copy of the
// project to see a whole language at work without shipping a translation. Marked text is easy to
// find in a page (is this text the translation?) and still reads as the Portuguese it stands for.

/** `text` as the pseudo-translation gives it. */
export const pseudoText = (text: string, mark: string) => `${mark} ${text}`;

/** Interface strings with every string marked; keys, nesting and `{{placeholders}}` kept. */
export function pseudoStrings(value: unknown, mark: string): unknown {
  if (typeof value === 'string') return pseudoText(value, mark);
  if (Array.isArray(value)) return value.map((item) => pseudoStrings(item, mark));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pseudoStrings(inner, mark)]));
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The translation of one value: only what translates, or undefined when nothing does. */
function pseudoValue(schema: ZodType, value: unknown, mark: string): unknown {
  if (value === undefined || value === null) return undefined;
  const shape = translatableShape(schema);
  if (shape.kind === 'text') return typeof value === 'string' ? pseudoText(value, mark) : undefined;
  if (shape.kind === 'fields') return pseudoFields(shape.shape, value, mark);
  if (shape.kind !== 'list' || !Array.isArray(value)) return undefined;
  // Inside an entry, items with an id are matched by it, other items by position.
  if ('id' in (objectShape(shape.item) ?? {})) return pseudoEntries(shape.item, 'id', value, mark);
  return value.map((item) => pseudoValue(shape.item, item, mark) ?? null);
}

function pseudoFields(shape: Record<string, ZodType>, value: unknown, mark: string, identifier?: string) {
  if (!isRecord(value)) return undefined;
  const translation: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (key === identifier) continue;
    const translated = pseudoValue(field, value[key], mark);
    if (translated !== undefined) translation[key] = translated;
  }
  if (Object.keys(translation).length === 0) return undefined;
  return identifier === undefined ? translation : { [identifier]: value[identifier], ...translation };
}

/** The entries of a list that hold something to translate, each named by its identifying field. */
function pseudoEntries(item: ZodType, key: string, entries: unknown[], mark: string): unknown[] {
  const shape = objectShape(item) ?? {};
  return entries.flatMap((entry) => pseudoFields(shape, entry, mark, key) ?? []);
}

/**
 * The translation of one Portuguese content file, as the translator's file would hold it, or
 * undefined for a file with nothing to translate.
 */
export function pseudoFile(collection: TranslatableCollection, portuguese: ContentFile, mark: string) {
  const shape = objectShape(collection.schema) ?? {};
  if (isListFile(collection)) {
    const key = entryKey(collection.schema);
    const entries =
      key && Array.isArray(portuguese.data) ? pseudoEntries(collection.schema, key, portuguese.data, mark) : [];
    return entries.length > 0 ? { data: entries } : undefined;
  }
  // A news post: its front matter, and its text after it.
  const withBody = 'body' in shape && portuguese.body !== undefined;
  const fields = withBody ? Object.fromEntries(Object.entries(shape).filter(([key]) => key !== 'body')) : shape;
  const data = pseudoFields(fields, portuguese.data, mark) ?? {};
  if (withBody) return { data, body: `${mark}\n\n${portuguese.body!.trim()}\n` };
  return Object.keys(data).length > 0 ? { data } : undefined;
}

function writeFile(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * Writes a whole pseudo-translation into `language` in the project at `root`: locales/<language>/
 * with every interface string, content/<language>/ with every content file that has something to
 * translate. Returns the content files written, by their path under content/.
 */
export function writePseudoTranslation(root: string, language: string, mark = `[${language}]`): string[] {
  const portugueseLocales = join(root, 'locales', 'pt');
  for (const file of readdirSync(portugueseLocales).filter((name) => name.endsWith('.json'))) {
    const strings = JSON.parse(readFileSync(join(portugueseLocales, file), 'utf8'));
    writeFile(join(root, 'locales', language, file), `${JSON.stringify(pseudoStrings(strings, mark), null, 2)}\n`);
  }
  const contentRoot = join(root, 'content');
  const written: string[] = [];
  for (const [file, { collection, portuguese }] of readPortugueseFiles(collections, contentRoot)) {
    const translation = pseudoFile(collections[collection as keyof typeof collections], portuguese, mark);
    if (!translation) continue;
    const yaml = stringify(translation.data, { lineWidth: 0 });
    writeFile(
      join(contentRoot, language, file),
      translation.body === undefined ? yaml : `---\n${yaml}---\n\n${translation.body}`,
    );
    written.push(file);
  }
  return written;
}

/**
 * Every Portuguese text a translator would translate in the project at `root`: the public
 * interface strings and the content's translatable fields. A page's text node equal to one of
 * them is Portuguese.
 */
export function portugueseTexts(root: string, staffAreas: readonly string[] = []): Set<string> {
  const texts = new Set<string>();
  const MARK = '\u0001';
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith(MARK)) texts.add(value.slice(MARK.length + 1));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const portugueseLocales = join(root, 'locales', 'pt');
  for (const file of readdirSync(portugueseLocales).filter((name) => name.endsWith('.json')))
    if (!staffAreas.includes(file.replace(/\.json$/, '')))
      collect(pseudoStrings(JSON.parse(readFileSync(join(portugueseLocales, file), 'utf8')), MARK));
  for (const [, { collection, portuguese }] of readPortugueseFiles(collections, join(root, 'content')))
    collect(pseudoFile(collections[collection as keyof typeof collections], portuguese, MARK)?.data);
  return texts;
}
