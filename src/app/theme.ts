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
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});
