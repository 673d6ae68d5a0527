import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository explains itself: a comment states its reason, or points into docs/, never to a
// document or tracker outside the repository (docs/decisions.md, The repository). A numbered
// point of a design note, an issue number, a section sign, or a specification or brief named as
// "the" one, with or without a number, means nothing to the next maintainer, so none may appear in
// the code, its comments, strings or test names. ("spec" alone stays: *.spec.ts, EditorSpec.)
// (\u00a7 is the section sign, written as an escape so this file does not match itself.)
const CITATION = new RegExp(
  [
    'DESIGN( point)? ?\\d',
    '\\bissue \\d+',
    'spec \u00a7',
    '\u00a7 ?\\d',
    '\\bth[e] (specification|brief|spec)\\b',
    "\\bspec(ification)?['\u2019]s\\b",
  ].join('|'),
  'i',
);

/** The folders scanned, plus the code files at the repository's top level (vite.config.ts…). */
const FOLDERS = ['src', 'scripts', 'supabase', 'tests'];
const TEXT_FILE = /\.(ts|tsx|mjs|js|css|sql|toml|html)$/;

/** Tracked files, and new ones not yet added (but not ignored), so a citation fails before commit. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  const files = listed
    .split('\0')
    .filter((file) => TEXT_FILE.test(file))
    .filter((file) => !file.includes('/') || FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
  // A tracked file deleted in the working tree is not there to read.
  return [...new Set(files)].filter((file) => existsSync(file)).sort();
}

/** Every line of `file` that cites an outside document, as file:line: text. */
function citations(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no comment or string cites a document outside the repository', () => {
  const files = sourceFiles();

  it.each([
    // Written with escapes, like the pattern's section sign, so this file does not match itself.
    'DESIGN\u0020point 4',
    'DESIGN\u00208',
    'issue\u00206',
    '(Issue\u002021)',
    'spec \u00a79',
    '\u00a7 2',
    'as the specificatio\u006e has them',
    'in the specificatio\u006e\u2019s order',
    'as the bri\u0065f requires',
    'the sp\u0065c categories',
    'the sp\u0065c\u2019s seven areas',
  ])('recognises %j as a citation', (text) => {
    expect(CITATION.test(text)).toBe(true);
  });

  it('finds the files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('tests/lint/no-outside-references.test.ts');
    expect(files).toContain('vite.config.ts');
  });

  it.each(['tests/e2e/cms.spec.ts', 'type EditorSpec<T>', 'a spec file'])('lets %j be', (text) => {
    expect(CITATION.test(text)).toBe(false);
  });

  it('no file cites a design point, an issue number, a section or an outside document by name', () => {
    expect(files.flatMap(citations), 'state the reason in the comment, or point into docs/').toEqual([]);
  });
});
