import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import playwright from 'eslint-plugin-playwright';
import tseslint from 'typescript-eslint';

// UI text belongs in locales/ (or content/), never as a literal in JSX: these selectors reject
// JSX text containing letters and string literals in the attributes people read.
const literalUiStrings = [
  {
    selector: 'JSXText[value=/\\p{L}/u]',
    message: 'Literal UI text in JSX: put it in locales/pt/*.json and use t().',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|description)$/] > Literal[value=/\\p{L}/u]',
    message: 'Literal UI text in a JSX attribute: put it in locales/pt/*.json and use t().',
  },
  {
    selector: 'JSXExpressionContainer > Literal[value=/\\p{L}/u]',
    message: 'Literal UI text in JSX: put it in locales/pt/*.json and use t().',
  },
];

// A test that asserts nothing passes whatever the code does. Both runners' rules count a call to
// expect(), and to the repository's own helpers that assert: by convention their names start with
// expect (expectSelected, expectFallback) or assert. Other verbs (checkPassword) are code under
// test, not assertions.
const ASSERTION_PREFIXES = ['expect', 'assert'];

// The layers of src/, top to bottom. A layer imports only the layers below it:
//   routes → app → features → components → lib
// src/app/router.tsx alone reaches up to the generated route tree (src/routeTree.gen.ts), which is
// how the router is assembled; src/main.tsx and src/entry-server.tsx sit above everything.
// src/content-schema/ is build-side: Velite runs it at build time, beside lib at the bottom. It
// imports only lib; nothing in the site imports it (pages read content through #site/content).
const LAYERS = ['src/routes', 'src/app', 'src/features', 'src/components', 'src/lib'];
const root = import.meta.dirname;
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = LAYERS.slice(1).map((layer, index) => ({
  target: layer,
  from: LAYERS.slice(0, index + 1),
  message: `The layers import downwards only (${LAYERS.join(' → ')}): move the shared piece down instead.`,
}));
const contentSchemaZones = [
  {
    target: 'src/content-schema',
    from: LAYERS.slice(0, -1),
    message: 'src/content-schema runs at build time in Velite: it may import src/lib only.',
  },
  {
    target: LAYERS,
    from: 'src/content-schema',
    message: 'The site reads content through #site/content, not the build-side schemas.',
  },
];
// The content build (velite.config.ts and the schemas) and the scripts run outside the site, on
// their own: what they share with a feature moves down to src/lib, where both can import it.
const buildSideZones = [
  {
    target: ['velite.config.ts', 'src/content-schema', 'scripts'],
    from: 'src/features',
    message: 'The content build and scripts/ import no feature: move the shared piece to src/lib.',
  },
];
// One zone per feature: it may import its own folder, no other feature's.
const featureZones = features.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move the shared piece to src/components or src/lib.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-*',
      '.velite',
      '.cache',
      'public',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'supabase/.local-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      // Resolves the tsconfig paths (@/…, #site/content) as TypeScript does.
      'import/resolver': { typescript: { project: `${root}/tsconfig.json` } },
      // Follow imports into TypeScript files too (the plugin reads only .js by default).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // disableScc: the check follows the text being linted (an editor's unsaved buffer, a new
      // file), not only the files on disk the SCC cache is built from.
      'import/no-cycle': ['error', { disableScc: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'velite.config.ts', 'scripts/**/*.{ts,js,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...contentSchemaZones, ...buildSideZones, ...featureZones] },
      ],
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the rules of hooks apply to every source file.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...literalUiStrings],
    },
  },
  {
    // A page's language never changes, and most strings are plain text: src/lib/use-strings.ts
    // reads them without react-i18next's subscriptions or i18next's general path.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message: 'Read interface strings with useStrings from src/lib/use-strings.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Vitest runs *.test.ts(x), Playwright the *.spec.ts under tests/e2e and tests/visual.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': ['error', { assertFunctionNames: ASSERTION_PREFIXES.map((prefix) => `${prefix}*`) }],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts', 'tests/visual/**/*.spec.ts'],
    plugins: { playwright },
    rules: {
      'playwright/expect-expect': ['error', { assertFunctionPatterns: [`^(${ASSERTION_PREFIXES.join('|')})`] }],
    },
  },
);
