// Mantine's useId renders React's id, then swaps in a random one from a layout effect: each
// component using it renders again, synchronously, inside hydration's commit (the longest task
// while a page hydrates on a cheap phone). The client build serves src/lib/mantine-use-id.ts in
// its place, which keeps the id the server rendered. (The server bundle leaves node_modules to
// Node, whose copy of Mantine renders the same id on the server: its effect never runs there.)
//
// This relies on where @mantine/hooks keeps useId, on that file exporting useId alone, and on
// both rendering the same id on the server (docs/decisions.md, "Contracts with libraries'
// internals"): the build fails if the file is never loaded, and
// scripts/build/stable-mantine-ids.test.ts names what Mantine changed.

import type { Plugin } from 'vite';

/** The file of @mantine/hooks that defines useId, which every Mantine component imports it from. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The module the build serves for it: the stand-in, exported under Mantine's name. */
export const standIn = (file: string) => `export { useMantineId as useId } from ${JSON.stringify(file)};`;

/** A Vite plugin serving `file` (src/lib/mantine-use-id.ts, absolute) for Mantine's useId. */
export function stableMantineIds(file: string): Plugin {
  let replaced = false;
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      // Every language's copy of it too (scripts/build/language-graphs.ts): its id ends in ?lang=….
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return;
      replaced = true;
      return standIn(file);
    },
    buildEnd() {
      const { command, build } = this.environment.config;
      if (command === 'build' && !build.ssr && !replaced)
        this.error('stable-mantine-ids: @mantine/hooks/esm/use-id/use-id.mjs was never loaded; has Mantine moved it?');
    },
  };
}
