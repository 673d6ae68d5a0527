import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

// Where in a content file a problem is, said as the staff who edit it count: the line, the entry
// by its position from 1 and its id, and the field. The schemas and the cross-file checks name a
// problem by a path such as `[25].name` (zero-based, as code counts) or `[id: prazo].answer`;
// this reads the file to turn that into `linha 212 · item 26 (joao-silva) › name`. Imports only
// packages, so scripts/build/content.ts can read it directly.

/** One step of a problem's path: an entry by position or by id, or a field. */
type Step = { index: number } | { id: string } | { key: string };

/** `[25].lines.[1]`, `tabs[id: outra].title`, `hero.primary.path` as steps. */
export function pathSteps(source: string): Step[] {
  const steps: Step[] = [];
  for (const match of source.matchAll(/\[(\d+)\]|\[id: ([^\]]*)\]|([^.[\]]+)/g)) {
    if (match[1] !== undefined) steps.push({ index: Number(match[1]) });
    else if (match[2] !== undefined) steps.push({ id: match[2] });
    else steps.push({ key: match[3]! });
  }
  return steps;
}

/** The fields that name an entry, in the order the content files use them. */
const NAMING_FIELDS = ['id', 'slug', 'number', 'name', 'title', 'question'];

function entryName(entry: Node | undefined): string | undefined {
  if (!isMap(entry)) return undefined;
  for (const field of NAMING_FIELDS) {
    const value = entry.get(field, true);
    if (isScalar(value) && value.value !== null && value.value !== '') return String(value.value);
  }
  return undefined;
}

/**
 * The YAML of a content file and the line its first line is in the file: a whole .yaml file, or
 * the front matter of an .mdx one (after its opening `---`).
 */
function yamlOf(text: string, file: string): { yaml: string; firstLine: number; bodyLine?: number } {
  if (!file.endsWith('.mdx') && !file.endsWith('.md')) return { yaml: text, firstLine: 1 };
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  // The post's text starts on the line after the front matter's closing `---`.
  const bodyLine = match ? match[0].split('\n').length + 1 : 1;
  return { yaml: match?.[1] ?? '', firstLine: 2, bodyLine };
}

/** A content file read for locating problems in it: its YAML parsed once, with its lines counted. */
type ReadFile = {
  document: ReturnType<typeof parseDocument>;
  lines: LineCounter;
  firstLine: number;
  bodyLine?: number;
};

function readFile(text: string, file: string): ReadFile {
  const { yaml, firstLine, bodyLine } = yamlOf(text, file);
  const lines = new LineCounter();
  return { document: parseDocument(yaml, { lineCounter: lines }), lines, firstLine, bodyLine };
}

/**
 * A problem's path said for a person, with the line of the deepest part of it the file has (a
 * missing field: its entry's line). Without the file, no line.
 */
function locate(source: string, read: ReadFile | undefined): string {
  const steps = pathSteps(source);
  if (steps.length === 0) return '';
  if (read?.bodyLine !== undefined && steps.length === 1 && 'key' in steps[0]! && steps[0].key === 'body')
    return `linha ${read.bodyLine} · body`;
  let node: Node | undefined = (read?.document.contents as Node | null) ?? undefined;
  let found: Node | undefined = node;
  // An entry the file does not have (a position past its end): no line rather than a wrong one.
  let lost = read === undefined;
  const parts: string[] = [];
  for (const step of steps) {
    if ('key' in step) {
      parts.push(step.key);
      node = isMap(node) ? (node.get(step.key, true) as Node | undefined) : undefined;
    } else {
      const items = isSeq(node) ? (node.items as Node[]) : [];
      const index = 'index' in step ? step.index : items.findIndex((item) => entryName(item) === step.id);
      node = index >= 0 ? items[index] : undefined;
      if (!node) lost = true;
      const name = 'id' in step ? step.id : entryName(node);
      const position = index >= 0 ? `item ${index + 1}` : 'item';
      parts.push(name ? `${position} (${name})` : position);
    }
    if (node) found = node;
  }
  const start = found?.range?.[0];
  const line = start === undefined || lost ? undefined : read!.lines.linePos(start).line + read!.firstLine - 1;
  return `${line === undefined ? '' : `linha ${line} · `}${parts.join(' › ')}`;
}

/** A problem's path in a file whose content is `text` (none: the path alone), said for a person. */
export function describeLocation(source: string, file: string, text?: string): string {
  return locate(source, text === undefined ? undefined : readFile(text, file));
}

/**
 * The location of a problem in `content/<file>`, read from the file as it is now: each file read
 * and parsed once, however many problems it holds.
 */
export function locateInContent(contentRoot: string) {
  const files = new Map<string, ReadFile | undefined>();
  return (file: string, source: string): string => {
    if (!files.has(file)) {
      let read: ReadFile | undefined;
      try {
        read = readFile(readFileSync(join(contentRoot, file), 'utf8'), file);
      } catch {
        // A file that cannot be read (already named by the problem itself): the path without a line.
      }
      files.set(file, read);
    }
    return locate(source, files.get(file));
  };
}
