// The packages the client build groups into chunks of their own by name (vite.config.ts,
// codeSplitting.groups), named by their folders in node_modules. How React, TanStack Router,
// TanStack Query and i18next are cut into packages is theirs to change in any release:
// scripts/build/chunk-groups.test.ts compares these lists with each package's own package.json and
// names the package that changed (docs/decisions.md, "Contracts with libraries' internals").

/**
 * The libraries every page runs in full, so they travel as one chunk ('framework') with the site's
 * language rules: apart, they were more requests, and bytes that compress worse.
 */
export const FRAMEWORK_ROOTS: readonly string[] = [
  'react', // renders and hydrates every page
  'react-dom',
  '@tanstack/react-router', // every page is a route
  'i18next', // every page's interface strings
  'react-i18next',
  'clsx', // joins the class names of every Mantine component, the page shell's included
];

/**
 * The dependencies (their package.json `dependencies`) the browser loads with them, by the package
 * that brings each: they go with it into the framework chunk.
 */
export const FRAMEWORK_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  'react-dom': ['scheduler'],
  '@tanstack/react-router': ['@tanstack/react-store', '@tanstack/history', '@tanstack/router-core'],
  '@tanstack/router-core': ['cookie-es', 'seroval', 'seroval-plugins', '@tanstack/history'],
  '@tanstack/react-store': ['use-sync-external-store', '@tanstack/store'],
  'react-i18next': ['html-parse-stringify'],
};

/** Their dependencies the browser never loads, with why. */
export const FRAMEWORK_SERVER_ONLY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@tanstack/react-router': { isbot: 'tells crawlers apart while rendering on the server only' },
};

/** Every package of the framework chunk: the roots, then what they bring. */
export const FRAMEWORK_PACKAGES = [...new Set([...FRAMEWORK_ROOTS, ...Object.values(FRAMEWORK_DEPENDENCIES).flat()])];

/** The site's own modules every page runs, which the entry and the pages' own chunks both import. */
export const FRAMEWORK_SOURCES: readonly string[] = [
  'src/lib/i18n.ts',
  'src/lib/languages.ts',
  'src/lib/translations.ts',
  'src/lib/unit-language.ts',
  'src/lib/use-page-language.ts',
  'src/lib/use-pathname.ts',
];

/**
 * TanStack Query, as one chunk: the admin area's mutations otherwise split it in two on every page
 * that reads the database.
 */
export const QUERY_PACKAGES: readonly string[] = ['@tanstack/query-core', '@tanstack/react-query'];

const SEPARATOR = '[\\\\/]';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const path = (name: string) => name.split('/').map(literal).join(SEPARATOR);
/** Any file inside one of these packages' folders in node_modules. */
const inPackages = (names: readonly string[]) =>
  `${SEPARATOR}node_modules${SEPARATOR}(?:${names.map(path).join('|')})${SEPARATOR}`;

/** The modules of the framework chunk: its packages, its sources, and the content they read. */
export const FRAMEWORK_TEST = new RegExp(
  [inPackages(FRAMEWORK_PACKAGES), `${SEPARATOR}(?:${FRAMEWORK_SOURCES.map(path).join('|')})$`].join('|'),
);

/** The modules of TanStack Query's chunk. */
export const QUERY_TEST = new RegExp(inPackages(QUERY_PACKAGES));
