// Naming the code in built files after where it came from (a package, or a file under src/),
// through source maps built aside: `npm run profile` names the time of long tasks, `npm run size
// -- --packages` the bytes a page loads. The maps never ship with the site.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { withLocalBackend } from '../settings.ts';

/** One generated line's segments: [column, source index], in column order (-1: no source). */
type Segment = [column: number, source: number];
export type DecodedSourceMap = { sources: string[]; lines: Segment[][] };

/**
 * Builds the client once more with source maps into `outDir`; the hashed names match dist/ when
 * it was built with the same settings (unset ones are the local backend's, as npm start and npm
 * test build it).
 */
export function buildWithSourceMaps(outDir: string): void {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
      env: { ...withLocalBackend(process.env), VELITE_SKIP: '1' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build --sourcemap exited with ${build.status}`);
}

/** The map at `path`, with its mappings decoded, or null when there is none. */
export function readSourceMap(path: string): DecodedSourceMap | null {
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
  return { sources: map.sources, lines: decodeMappings(map.mappings) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * A source map's `mappings`, one array per generated line of [column, source index] pairs in
 * column order. A segment with no source (code the bundler wrote, or data it did not map) has
 * source index -1.
 */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return (line ? line.split(',') : []).map((segment): Segment => {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta!;
      if (sourceDelta === undefined) return [column, -1];
      source += sourceDelta;
      return [column, source];
    });
  });
}

export const UNMAPPED = '(unmapped: JSON data, bundler glue)';

/** A package name for a file in node_modules, a path from src/ for our own code. */
export function originOf(source: string): string {
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1]! : source.replace(/^.*?\/src\//, 'src/').replace(/^(\.\.\/)+/, '');
}

/** Where the code at a 0-based line and column of a built file came from. */
export function originAt(map: DecodedSourceMap, line: number, column: number): string {
  let best: Segment | undefined;
  for (const segment of map.lines[line] ?? []) {
    if (segment[0] > column) break;
    best = segment;
  }
  return best && best[1] >= 0 ? originOf(map.sources[best[1]]!) : UNMAPPED;
}

/** The characters of `code` that each origin wrote, from its decoded source map. */
export function charactersByOrigin(code: string, map: DecodedSourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (origin: string, count: number) => {
    if (count > 0) totals.set(origin, (totals.get(origin) ?? 0) + count);
  };
  code.split('\n').forEach((text, line) => {
    const segments = map.lines[line] ?? [];
    add(UNMAPPED, segments[0]?.[0] ?? text.length);
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? text.length;
      add(source >= 0 ? originOf(map.sources[source]!) : UNMAPPED, end - column);
    });
  });
  return totals;
}
