import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type FC } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMantineId } from '../../src/lib/mantine-use-id.ts';
import { MANTINE_USE_ID } from './stable-mantine-ids';

// The client build serves src/lib/mantine-use-id.ts for the file of @mantine/hooks that defines
// useId (docs/decisions.md, "Contracts with libraries' internals"). These fail, saying what Mantine
// changed, before a page would hydrate with ids other than the server's or keep the re-render.

const HOOKS = resolve('node_modules/@mantine/hooks');
const { version, exports } = JSON.parse(readFileSync(join(HOOKS, 'package.json'), 'utf8')) as {
  version: string;
  exports: { '.': { import: { default: string } } };
};
const MANTINE = `@mantine/hooks ${version}`;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The file MANTINE_USE_ID finds in @mantine/hooks; the test fails unless there is exactly one. */
function useIdFile(): string {
  const found = files(HOOKS).filter((file) => MANTINE_USE_ID.test(file));
  expect(
    found,
    `${MANTINE} moved useId: MANTINE_USE_ID (scripts/build/stable-mantine-ids.ts) finds no single file`,
  ).toHaveLength(1);
  return found[0]!;
}

describe("Mantine's useId, which the client build replaces", () => {
  it('is the file @mantine/hooks imports useId from', () => {
    const entry = resolve(HOOKS, exports['.'].import.default);
    const from = /import\s*{\s*useId\s*}\s*from\s*"([^"]+)"/.exec(readFileSync(entry, 'utf8'))?.[1];
    expect(
      from && resolve(dirname(entry), from),
      `${MANTINE}'s entry (${entry}) no longer imports useId from the file MANTINE_USE_ID finds`,
    ).toBe(useIdFile());
  });

  it('exports useId alone, which the stand-in provides', async () => {
    const exported = Object.keys(await import(pathToFileURL(useIdFile()).href));
    expect(exported, `${MANTINE}'s use-id.mjs exports other names: the stand-in must provide them too`).toEqual([
      'useId',
    ]);
  });

  it('renders on the server the id the stand-in keeps in the browser', async () => {
    const { useId } = (await import(pathToFileURL(useIdFile()).href)) as { useId: (staticId?: string) => string };
    const page = (use: (staticId?: string) => string) => {
      const Probe: FC<{ staticId?: string }> = ({ staticId }) => createElement('i', { id: use(staticId) });
      return renderToString(
        createElement('div', null, createElement(Probe), createElement(Probe), createElement(Probe, { staticId: 'x' })),
      );
    };
    expect(
      page(useMantineId),
      `${MANTINE}'s useId renders other ids on the server than src/lib/mantine-use-id.ts keeps: every page would change its ids while hydrating`,
    ).toBe(page(useId));
    expect(page(useId)).toMatch(/id="mantine-[^"]+"/);
  });
});
