import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ZodType } from 'velite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages';
import { CONTENT_ROOT } from './messages';
import { entryKey, holdsTranslatable, isListFile, objectShape, translatableShape } from './translations';

// JSON Schemas of the YAML files in content/, made from the same schemas Velite checks them with,
// for editors: VS Code's YAML extension (Red Hat) completes field names, shows each field's
// description and marks mistakes as the staff type. Velite 0.4 bundles zod 3, whose schemas zod
// 4's z.toJSONSchema cannot read, so this walks them itself. It covers the field types content/
// uses; another is left open (a test names it). Checks only code can make (an ORCID check digit,
// a link to an existing page) stay with `npm run content`: the JSON Schema is looser, never
// stricter, than the build.

export type JsonSchema = { [key: string]: unknown };

/**
 * `schema`, whose JSON Schema is `json`: for a check in code the walk cannot read, such as a real
 * calendar date. Kept in the schema's definition, which zod copies into .describe() and the like.
 */
export function withJsonSchema<T extends ZodType>(schema: T, json: JsonSchema): T {
  (schema._def as Def).jsonSchema = json;
  return schema;
}

type Check = { kind: string; value?: number; regex?: RegExp };
type Def = {
  typeName: string;
  description?: string;
  checks?: Check[];
  schema?: ZodType;
  innerType?: ZodType;
  type?: ZodType;
  left?: ZodType;
  right?: ZodType;
  values?: string[];
  value?: unknown;
  unknownKeys?: string;
  defaultValue?: () => unknown;
  minLength?: { value: number } | null;
  maxLength?: { value: number } | null;
  exactLength?: { value: number } | null;
  shape?: () => Record<string, ZodType>;
  jsonSchema?: JsonSchema;
};

/** A pattern as JSON Schema reads it; a flag it cannot carry (case-insensitive) drops the pattern. */
const pattern = (regex: RegExp) => (/^u?$/.test(regex.flags) ? { pattern: regex.source } : {});

/** The JSON Schema of one zod (3) schema, and whether an object must hold it. */
function walk(schema: ZodType): { json: JsonSchema; optional: boolean } {
  const def = schema._def as Def;
  const described = (json: JsonSchema) => (def.description ? { ...json, description: def.description } : json);
  if (def.jsonSchema) return { json: described(def.jsonSchema), optional: false };

  switch (def.typeName) {
    case 'ZodString': {
      const json: JsonSchema = { type: 'string' };
      for (const check of def.checks ?? []) {
        if (check.kind === 'min') json.minLength = check.value;
        else if (check.kind === 'max') json.maxLength = check.value;
        else if (check.kind === 'length') json.minLength = json.maxLength = check.value;
        else if (check.kind === 'regex' && check.regex) Object.assign(json, pattern(check.regex));
      }
      return { json: described(json), optional: false };
    }
    case 'ZodNumber': {
      const json: JsonSchema = { type: 'number' };
      for (const check of def.checks ?? []) {
        if (check.kind === 'int') json.type = 'integer';
        else if (check.kind === 'min') json.minimum = check.value;
        else if (check.kind === 'max') json.maximum = check.value;
      }
      return { json: described(json), optional: false };
    }
    case 'ZodBoolean':
      return { json: described({ type: 'boolean' }), optional: false };
    case 'ZodEnum':
      return { json: described({ type: 'string', enum: def.values }), optional: false };
    case 'ZodLiteral':
      return { json: described({ const: def.value }), optional: false };
    case 'ZodArray': {
      const json: JsonSchema = { type: 'array', items: walk(def.type!).json };
      if (def.exactLength) json.minItems = json.maxItems = def.exactLength.value;
      if (def.minLength) json.minItems = def.minLength.value;
      if (def.maxLength) json.maxItems = def.maxLength.value;
      return { json: described(json), optional: false };
    }
    case 'ZodObject': {
      const properties: JsonSchema = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(def.shape!())) {
        const { json, optional } = walk(field);
        properties[key] = json;
        if (!optional) required.push(key);
      }
      const json: JsonSchema = { type: 'object', properties, required };
      if (def.unknownKeys === 'strict') json.additionalProperties = false;
      return { json: described(json), optional: false };
    }
    case 'ZodOptional':
      return { json: described(walk(def.innerType!).json), optional: true };
    case 'ZodDefault':
      return { json: described({ ...walk(def.innerType!).json, default: def.defaultValue!() }), optional: true };
    // A refinement or a transform checks or reshapes what the file holds; the file holds the input.
    case 'ZodEffects': {
      const inner = walk(def.schema!);
      return { json: described(inner.json), optional: inner.optional };
    }
    // Velite's s.slug(): its format and its "used once" check, both on one string.
    case 'ZodIntersection':
      return { json: described({ ...walk(def.right!).json, ...walk(def.left!).json }), optional: false };
    // A field type this walk does not know yet accepts anything in the editor, never refusing what
    // the build accepts; tests/content/editor-schemas.test.ts fails on it until it is added here.
    default:
      return { json: described({}), optional: false };
  }
}

