import type { ZodType } from 'velite';

// Content translations: content/<lang>/ mirrors content/ file by file, holding only the fields a
// schema marks translatable (`translatable` below; `text` in fields.ts is). This file checks a
// translation against the Portuguese file it translates and lays it over that file, counting what
// is translated, for the build (which refuses a translation that does not fit) and for
// `npm run i18n:status` (which tells a translator what is left). docs/i18n.md has the rules.
//
// How a translation finds what it translates:
// - a list file (faq.yaml): each entry by the field that identifies it in the Portuguese file,
//   the first of id, slug, number and path its entries have;
// - a single file (home.yaml) or one file of a folder (news/<name>.mdx, sections/<name>.yaml):
//   by its keys; a news post's body is the text after its front matter;
// - a list inside an entry: by its id when its items have one (the tabs of programme-page.yaml),
//   else by position.

/** Marks a field a translator may translate; the mark survives .describe(), .max() and the like. */
export function translatable<T extends ZodType>(schema: T): T {
  (schema._def as Def).translatable = true;
  return schema;
}

type Def = {
  typeName: string;
  translatable?: boolean;
  schema?: ZodType;
  innerType?: ZodType;
  type?: ZodType;
  left?: ZodType;
  shape?: () => Record<string, ZodType>;
};

/** The fields that identify a list's entries, in the order they are looked for. */
export const ENTRY_KEYS = ['id', 'slug', 'number', 'path'] as const;

/** A schema's own type under its refinements, defaults and optionality, and whether it is marked. */
function unwrap(schema: ZodType): { def: Def; marked: boolean } {
  let def = schema._def as Def;
  let marked = Boolean(def.translatable);
  for (;;) {
    const inner =
      def.typeName === 'ZodEffects'
        ? def.schema
        : ['ZodOptional', 'ZodNullable', 'ZodDefault'].includes(def.typeName)
          ? def.innerType
          : undefined;
    if (!inner) return { def, marked };
    def = inner._def as Def;
    marked ||= Boolean(def.translatable);
  }
}

/** Whether a field holds anything a translator may translate. */
export function holdsTranslatable(schema: ZodType): boolean {
  const { def, marked } = unwrap(schema);
  if (marked) return true;
  if (def.typeName === 'ZodArray') return holdsTranslatable(def.type!);
  if (def.typeName === 'ZodObject') return Object.values(def.shape!()).some(holdsTranslatable);
  return false;
}

/**
 * What a schema holds for a translator: a text, a list whose items hold something, fields some
 * of which hold something, or nothing to translate.
 */
export type TranslatableShape =
  | { kind: 'text' }
  | { kind: 'list'; item: ZodType }
  | { kind: 'fields'; shape: Record<string, ZodType> }
  | { kind: 'fixed' };

export function translatableShape(schema: ZodType): TranslatableShape {
  const { def, marked } = unwrap(schema);
  if (marked) return { kind: 'text' };
  if (def.typeName === 'ZodArray' && holdsTranslatable(def.type!)) return { kind: 'list', item: def.type! };
  if (def.typeName === 'ZodObject' && holdsTranslatable(schema)) return { kind: 'fields', shape: def.shape!() };
  return { kind: 'fixed' };
}

/** The shape of an object schema (an entry of a list), or undefined for any other type. */
export function objectShape(schema: ZodType): Record<string, ZodType> | undefined {
  const { def } = unwrap(schema);
  return def.typeName === 'ZodObject' ? def.shape!() : undefined;
}

/** The field that identifies the entries of a list of `entry`, if they have one. */
export function entryKey(entry: ZodType): string | undefined {
  const shape = objectShape(entry);
  return shape ? ENTRY_KEYS.find((key) => key in shape) : undefined;
}

/** How many of something are translated, out of how many there are. */
export type Tally = { translated: number; total: number };

/** A translation that does not fit its Portuguese file: the entry and field, and what is wrong. */
export type TranslationProblem = { source: string; message: string };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldPath = (source: string, key: string | number) =>
  typeof key === 'number' ? `${source}[${key}]` : source ? `${source}.${key}` : key;

