// Mantine's PostCSS preset: light-dark(), rem() and the breakpoint mixins used in *.module.css;
// and the variables of colours the site does not use dropped from Mantine's defaults.
import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import { dropUnusedColors } from './scripts/build/postcss-drop-unused-colors.ts';
import palette from './src/app/palette.json' with { type: 'json' };

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    dropUnusedColors({ keep: palette.colors }),
  ],
};
