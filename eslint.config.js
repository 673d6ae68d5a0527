import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
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

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      '.velite',
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
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...literalUiStrings],
    },
  },
);
