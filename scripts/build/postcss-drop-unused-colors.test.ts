import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import palette from '../../src/app/palette.json';
import { MANTINE_COLORS } from './postcss-drop-unused-colors.ts';

// The build drops the colours the palette leaves out by finding Mantine's file of default
// variables by name and each colour's variables by Mantine's naming (--mantine-color-<colour>-…),
// both Mantine's to change (docs/decisions.md, "Contracts with libraries' internals"). This runs
// the project's PostCSS settings on the installed file, as the build does.

const FILE = resolve('node_modules/@mantine/core/styles/default-css-variables.css');
const { version } = JSON.parse(readFileSync(resolve('node_modules/@mantine/core/package.json'), 'utf8')) as {
  version: string;
};
const MANTINE = `@mantine/core ${version}`;
const unused = MANTINE_COLORS.filter((color) => !palette.colors.includes(color));
const variablesOf = (css: string, colors: readonly string[]) =>
  css.match(new RegExp(`--mantine-color-(?:${colors.join('|')})-[\\w-]+\\s*:`, 'g')) ?? [];

describe("Mantine's default colour variables", () => {
  const source = readFileSync(FILE, 'utf8');

  it('are those of the colours MANTINE_COLORS lists', () => {
    const defined = [...new Set([...source.matchAll(/--mantine-color-([a-z]+)-0\s*:/g)].map(([, color]) => color))];
    expect(
      defined.sort(),
      `${MANTINE} defines these colours: set MANTINE_COLORS (scripts/build/postcss-drop-unused-colors.ts) to them`,
    ).toEqual([...MANTINE_COLORS].sort());
  });

  it('of the colours the palette leaves out are gone once built, the others kept', async () => {
    expect(
      variablesOf(source, unused).length,
      `${MANTINE}'s default-css-variables.css declares no variable of ${unused.join(', ')}`,
    ).toBeGreaterThan(0);
    const config = await resolveConfig({ configFile: false, logLevel: 'silent' }, 'build');
    const { code } = await preprocessCSS(source, FILE, config);
    expect(
      variablesOf(code, unused),
      `the build kept these from ${MANTINE}'s default-css-variables.css: has Mantine renamed the file or its variables? (dropUnusedColors, scripts/build/postcss-drop-unused-colors.ts)`,
    ).toEqual([]);
    expect(variablesOf(code, palette.colors).length).toBe(variablesOf(source, palette.colors).length);
  });
});