/** A collection as json-schema.ts reads it. */
export type SchemaCollection = { pattern: string; single?: boolean; schema: ZodType };

/**
 * The JSON Schema of the file(s) a collection matches: one entry for a single or a folder of
 * files (sections/*.yaml), a list of entries for a file that holds a list (advisers.yaml).
 */
export function fileJsonSchema(collection: SchemaCollection): JsonSchema {
  const entry = walk(collection.schema).json;
  const list = !collection.single && !collection.pattern.includes('*');
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...(list ? { type: 'array', items: entry } : entry),
  };
}

/**
 * What a translation of one value may hold (content/<lang>/, docs/i18n.md "Translation files"):
 * only its translatable texts, each optional and never empty; entries of a list named by their id.
 */
function translationWalk(schema: ZodType): JsonSchema {
  const base = walk(schema).json;
  const description = base.description === undefined ? {} : { description: base.description };
  const shape = translatableShape(schema);
  if (shape.kind === 'text') return { ...base, minLength: Math.max(1, Number(base.minLength ?? 1)) };
  if (shape.kind === 'list') {
    // Inside an entry, items with an id are matched by it, other items by position: a translation
    // leaves an item it does not translate as null (`~`) and may stop early.
    if ('id' in (objectShape(shape.item) ?? {}))
      return { type: 'array', ...description, items: translationEntry(shape.item, 'id') };
    const item = translationWalk(shape.item);
    return { type: 'array', ...description, items: { ...item, type: [item.type, 'null'] } };
  }
  if (shape.kind === 'fields') return translationFields(shape.shape, description);
  // Never reached: only fields that hold something to translate are walked. Refuses all.
  return { ...base, not: {} };
}

/** An object's translatable fields, none required, nothing else allowed. */
function translationFields(shape: Record<string, ZodType>, extra: JsonSchema = {}, identifier?: string): JsonSchema {
  const properties: JsonSchema = {};
  if (identifier) properties[identifier] = walk(shape[identifier]!).json;
  for (const [key, field] of Object.entries(shape))
    if (key !== identifier && holdsTranslatable(field)) properties[key] = translationWalk(field);
  return {
    type: 'object',
    ...extra,
    properties,
    required: identifier ? [identifier] : [],
    additionalProperties: false,
  };
}

/** A list entry's translation: the field that names the entry in the Portuguese file, and its texts. */
function translationEntry(entry: ZodType, identifier: string): JsonSchema {
  const description = walk(entry).json.description;
  return translationFields(objectShape(entry) ?? {}, description === undefined ? {} : { description }, identifier);
}

