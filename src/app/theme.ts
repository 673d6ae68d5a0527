import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** localStorage key of the visitor's theme choice (`dark` | `light`), per the specification. */
export const THEME_STORAGE_KEY = 'theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

// Shades chosen for at least 4.5:1 contrast in both schemes (Mantine's defaults fail it).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 4 },
  autoContrast: true,
  luminanceThreshold: 0.45,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});
