import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { sectionPathOf } from '../lib/breadcrumbs';
import { readContentFile } from './loaders';
import type { Problem } from './messages';
import {
  matchesPattern,
  translateFile,
  type ContentFile,
  type FileTranslation,
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
 * The files a page shows besides what every page does, by the page's path: the page is translated
 * into a language when they are. Pages made of a folder's file (a section index, a news post) or a
 * list's entry (a placeholder page) are found in `contentPages` below, which also counts, for a
 * page below a section, the section's file (its title is in the page's breadcrumbs).
 */
export const PAGE_FILES: Record<string, readonly string[]> = {
  '/': ['home.yaml', 'publications.yaml'],
  '/orientadores': ['advisers-page.yaml', 'advisor-areas.yaml'],
  '/linhas-pesquisa': ['research-lines-page.yaml', 'research-lines.yaml', 'area-groups.yaml'],
  '/candidatos/faq': ['faq-page.yaml', 'faq.yaml'],
  '/candidatos/sobre-cidade': ['city-guide.yaml'],
  '/contato': ['contact-page.yaml'],
  '/institucional/apresentacao': ['history.yaml'],
  '/institucional/planejamento': ['planning.yaml'],
  '/institucional/programa': ['programme-page.yaml'],
  '/premios': ['awards.yaml'],
  '/impacto-social': ['social-impact.yaml'],
  '/privacidade': ['privacy.yaml'],
  '/acessibilidade': ['accessibility.yaml'],
  // The lists of database rows: their headings are interface strings, their rows Portuguese (and
  // marked so); the lists holding articles also show the home page's featured publications. The
  // others have no content of their own beyond their section's title (in their breadcrumbs).
  '/producao/todas': ['publications.yaml'],
  '/producao/artigos': ['publications.yaml'],
  '/producao/livros': ['sections/producao.yaml'],
  '/producao/teses': ['sections/producao.yaml'],
  '/producao/patentes': ['sections/producao.yaml'],
  '/institucional/egressos': ['sections/institucional.yaml'],
};

/**
 * A content page, whether its own content is wholly translated, and what of it is not yet: its
 * files (`faq.yaml`) or, for a page that is an entry of a file of pages, that entry
 * (`placeholders.yaml [path: /premios]`).
 */
export type PageStatus = { path: string; translated: boolean; missing: string[] };

/** Every page made of content, in path order, with whether the language translates it whole. */
export function contentPages(translation: LanguageTranslation): PageStatus[] {
  const files = translation.files;
  const done = (file: string) => isFileTranslated(translation, file);
  const pages: { path: string; own: { unit: string; done: boolean }[] }[] = Object.entries(PAGE_FILES).map(
    ([path, own]) => ({ path, own: own.map((file) => ({ unit: file, done: done(file) })) }),
  );
  const sections = new Map<string, { unit: string; done: boolean }>();
  for (const [file, entry] of files) {
    if (entry.collection === 'sections') {
      const path = String(fieldOf(entry.portuguese.data, 'path'));
      sections.set(path, { unit: file, done: done(file) });
      pages.push({ path, own: [{ unit: file, done: done(file) }] });
    }
    if (entry.collection === 'news')
      pages.push({
        path: `/noticias/${String(fieldOf(entry.portuguese.data, 'slug'))}`,
        own: [{ unit: file, done: done(file) }],
      });
    if (entry.collection === 'placeholders' && Array.isArray(entry.portuguese.data))
      entry.portuguese.data.forEach((page, index) => {
        const path = String(fieldOf(page, 'path'));
        pages.push({ path, own: [{ unit: `${file} [path: ${path}]`, done: entry.entryDone[index] === true }] });
      });
  }
  return pages
    .map(({ path, own }) => {
      // A page below a section shows the section's title in its breadcrumbs.
      const section = sections.get(sectionPathOf(path) ?? '');
      const units = section && section.unit !== own[0]?.unit ? [...own, section] : own;
      const missing = units.filter((unit) => !unit.done).map((unit) => unit.unit);
      return { path, translated: missing.length === 0, missing };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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

/**
 * Whether a file's translation is whole: every translatable field translated. A page shows a
 * translation only whole, by unit (docs/i18n.md, "Translated or not").
 */
export const isWhollyTranslated = (translation: { fields: Tally }): boolean =>
  translation.fields.total > 0 && translation.fields.translated === translation.fields.total;

/** Collections whose file holds several pages, one per entry: each entry is a unit of its own. */
const ENTRY_UNITS = new Set(['placeholders']);

/**
 * What a language's pages show of one file: its translation where a unit is wholly translated
 * (the file, or for a file of pages each entry), the Portuguese elsewhere, so no region mixes the
 * two languages. A news post comes back as front matter and text, as the loader reads it.
 */
export function shownContent(collection: string, portuguese: ContentFile, translation: FileTranslation): ContentFile {
  const { merged, entryDone } = translation;
  const originals = portuguese.data;
  if (ENTRY_UNITS.has(collection) && Array.isArray(merged) && Array.isArray(originals))
    return { data: merged.map((entry: unknown, index) => (entryDone[index] ? entry : originals[index])) };
  if (!isWhollyTranslated(translation)) return portuguese;
  if (portuguese.body === undefined) return { data: merged };
  const post = merged as { data: unknown; body?: string };
  return { data: post.data, body: post.body };
}

/** The files every page shows (the header's menus, the footer's programme and contact details). */
export const EVERY_PAGE_FILES: readonly string[] = ['navigation.yaml', 'programme.yaml', 'contact.yaml'];

/** Pages whose text is the interface's alone, with results from content (the site search). */
export const INTERFACE_PAGES: readonly string[] = ['/busca'];

/**
 * What of the site each language translates. `shell`: the languages that translate what every page
 * shows around its own content (the menus, the footer's programme and contact details, every
 * interface string), so its header, footer and accessibility bar read in that language. `pages`:
 * the languages each page is translated into, by its Portuguese path (pages translated into none
 * are left out). A page is translated when everything it shows is: its own content and the
 * shell, so a translated page never holds an unmarked Portuguese button or menu.
 */
export type TranslatedPages = { shell: string[]; pages: Record<string, string[]> };

export function translatedPages(
  translations: ReadonlyMap<string, LanguageTranslation>,
  interfaceDone: (language: string) => boolean,
): TranslatedPages {
  const result: TranslatedPages = { shell: [], pages: {} };
  for (const [language, translation] of translations) {
    const shared = EVERY_PAGE_FILES.every((file) => isFileTranslated(translation, file));
    if (!shared || !interfaceDone(language)) continue;
    result.shell.push(language);
    const done = [
      ...contentPages(translation)
        .filter((page) => page.translated)
        .map((page) => page.path),
      ...INTERFACE_PAGES,
    ];
    for (const path of done) (result.pages[path] ??= []).push(language);
  }
  return result;
}
