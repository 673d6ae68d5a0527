import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// content/README.md is the maintainers' map of the content: every file or folder it names in
// `code` must exist, or an editor follows it into nothing. A name is looked up beside the README
// (`advisers.yaml`, `images/advisers/`) and, failing that, from the repository's root
// (`locales/pt/`, `src/lib/icon-names.ts`). Site addresses (`/candidatos/faq`), examples of
// what an editor types (`news/<nome>.mdx`, `images/...`) and folders the build writes
// (`public/static/`, `.velite/`) are not paths to check.

const README = 'content/README.md';
const GENERATED = ['public/static/', '.velite/'];

/** The `code` spans of Markdown text, fenced blocks (sample messages) left out. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/** Whether a code span names a file or folder: a path with an extension or a closing slash. */
function namesPath(span: string): boolean {
  if (span.startsWith('/') || /[<>\s]|\.\.\.|:\/\//.test(span)) return false;
  if (GENERATED.includes(span)) return false;
  return /^[\w.*-]+(\/[\w.*-]+)*(\/|\.[a-z]{2,4})$/i.test(span);
}

/** Whether the path exists beside the README or from the root; a glob must match something. */
function exists(path: string): boolean {
  return ['content', '.'].some((base) =>
    path.includes('*') ? globSync(join(base, path)).length > 0 : existsSync(join(base, path)),
  );
}

describe('content/README.md names only paths that exist', () => {
  it.each([
    ['`advisers.yaml`', true],
    ['`images/advisers/`', true],
    ['`news/*.mdx`', true],
    ['`src/components/icon/icon-names.ts`', true],
    ['`/candidatos/faq`', false],
    ['`news/<nome>.mdx`', false],
    ['`images/...`', false],
    ['`public/static/`', false],
    ["`'9.4'`", false],
    ['`Prof. Dr.`', false],
    ['`http://lattes.cnpq.br/`', false],
  ])('%s is a path to check: %s', (span, expected) => {
    expect(inlineCode(span).map(namesPath)).toEqual([expected]);
  });

  it('every named path exists', () => {
    const paths = [...new Set(inlineCode(readFileSync(README, 'utf8')).filter(namesPath))];
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });
});
