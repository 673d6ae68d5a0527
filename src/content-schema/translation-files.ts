import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { readContentFile } from './loaders';
import type { Problem } from './messages';
import {
  ENTRY_KEYS,
  isRecord,
  matchesPattern,
  translateFile,
  type ContentFile,
  type FileTranslation,
  type ObjectUnits,
  type Tally,
  type TranslatableCollection,
} from './translations';

// The translations of one language as files: content/<lang>/ read beside content/, each file laid
// over the Portuguese one it translates (translations.ts), and the pages that this makes wholly
// translated. The build checks them (velite.config.ts); `npm run i18n:status` reports them.

/** The files under `dir`, as paths from it with forward slashes, sorted; none if it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
}

/** What a content file is: data a collection reads (not an image, a README or an editor schema). */
const isContentFile = (file: string) => /\.(ya?ml|mdx)$/.test(file) && !file.startsWith('.');

export type LanguageTranslation = {
  /** Every Portuguese content file, by its path under content/, with its translation laid over. */
  files: Map<string, FileTranslation & { collection: string; translated: boolean; portuguese: ContentFile }>;
  /** Problems in content/<lang>/, reported like the schemas' own (file: `<lang>/faq.yaml`). */
  problems: Problem[];
};

/** The Portuguese files of content/ a collection reads, by path: what each language translates. */
export type PortugueseFiles = Map<string, { collection: string; portuguese: ContentFile }>;