/** The name of a list entry in a report: its identifying field and value, `[id: prazo]`. */
const entryName = (key: string, value: unknown) => `[${key}: ${String(value)}]`;

class Overlay {
  readonly problems: TranslationProblem[] = [];
  readonly fields: Tally = { translated: 0, total: 0 };
  constructor(private readonly portugueseFile: string) {}

  problem(source: string, message: string) {
    this.problems.push({ source, message });
  }

  /** The translatable texts a Portuguese value holds, none of them translated. */
  count(schema: ZodType, portuguese: unknown) {
    if (portuguese === undefined || portuguese === null) return;
    const { def, marked } = unwrap(schema);
    if (marked) {
      this.fields.total += 1;
      return;
    }
    if (def.typeName === 'ZodArray') this.countItems(def.type!, portuguese);
    if (def.typeName === 'ZodObject') this.countFields(def.shape!(), portuguese);
  }

  countItems(item: ZodType, portuguese: unknown) {
    if (Array.isArray(portuguese)) for (const original of portuguese) this.count(item, original);
  }

  private countFields(shape: Record<string, ZodType>, portuguese: unknown) {
    if (isRecord(portuguese)) for (const [key, field] of Object.entries(shape)) this.count(field, portuguese[key]);
  }

  /** The Portuguese value with the translation laid over it; a misfit is a problem, and Portuguese. */
  value(schema: ZodType, portuguese: unknown, translation: unknown, source: string): unknown {
    if (translation === undefined || translation === null) {
      this.count(schema, portuguese);
      return portuguese;
    }
    if (portuguese === undefined || portuguese === null) {
      this.problem(source, `este campo não está preenchido em ${this.portugueseFile}: não há o que traduzir`);
      return portuguese;
    }
    const { def, marked } = unwrap(schema);
    if (marked) return this.text(portuguese, translation, source);
    if (def.typeName === 'ZodArray') return this.list(def.type!, portuguese, translation, source);
    if (def.typeName === 'ZodObject') return this.object(def.shape!(), portuguese, translation, source);
    // The caller refuses a field that holds nothing translatable before it gets here.
    this.count(schema, portuguese);
    return portuguese;
  }

  private text(portuguese: unknown, translation: unknown, source: string): unknown {
    if (typeof translation !== 'string' || translation.trim() === '') {
      this.problem(source, 'a tradução deve ser um texto, e não pode ficar vazia');
      this.fields.total += 1;
      return portuguese;
    }
    this.fields.total += 1;
    this.fields.translated += 1;
    return translation.trim();
  }

  object(
    shape: Record<string, ZodType>,
    portuguese: unknown,
    translation: unknown,
    source: string,
    identifier?: string,
  ): unknown {
    if (!isRecord(translation) || !isRecord(portuguese)) {
      this.problem(source, 'deve ser um grupo de campos, como no arquivo em português');
      this.countFields(shape, portuguese);
      return portuguese;
    }
    const merged: Record<string, unknown> = { ...portuguese };
    for (const key of Object.keys(translation)) {
      if (key === identifier) continue;
      const field = shape[key];
      if (!field) this.problem(fieldPath(source, key), `campo desconhecido: ${key} (confira o nome)`);
      else if (!holdsTranslatable(field))
        this.problem(
          fieldPath(source, key),
          `${key} não se traduz: fica como está em ${this.portugueseFile} (apague-o da tradução)`,
        );
    }
    for (const [key, field] of Object.entries(shape)) {
      if (key in translation && holdsTranslatable(field))
        merged[key] = this.value(field, portuguese[key], translation[key], fieldPath(source, key));
      else this.count(field, portuguese[key]);
    }
    return merged;
  }

  private list(item: ZodType, portuguese: unknown, translation: unknown, source: string): unknown {
    if (!Array.isArray(translation) || !Array.isArray(portuguese)) {
      this.problem(source, 'deve ser uma lista, como no arquivo em português');
      this.countItems(item, portuguese);
      return portuguese;
    }
    // Inside an entry, only an id identifies an item (a card's path may repeat or be left out).
    const key = 'id' in (objectShape(item) ?? {}) ? 'id' : undefined;
    if (key) return this.entries(item, key, portuguese, translation, source);
    if (translation.length > portuguese.length)
      this.problem(
        source,
        `a tradução tem ${translation.length} itens e o original, ${portuguese.length}: traduza item por item, na mesma ordem`,
      );
    return portuguese.map((original, index) =>
      this.value(item, original, translation[index], fieldPath(source, index)),
    );
  }

