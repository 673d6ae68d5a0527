// `npm run i18n:status [-- <lang>] [-- --strict]`: what is left to translate, per language (HELP
// below says what it prints). docs/i18n.md explains the files; the README, how to translate the site.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collections } from '../../src/content-schema/collections';
import { areaDoneIn, interfaceStatus, type NamespaceStatus } from '../../src/content-schema/interface-strings';
import { CONTENT_ROOT, LOCALES_ROOT, type Problem } from '../../src/content-schema/messages';
import { contentPages, shellMissing, sumFields, translateLanguage } from '../../src/content-schema/translation-files';
import { isListFile, type Tally, type TranslatableCollection } from '../../src/content-schema/translations';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, STAFF_AREAS, isLanguage, type Language } from '../../src/lib/languages';

/** When git last saw a file change (seconds since 1970), or undefined if it never did. */
function gitDate(path: string): number | undefined {
  try {
    // A file git does not track (a test's copy outside the repository) has no date: git's own
    // complaint about it is not the reader's concern.
    const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out ? Number(out) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Translation files last committed before the Portuguese file they translate: `pairs` maps each
 * translation's path to its original's; `dateOf` reads a file's date (git by default).
 */
export function outOfDate(
  pairs: [translation: string, original: string][],
  dateOf: (path: string) => number | undefined = gitDate,
): string[] {
  return pairs
    .filter(([translation, original]) => {
      const translated = dateOf(translation);
      const changed = dateOf(original);
      return translated !== undefined && changed !== undefined && translated < changed;
    })
    .map(([translation]) => translation);
}

export type LanguageStatus = {
  language: Language;
  name: string;
  interface: NamespaceStatus[];
  content: { file: string; fields: Tally; entries?: Tally; translated: boolean }[];
  /** What of the shell (translation-files.ts, `SHELL_UNITS`) is not translated yet. */
  shell: string[];
  pages: { path: string; translated: boolean; missing: string[] }[];
  outOfDate: string[];
  problems: Problem[];
};

/** The status of one language, read from the project's files. */
export function languageStatus(language: Language, root = '.'): LanguageStatus {
  const contentRoot = join(root, CONTENT_ROOT);
  const localesRoot = join(root, LOCALES_ROOT);
  const translation = translateLanguage(collections, contentRoot, language);
  // A file with nothing to translate (advisers.yaml: names, photos, numbers) is left out.
  const content = [...translation.files]
    .filter(([, entry]) => entry.fields.total > 0)
    .map(([file, entry]) => {
      const collection: TranslatableCollection = collections[entry.collection as keyof typeof collections];
      // Entries are counted for a file that holds a list; a single file or a folder's file is one.
      const entries = isListFile(collection) ? entry.entries : undefined;
      return { file, fields: entry.fields, entries, translated: entry.translated };
    });
  const interfaceFiles = interfaceStatus(localesRoot, language);
  // Only a file that translates something can fall behind its original.
  const pairs: [string, string][] = [
    ...interfaceFiles
      .filter((entry) => entry.keys.translated > 0)
      .map((entry): [string, string] => [
        join(LOCALES_ROOT, language, entry.file),
        join(LOCALES_ROOT, DEFAULT_LANGUAGE, entry.file),
      ]),
    ...content
      .filter((entry) => entry.fields.translated > 0)
      .map((entry): [string, string] => [join(CONTENT_ROOT, language, entry.file), join(CONTENT_ROOT, entry.file)]),
  ];
  return {
    language,
    name: SITE_LANGUAGES.find((entry) => entry.code === language)!.name,
    interface: interfaceFiles,
    content,
    shell: shellMissing(translation, language, areaDoneIn(localesRoot)),
    pages: contentPages(translation, language, areaDoneIn(localesRoot)),
    outOfDate: outOfDate(pairs, (path) => gitDate(join(root, path))),
    problems: translation.problems,
  };
}

/** Whether a language has nothing left: every key, field and page translated, none stale or refused. */
export function isComplete(status: LanguageStatus): boolean {
  const keys = sumFields(status.interface.filter((entry) => !entry.staffOnly).map((entry) => ({ fields: entry.keys })));
  const fields = sumFields(status.content);
  return (
    keys.translated === keys.total &&
    fields.translated === fields.total &&
    status.outOfDate.length === 0 &&
    status.problems.length === 0
  );
}

const ratio = ({ translated, total }: Tally) => `${translated} / ${total}`;
const pad = (text: string, width: number) => text.padEnd(width);

/** The report of one language, as printed. */
export function formatStatus(status: LanguageStatus): string {
  const lines: string[] = [`${status.name} (${status.language})`];
  const keys = sumFields(status.interface.filter((entry) => !entry.staffOnly).map((entry) => ({ fields: entry.keys })));
  lines.push(`  interface: ${ratio(keys)} keys translated (${LOCALES_ROOT}/${status.language}/)`);
  for (const entry of status.interface) {
    const note = entry.staffOnly ? '  (staff pages, Portuguese only: not needed)' : '';
    lines.push(`    ${pad(entry.file, 30)} ${pad(ratio(entry.keys), 9)}${note}`.trimEnd());
    if (entry.unknown.length > 0)
      lines.push(`      not in ${LOCALES_ROOT}/${DEFAULT_LANGUAGE}/${entry.file}: ${entry.unknown.join(', ')}`);
  }
  const fields = sumFields(status.content);
  lines.push(`  content: ${ratio(fields)} fields translated (${CONTENT_ROOT}/${status.language}/)`);
  for (const entry of status.content) {
    const entries = entry.entries ? `entries ${pad(ratio(entry.entries), 9)} ` : pad('', 18);
    lines.push(`    ${pad(entry.file, 30)} ${entries}fields ${ratio(entry.fields)}`);
  }
  const done = status.pages.filter((page) => page.translated);
  lines.push(
    status.shell.length === 0
      ? '  shell (header, menus, footer): translated'
      : `  shell (header, menus, footer), still to translate: ${status.shell.join(', ')}`,
  );
  lines.push(`  pages translated: ${done.length} / ${status.pages.length}`);
  for (const page of done) lines.push(`    ${page.path}`);
  const left = status.pages.filter((page) => !page.translated);
  if (left.length > 0) {
    lines.push(`  pages not translated yet, with what each lacks: ${left.length}`);
    const width = Math.max(...left.map((page) => page.path.length));
    for (const page of left) lines.push(`    ${pad(page.path, width)}  ${page.missing.join(', ')}`);
  }
  lines.push(
    status.outOfDate.length === 0
      ? '  out of date: none'
      : `  out of date (the Portuguese changed after the translation): ${status.outOfDate.length}`,
  );
  for (const path of status.outOfDate) lines.push(`    ${path}`);
  if (status.problems.length > 0) {
    lines.push(`  refused by npm run content: ${status.problems.length}`);
    for (const problem of status.problems)
      lines.push(
        `    ${CONTENT_ROOT}/${problem.file}  ${problem.source ? `${problem.source}  ` : ''}${problem.message}`,
      );
  }
  return lines.join('\n');
}

export const HELP = `npm run i18n:status [-- <language>...] [-- --strict]

What is left to translate, per language (${SITE_LANGUAGES.filter((entry) => entry.code !== DEFAULT_LANGUAGE)
  .map((entry) => `${entry.code}: ${entry.name}`)
  .join(', ')}; all of them when none is named):

  interface   keys of ${LOCALES_ROOT}/<language>/<area>.json translated, against ${LOCALES_ROOT}/${DEFAULT_LANGUAGE}/;
              the areas of the staff's pages (${STAFF_AREAS.join(', ')}), Portuguese only, are not needed
  content     per file of ${CONTENT_ROOT}/<language>/: fields translated and, for a list file, entries
              wholly translated (a file with nothing to translate is left out)
  pages       the pages translated (their own files and interface areas, not the shell), and
              for every other page what of its own is left: files, a list file's entries
              (faq.yaml [id: prazo]), its entry of placeholders.yaml, interface areas
  out of date translations that git last saw change before the Portuguese they translate
  refused     what npm run content refuses in a translation (an entry or field the Portuguese
              file lacks, a field that does not translate, an empty text), with file and entry

Options:
  --strict    exit with status 1 when anything is left, out of date or refused
  --help, -h  this text

The README ("Translate the site") says how to write a translation; docs/i18n.md, the rules.`;

/** The command line: the languages asked for (all but Portuguese by default), --strict, or --help. */
export function parseArguments(
  args: readonly string[],
): { languages: Language[]; strict: boolean } | { help: true } | string {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  const strict = args.includes('--strict');
  const named = args.filter((arg) => arg !== '--strict');
  const others = SITE_LANGUAGES.map((entry) => entry.code).filter((code) => code !== DEFAULT_LANGUAGE);
  for (const arg of named)
    if (!isLanguage(arg) || arg === DEFAULT_LANGUAGE)
      return `unknown language "${arg}": use one of ${others.join(', ')}`;
  return { languages: named.length > 0 ? (named as Language[]) : others, strict };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const parsed = parseArguments(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n(npm run i18n:status -- --help says what it does)`);
    process.exit(2);
  }
  if ('help' in parsed) {
    console.log(HELP);
    process.exit(0);
  }
  const statuses = parsed.languages.map((language) => languageStatus(language));
  console.log(statuses.map(formatStatus).join('\n\n'));
  if (parsed.strict && !statuses.every(isComplete)) {
    console.error('\n--strict: something is left to translate (above)');
    process.exit(1);
  }
}
