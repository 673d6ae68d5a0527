import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_COLORS } from '../../scripts/build/postcss-drop-unused-colors.ts';
import palette from './palette.json';

// The build drops the CSS variables of colours missing from palette.json; a component given such
// a colour would render without it. Every colour named in code or content must be listed.
const USES = [
  /\b(?:color|c|bg|primaryColor)=["']([a-z]+)(?:\.\d)?["']/g,
  /\b(?:color|c|bg|primaryColor):\s*["']([a-z]+)(?:\.\d)?["']/g,
  /--mantine-color-([a-z]+)-/g,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|css|ya?ml|mdx)$/.test(name) ? [path] : [];
  });
}

describe('palette', () => {
  it('lists only Mantine colours', () => {
    expect(palette.colors.filter((color) => !MANTINE_COLORS.includes(color))).toEqual([]);
  });

  it('every Mantine colour used in src/ or content/ is in the palette', () => {
    const unlisted = new Set<string>();
    for (const file of [...files('src'), ...files('content')]) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of USES) {
        for (const [, color] of source.matchAll(pattern)) {
          if (color && MANTINE_COLORS.includes(color) && !palette.colors.includes(color))
            unlisted.add(`${file}: ${color}`);
        }
      }
    }
    expect([...unlisted]).toEqual([]);
  });
});