  /**
   * The translated entries of a list whose entries have an identifying field, by that field: each
   * must name an entry of the Portuguese list, once.
   */
  matchEntries(key: string, portuguese: unknown[], translation: unknown[], source: string): Map<unknown, unknown> {
    const byId = new Map<unknown, unknown>();
    translation.forEach((entry, index) => {
      const id = isRecord(entry) ? entry[key] : undefined;
      if (id === undefined) {
        this.problem(fieldPath(source, index), `falta ${key}: é ele que diz qual entrada do original se traduz`);
        return;
      }
      if (byId.has(id)) this.problem(`${source}${entryName(key, id)}`, `${key} ${String(id)} aparece duas vezes`);
      else if (!portuguese.some((original) => isRecord(original) && original[key] === id))
        this.problem(`${source}${entryName(key, id)}`, `${key} ${String(id)} não existe em ${this.portugueseFile}`);
      byId.set(id, entry);
    });
    return byId;
  }

  /** A list inside an entry whose items have an identifying field: the Portuguese list, translated. */
  private entries(item: ZodType, key: string, portuguese: unknown[], translation: unknown[], source: string) {
    const shape = objectShape(item) ?? {};
    const byId = this.matchEntries(key, portuguese, translation, source);
    return portuguese.map((original) => {
      const id = isRecord(original) ? original[key] : undefined;
      const entry = byId.get(id);
      if (entry === undefined) {
        this.count(item, original);
        return original;
      }
      return this.object(shape, original, entry, `${source}${entryName(key, id)}`, key);
    });
  }

  /** Takes in what an overlay of one entry found. */
  absorb(other: Overlay) {
    this.problems.push(...other.problems);
    this.fields.total += other.fields.total;
    this.fields.translated += other.fields.translated;
  }
}

/** One file of content/ or content/<lang>/ as read: its data, and a post's text after its front matter. */
export type ContentFile = { data: unknown; body?: string };

/** What a translation file gives: the Portuguese file with it laid over, its problems, its counts. */
export type FileTranslation = {
  merged: unknown;
  problems: TranslationProblem[];
  fields: Tally;
  /** A list file's entries; one entry for any other file. */
  entries: Tally;
  /** Whether each entry (in the Portuguese file's order) is wholly translated. */
  entryDone: boolean[];
};

/** A collection as this file reads it: its file pattern, whether it is one object, its schema. */
export type TranslatableCollection = { pattern: string; single?: boolean; schema: ZodType };

/** Whether a collection's file is a list of entries (faq.yaml), not one object (faq-page.yaml, a post). */
export const isListFile = (collection: TranslatableCollection) =>
  !collection.single && !collection.pattern.includes('*');

/**
 * Lays `translation` (absent: nothing translated yet) over `portuguese`, the file `file` of
 * `collection`, checking that it holds only translatable fields of entries that exist.
 */
