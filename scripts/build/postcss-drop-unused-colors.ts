// Drops the CSS variables of the Mantine colours the site never uses from Mantine's
// default-css-variables.css: a good part of that file, render-blocking on every page. The colours
// in use are listed in src/app/palette.json. The file's name, its variables' names and the list of
// Mantine's colours are Mantine's: scripts/build/postcss-drop-unused-colors.test.ts says which
// changed (docs/decisions.md, "Contracts with libraries' internals").
import type { Plugin } from 'postcss';
export const MANTINE_COLORS = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];

export function dropUnusedColors({ keep }: { keep: readonly string[] }): Plugin {
  const unused = MANTINE_COLORS.filter((color) => !keep.includes(color));
  const pattern = new RegExp(`^--mantine-color-(${unused.join('|')})(-|$)`);
  return {
    postcssPlugin: 'drop-unused-colors',
    Once(root) {
      if (unused.length === 0 || !root.source?.input.file?.includes('default-css-variables')) return;
      root.walkDecls((decl) => {
        if (pattern.test(decl.prop)) decl.remove();
      });
    },
  };
}
