import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/**
 * localStorage key of the visitor's theme choice (`dark` | `light`). index.html's inline script
 * reads the same key to apply the choice before first paint, so the two must stay equal.
 */
export const THEME_STORAGE_KEY = 'theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

// Shades chosen for at least 4.5:1 contrast in both schemes (Mantine's defaults fail it).
export const theme = createTheme({
  primaryColor: 'teal',
  // teal-9 under white text is 4.9:1; lighter shades fail WCAG AA for button labels.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  // Source Sans 3, self-hosted (src/global.css), with its size-adjusted fallback while it loads.
  fontFamily: '"Source Sans 3", "Source Sans 3 Fallback", system-ui, sans-serif',
  // One type scale, a ratio of 1.25 from a 17 px body (Source Sans 3 runs smaller than the system
  // fonts at the same size): captions xs/sm, body md, lead text lg, headings h4 to h1.
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.25rem', xl: '1.5rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.5', xl: '1.4' },
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.75rem', lineHeight: '1.15' },
      h2: { fontSize: '1.875rem', lineHeight: '1.2' },
      h3: { fontSize: '1.5rem', lineHeight: '1.25' },
      h4: { fontSize: '1.25rem', lineHeight: '1.3' },
      h5: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h6: { fontSize: '0.9375rem', lineHeight: '1.4' },
    },
  },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});