export function translateFile(
  collection: TranslatableCollection,
  file: string,
  portuguese: ContentFile,
  translation: ContentFile | undefined,
): FileTranslation {
  const overlay = new Overlay(`content/${file}`);
  const list = isListFile(collection);
  const shape = objectShape(collection.schema) ?? {};
  let merged: unknown;
  let entries: Tally;
  const entryDone: boolean[] = [];

  if (list) {
    const key = entryKey(collection.schema);
    const originals = Array.isArray(portuguese.data) ? portuguese.data : [];
    const items = translation === undefined ? [] : translation.data;
    if (!Array.isArray(items)) {
      overlay.problem('', 'a tradução deve ser uma lista de entradas, como o arquivo em português');
      merged = portuguese.data;
      overlay.countItems(collection.schema, originals);
      entries = { translated: 0, total: originals.length };
    } else if (!key) {
      overlay.problem('', 'as entradas deste arquivo não têm um campo que as identifique: ele não se traduz');
      merged = portuguese.data;
      entries = { translated: 0, total: 0 };
    } else {
      // Each entry counted on its own, to say how many are wholly translated.
      entries = { translated: 0, total: originals.length };
      const byId = overlay.matchEntries(key, originals, items, '');
      const out: unknown[] = [];
      for (const original of originals) {
        const id = isRecord(original) ? original[key] : undefined;
        const single = new Overlay(`content/${file}`);
        const entry = byId.get(id);
        if (entry === undefined) {
          single.count(collection.schema, original);
          out.push(original);
        } else out.push(single.object(shape, original, entry, entryName(key, id), key));
        overlay.absorb(single);
        const done = single.fields.total > 0 && single.fields.translated === single.fields.total;
        entryDone.push(done);
        if (done) entries.translated += 1;
      }
      merged = out;
    }
  } else {
    // News posts: the front matter, and the text after it as the post's body.
    const bodyField = 'body' in shape && portuguese.body !== undefined;
    const fields = bodyField ? Object.fromEntries(Object.entries(shape).filter(([key]) => key !== 'body')) : shape;
    merged =
      translation === undefined
        ? (overlay.count(collection.schema, portuguese.data), portuguese.data)
        : overlay.object(fields, portuguese.data, translation.data ?? {}, '');
    if (bodyField) {
      overlay.fields.total += 1;
      if (translation?.body?.trim()) overlay.fields.translated += 1;
      merged = { data: merged, body: translation?.body?.trim() ? translation.body : portuguese.body };
    }
    const done = overlay.fields.total > 0 && overlay.fields.translated === overlay.fields.total;
    entries = { translated: done ? 1 : 0, total: 1 };
    entryDone.push(done);
  }
  return { merged, problems: overlay.problems, fields: overlay.fields, entries, entryDone };
}

/**
 * The units of one object file (not a list file, not a post): its own fields, and each item of a
 * list inside it whose items are matched by `id` (a tab of programme-page.yaml, a section of
 * privacy.yaml), each wholly translated or not. Such items show one by one, as a list file's
 * entries do. A file with no field of its own to translate has no own unit (`own` false).
 */
export type ObjectUnits = { own: boolean; lists: Record<string, boolean[]> };

export function objectUnits(
  collection: TranslatableCollection,
  portuguese: unknown,
  translation: unknown,
): ObjectUnits {
  const shape = objectShape(collection.schema) ?? {};
  const original = isRecord(portuguese) ? portuguese : {};
  const translated = isRecord(translation) ? translation : {};
  const lists: Record<string, boolean[]> = {};
  const own: Record<string, ZodType> = {};
  const done = (fields: Tally) => fields.total > 0 && fields.translated === fields.total;
  for (const [key, field] of Object.entries(shape)) {
    const kind = translatableShape(field);
    const itemShape = kind.kind === 'list' ? objectShape(kind.item) : undefined;
    const items = original[key];
    if (!itemShape || !('id' in itemShape) || !Array.isArray(items)) {
      own[key] = field;
      continue;
    }
    const translations = Array.isArray(translated[key]) ? translated[key] : [];
    lists[key] = items.map((item) => {
      const id = isRecord(item) ? item.id : undefined;
      const match = translations.find((entry) => isRecord(entry) && entry.id === id);
      const overlay = new Overlay('');
      overlay.object(itemShape, item, match ?? {}, '', 'id');
      return done(overlay.fields);
    });
  }
  const overlay = new Overlay('');
  overlay.object(own, original, translated, '');
  return { own: done(overlay.fields), lists };
}

/** Whether `file` (a path under content/, `news/simposio.mdx`) belongs to `collection`. */
export function matchesPattern(collection: TranslatableCollection, file: string): boolean {
  const [folder, name] = collection.pattern.split('*');
  return collection.pattern.includes('*')
    ? file.startsWith(folder!) && file.endsWith(name!) && !file.slice(folder!.length).includes('/')
    : file === collection.pattern;
}