/** The JSON Schema of a collection's translation files: what content/<lang>/<file> may hold. */
export function translationFileJsonSchema(collection: SchemaCollection): JsonSchema {
  const key = isListFile(collection) ? entryKey(collection.schema) : undefined;
  const json = key
    ? { type: 'array', items: translationEntry(collection.schema, key) }
    : translationWalk(collection.schema);
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...json };
}

/** The YAML collections, each with the name of its schema file (sections/*.yaml → sections.json). */
export function yamlCollections<T extends SchemaCollection>(collections: Record<string, T>) {
  return Object.values(collections)
    .filter((collection) => /\.ya?ml$/.test(collection.pattern))
    .map((collection) => ({
      collection,
      schemaFile: `${collection.pattern.split('/')[0]!.replace(/\.ya?ml$/, '')}.json`,
    }))
    .sort((a, b) => (a.schemaFile < b.schemaFile ? -1 : 1));
}

/** The editor schemas, beside the files they describe; generated, committed, never edited. */
export const SCHEMA_DIR = `${CONTENT_ROOT}/.schemas`;
/** VS Code's workspace settings: `yaml.schemas` maps each schema to its files. */
export const VSCODE_SETTINGS = '.vscode/settings.json';

const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * JSON as Prettier lays it out (the settings file is checked by `npm run format:check`): a list of
 * texts that fits on its line (120 characters) is written on it.
 */
function settingsText(value: unknown): string {
  return jsonText(value).replace(/^( *)("[^"\n]*": )\[\n((?: *"[^"\n]*",?\n)+) *\]/gm, (whole, indent, key, items) => {
    const inline = `${indent}${key}[${(items as string)
      .trim()
      .split(/,?\n */)
      .join(', ')}]`;
    return inline.length <= 120 ? inline : whole;
  });
}

/**
 * Every editor file, by its path from the project root: each YAML collection's JSON Schema, and
 * the VS Code settings with `yaml.schemas` mapping them (any other setting kept as it is).
 */
export function editorFiles(collections: Record<string, SchemaCollection>, projectRoot: string): Map<string, string> {
  const files = new Map<string, string>();
  const mapping: Record<string, string | string[]> = {};
  const translations = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  for (const { collection, schemaFile } of yamlCollections(collections)) {
    files.set(`${SCHEMA_DIR}/${schemaFile}`, jsonText(fileJsonSchema(collection)));
    mapping[`${SCHEMA_DIR}/${schemaFile}`] = `${CONTENT_ROOT}/${collection.pattern}`;
    if (!holdsTranslatable(collection.schema)) continue;
    // A translator's files (content/en/faq.yaml) get a schema of their own: only what translates.
    const translationFile = schemaFile.replace(/\.json$/, '.translation.json');
    files.set(`${SCHEMA_DIR}/${translationFile}`, jsonText(translationFileJsonSchema(collection)));
    mapping[`${SCHEMA_DIR}/${translationFile}`] = translations.map(
      (language) => `${CONTENT_ROOT}/${language}/${collection.pattern}`,
    );
  }
  const settingsPath = join(projectRoot, VSCODE_SETTINGS);
  const settings = existsSync(settingsPath) ? (JSON.parse(readFileSync(settingsPath, 'utf8')) as JsonSchema) : {};
  files.set(VSCODE_SETTINGS, settingsText({ ...settings, 'yaml.schemas': mapping }));
  return files;
}

/** Writes the editor files that changed, and removes schemas no collection makes any more. */
export function writeEditorFiles(collections: Record<string, SchemaCollection>, projectRoot: string): void {
  const files = editorFiles(collections, projectRoot);
  mkdirSync(join(projectRoot, SCHEMA_DIR), { recursive: true });
  for (const name of readdirSync(join(projectRoot, SCHEMA_DIR)))
    if (!files.has(`${SCHEMA_DIR}/${name}`)) rmSync(join(projectRoot, SCHEMA_DIR, name));
  for (const [path, text] of files) {
    const target = join(projectRoot, path);
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
