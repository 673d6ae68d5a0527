import { readFileSync } from 'node:fs';
import { defineLoader } from 'velite';
import { parse, YAMLParseError } from 'yaml';
import { projectPath, yamlSyntaxMessage } from './messages';

// Velite's own YAML and front-matter loaders, with one change: a syntax error names the file, the
// line and the column, in one line. Velite's let the parser's message through with no file name,
// and for a news post counted lines from the front matter, one above the file's own numbering.

/** A YAML syntax error in a content file: its one line is the whole report. */
export class ContentSyntaxError extends Error {
  override name = 'ContentSyntaxError';
}

/** `text` parsed as YAML; `firstLine` is the file's line number of its first line. */
function parseYaml(text: string, path: string, firstLine = 1): unknown {
  try {
    return parse(text);
  } catch (error) {
    const file = projectPath(path);
    if (error instanceof YAMLParseError && error.linePos) {
      const line = error.linePos[0].line + firstLine - 1;
      const lineText = text.split(/\r?\n|\r/)[error.linePos[0].line - 1] ?? '';
      // A tab in the indentation confuses the parser into other complaints: point at the tab.
      const tab = /^[ \t]*\t/.exec(lineText);
      const col = tab ? tab[0].length : error.linePos[0].col;
      const message = tab ? yamlSyntaxMessage('TAB_AS_INDENT', '') : yamlSyntaxMessage(error.code, error.message);
      throw new ContentSyntaxError(
        `${file}:${line}:${col} erro de sintaxe YAML na linha ${line}, coluna ${col}: ${message}`,
      );
    }
    // Errors found once the document is read (an alias with no anchor) carry no position.
    throw new ContentSyntaxError(`${file} erro de sintaxe YAML: ${yamlSyntaxMessage(undefined, String(error))}`);
  }
}

export const yamlLoader = defineLoader({
  test: /\.(yaml|yml)$/,
  load: (file) => ({ data: parseYaml(file.toString(), file.path) }),
});

// The same front matter Velite reads: the text between the first two `---` lines.
const MATTER = /^---(?:\r?\n|\r)(?:([\s\S]*?)(?:\r?\n|\r))?---(?:\r?\n|\r|$)/;

/** A post's front matter, parsed, and its text after it. */
function splitMatter(text: string, path: string): { data: unknown; content: string } {
  const value = text.trim();
  const match = MATTER.exec(value);
  // The front matter starts on the line after the opening `---`, past any blank lines above it.
  const firstLine = text.slice(0, text.length - text.trimStart().length).split(/\r?\n|\r/).length + 1;
  const data = match?.[1] == null ? {} : (parseYaml(match[1], path, firstLine) ?? {});
  const content = match == null ? value : value.slice(match[0].length).trim();
  return { data, content };
}

export const matterLoader = defineLoader({
  test: /\.(md|mdx)$/,
  load: (file) => splitMatter(file.toString(), file.path),
});

/** A content file read as the loaders read it: its data, and a post's text after its front matter. */
export function readContentFile(path: string): { data: unknown; body?: string } {
  const text = readFileSync(path, 'utf8');
  if (/\.(md|mdx)$/.test(path)) {
    const { data, content } = splitMatter(text, path);
    return { data, body: content };
  }
  return { data: parseYaml(text, path) };
}