/** Reads every Portuguese content file of `collections` under `contentRoot` (not content/<lang>/). */
export function readPortugueseFiles(
  collections: Record<string, TranslatableCollection>,
  contentRoot: string,
): PortugueseFiles {
  const files: PortugueseFiles = new Map();
  for (const file of filesUnder(contentRoot)) {
    if (!isContentFile(file) || /^[a-z]{2}\//.test(file)) continue;
    const collection = Object.keys(collections).find((key) => matchesPattern(collections[key]!, file));
    if (collection) files.set(file, { collection, portuguese: readContentFile(join(contentRoot, file)) });
  }
  return files;
}

/**
 * Reads content/<language>/ under `contentRoot` against content/ itself: every Portuguese file of
 * a collection, with its translation (if any) laid over, and every problem. `portugueseFiles`
 * saves reading content/ again when several languages are read.
 */
export function translateLanguage(
  collections: Record<string, TranslatableCollection>,
  contentRoot: string,
  language: string,
  portugueseFiles: PortugueseFiles = readPortugueseFiles(collections, contentRoot),
): LanguageTranslation {
  const languageRoot = join(contentRoot, language);
  const translationFiles = filesUnder(languageRoot).filter(isContentFile);
  const files: LanguageTranslation['files'] = new Map();
  const problems: Problem[] = [];

  for (const [file, { collection, portuguese }] of portugueseFiles) {
    const translated = translationFiles.includes(file);
    const translation = translated ? readContentFile(join(languageRoot, file)) : undefined;
    const result = translateFile(collections[collection]!, file, portuguese, translation);
    files.set(file, { ...result, collection, translated, portuguese });
    for (const problem of result.problems)
      problems.push({ file: `${language}/${file}`, source: problem.source || undefined, message: problem.message });
  }
  for (const file of translationFiles)
    if (!files.has(file))
      problems.push({
        file: `${language}/${file}`,
        message: `não há content/${file} para traduzir: o arquivo da tradução tem o nome e a pasta do original`,
      });
  return { files, problems };
}

/** How many fields of a set of files are translated. */
export function sumFields(translations: Iterable<{ fields: Tally }>): Tally {
  const sum = { translated: 0, total: 0 };
  for (const { fields } of translations) {
    sum.translated += fields.translated;
    sum.total += fields.total;
  }
  return sum;
}

const fieldOf = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/**
 * A page's own units beyond those found from content (below): the content files that belong to it
 * alone, and the interface-string areas (locales/pt/<area>.json) that only its own features show.
 * The page is translated into a language when they are, whatever the rest of the site is: the
 * shell, other pages' files and the staff's areas never count (docs/i18n.md, "Units, and what
 * counts as translated").
 */
export const PAGE_UNITS: Record<string, { files?: readonly string[]; areas?: readonly string[] }> = {
  '/': { files: ['home.yaml', 'publications.yaml'], areas: ['pages'] },
  '/orientadores': { files: ['advisers-page.yaml', 'advisor-areas.yaml'], areas: ['advisers'] },
  '/linhas-pesquisa': {
    files: ['research-lines-page.yaml', 'research-lines.yaml', 'area-groups.yaml'],
    areas: ['research-lines'],
  },
  '/candidatos': { areas: ['candidates'] },
  '/candidatos/faq': { files: ['faq-page.yaml', 'faq.yaml'], areas: ['candidates', 'contact'] },
  '/candidatos/sobre-cidade': { files: ['city-guide.yaml'] },
  '/contato': { files: ['contact-page.yaml'], areas: ['contact'] },
  '/institucional/apresentacao': { files: ['history.yaml'] },
  '/institucional/planejamento': { files: ['planning.yaml'] },
  '/institucional/programa': { files: ['programme-page.yaml'] },
  '/premios': { files: ['awards.yaml'], areas: ['database-notice'] },
  '/impacto-social': { files: ['social-impact.yaml'] },
  '/privacidade': { files: ['privacy.yaml'] },
  '/acessibilidade': { files: ['accessibility.yaml'], areas: ['pages'] },
  '/noticias': { areas: ['pages', 'news'] },
  '/busca': { areas: ['search'] },
  // The lists of database rows: their headings are interface strings, their rows Portuguese (and
  // marked so); the lists holding articles also show the home page's featured publications.
  '/producao/todas': { files: ['publications.yaml'], areas: ['listings'] },
  '/producao/artigos': { files: ['publications.yaml'], areas: ['listings'] },
  '/producao/livros': { areas: ['listings'] },
  '/producao/teses': { areas: ['listings'] },
  '/producao/patentes': { areas: ['listings'] },
  '/institucional/egressos': { areas: ['listings'] },
};

/**
 * The shell: what every page shows around its own content (the accessibility bar, header, menus,
 * footer and the breadcrumbs' first step). One unit: it reads in a language once all of it is
 * translated, and in Portuguese, marked so, until then.
 */
export const SHELL_UNITS = {
  files: ['navigation.yaml', 'programme.yaml', 'contact.yaml'],
  areas: ['common', 'layout'],
} as const;

/** Whether an interface-string area (`candidates`) is wholly translated into a language. */
export type AreaDone = (language: string, area: string) => boolean;

/**
 * A page, whether all of its own units are translated, and which are not yet: files
 * (`faq.yaml`), the entries of a list file translated in part (`faq.yaml [id: prazo]`), an entry
 * of a file of pages (`placeholders.yaml [path: /premios]`) and interface areas
 * (`locales/en/candidates.json`).
 */
export type PageStatus = { path: string; translated: boolean; missing: string[] };

/** An interface area as a missing unit is named: the translator's file. */
const areaFile = (language: string, area: string) => `locales/${language}/${area}.json`;

/** The units of a list file or a whole file still to translate, by name. */
function missingOf(translation: LanguageTranslation, file: string): string[] {
  const entry = translation.files.get(file);
  if (!entry) return [file];
  // Nothing to translate (an empty list, say) leaves nothing missing.
  if (entry.fields.total === 0 || isWhollyTranslated(entry)) return [];
  const key = Array.isArray(entry.portuguese.data) ? listKey(entry.portuguese.data) : undefined;
  if (!key || !entry.entryDone.some(Boolean)) return [file];
  return (entry.portuguese.data as unknown[]).flatMap((item, index) =>
    entry.entryDone[index] ? [] : [`${file} [${key}: ${String(fieldOf(item, key))}]`],
  );
}

const listKey = (entries: unknown[]) => ENTRY_KEYS.find((key) => fieldOf(entries[0], key) !== undefined);

/** Every page with units of its own, in path order, with what of them the language has not translated. */
export function contentPages(
  translation: LanguageTranslation,
  language: string,
  areaDone: AreaDone = () => false,
): PageStatus[] {
  const own = new Map<string, string[]>();
  const add = (path: string, missing: string[]) => own.set(path, [...(own.get(path) ?? []), ...missing]);
  for (const [path, { files = [], areas = [] }] of Object.entries(PAGE_UNITS)) {
    add(
      path,
      files.flatMap((file) => missingOf(translation, file)),
    );
    add(
      path,
      areas.filter((area) => !areaDone(language, area)).map((area) => areaFile(language, area)),
    );
  }
  for (const [file, entry] of translation.files) {
    if (entry.collection === 'sections')
      add(String(fieldOf(entry.portuguese.data, 'path')), missingOf(translation, file));
    if (entry.collection === 'news')
      add(`/noticias/${String(fieldOf(entry.portuguese.data, 'slug'))}`, missingOf(translation, file));
    if (entry.collection === 'placeholders' && Array.isArray(entry.portuguese.data))
      entry.portuguese.data.forEach((page, index) => {
        const path = String(fieldOf(page, 'path'));
        add(path, entry.entryDone[index] === true ? [] : [`${file} [path: ${path}]`]);
      });
  }
  return [...own]
    .map(([path, missing]) => ({ path, translated: missing.length === 0, missing }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether a language translates the whole shell (`SHELL_UNITS`). */
export function isShellTranslated(translation: LanguageTranslation, language: string, areaDone: AreaDone): boolean {
  return shellMissing(translation, language, areaDone).length === 0;
}

/** What of the shell a language has not translated yet, named as `PageStatus.missing` names units. */
export function shellMissing(translation: LanguageTranslation, language: string, areaDone: AreaDone): string[] {
  return [
    ...SHELL_UNITS.files.filter((file) => !isFileTranslated(translation, file)),
    ...SHELL_UNITS.areas.filter((area) => !areaDone(language, area)).map((area) => areaFile(language, area)),
  ];
}

/** Whether a language translates a content file whole (a file it does not translate: no). */
function isFileTranslated(translation: LanguageTranslation, file: string): boolean {
  const entry = translation.files.get(file);
  return entry !== undefined && isWhollyTranslated(entry);
}

/** Every language of `languages` read against content/ (which is read once for all). */
export function readTranslations(
  collections: Record<string, TranslatableCollection>,
  contentRoot: string,
  languages: readonly string[],
): Map<string, LanguageTranslation> {
  const portugueseFiles = readPortugueseFiles(collections, contentRoot);
  return new Map(
    languages.map((language) => [language, translateLanguage(collections, contentRoot, language, portugueseFiles)]),
  );
}

/**
 * Refuses translations that do not fit (an entry the Portuguese file lacks, an unknown field, a
 * field that is not translated), in the schemas' report.
 */
export function translationProblems(translations: ReadonlyMap<string, LanguageTranslation>): Problem[] {
  return [...translations.values()].flatMap((translation) => translation.problems);
}

/** Whether a unit's translation is whole: every translatable field of it translated. */
export const isWhollyTranslated = (translation: { fields: Tally }): boolean =>
  translation.fields.total > 0 && translation.fields.translated === translation.fields.total;

/**
 * What a language's pages show of one file: its translation wherever a unit is wholly translated
 * (each entry of a list file; an object file's own fields, and each item of its lists matched by
 * `id`, `units`; any other file as a whole), the Portuguese elsewhere, so no unit mixes two
 * languages. `translated` says which of the file's units show the translation (a list file's
 * entries, else the file's own), `items` which items of its lists. `whole: false` keeps the file
 * Portuguese (the shell's files, until the whole shell is translated). A news post comes back as
 * front matter and text, as the loader reads it.
 */
export function shownContent(
  portuguese: ContentFile,
  translation: FileTranslation,
  whole = true,
  units?: ObjectUnits,
): ContentFile & { translated: boolean[]; items?: Record<string, boolean[]> } {
  const { merged, entryDone } = translation;
  const originals = portuguese.data;
  if (!whole) return { ...portuguese, translated: entryDone.map(() => false) };
  if (Array.isArray(merged) && Array.isArray(originals))
    return {
      data: merged.map((entry: unknown, index) => (entryDone[index] ? entry : originals[index])),
      translated: entryDone,
    };
  if (units && isRecord(merged) && isRecord(originals)) {
    const data: Record<string, unknown> = { ...(units.own ? merged : originals) };
    for (const [key, done] of Object.entries(units.lists))
      data[key] = (originals[key] as unknown[]).map((item, index) =>
        done[index] ? (merged[key] as unknown[])[index] : item,
      );
    return { data, translated: [units.own], items: units.lists };
  }
  if (!isWhollyTranslated(translation)) return { ...portuguese, translated: [false] };
  if (portuguese.body === undefined) return { data: merged, translated: [true] };
  const post = merged as { data: unknown; body?: string };
  return { data: post.data, body: post.body, translated: [true] };
}

/**
 * What of the site each language translates. `shell`: the languages that translate the shell
 * (`SHELL_UNITS`), so its regions read in that language. `pages`: the languages each page is
 * translated into, by its Portuguese path (pages translated into none are left out).
 */
export type TranslatedPages = { shell: string[]; pages: Record<string, string[]> };

export function translatedPages(
  translations: ReadonlyMap<string, LanguageTranslation>,
  areaDone: AreaDone,
): TranslatedPages {
  const result: TranslatedPages = { shell: [], pages: {} };
  for (const [language, translation] of translations) {
    if (isShellTranslated(translation, language, areaDone)) result.shell.push(language);
    for (const page of contentPages(translation, language, areaDone))
      if (page.translated) (result.pages[page.path] ??= []).push(language);
  }
  return result;
}
