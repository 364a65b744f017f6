// Flat ESLint config. Syntax-level only (no type-aware rules) so `npm run lint` stays fast;
// the type checker runs separately (`npm run typecheck`). Formatting belongs to Prettier, so
// eslint-config-prettier comes last and switches off every stylistic rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const reactFiles = ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'];
const nodeFiles = [
  'venue-sim/**/*.{ts,js}',
  'scripts/**/*.{ts,js}',
  'e2e/**/*.ts',
  'tests/**/*.ts',
  '*.config.{ts,js,mjs,cjs}',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_`-prefixed names mark a parameter or binding kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // machines/ is environment-free by design (no window, no process): only the ES globals.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
  },
  {
    // the machines bundled for designers (docs/designers.md): machines/ plus the URL and the
    // monotonic clock (performance, in browsers and Node alike) they use;
    // a library inlined whole may bring constants the machine does not read (date-fns')
    files: ['docs/machines/standalone/*.js'],
    languageOptions: { globals: { ...globals.es2024, URL: 'readonly', performance: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: nodeFiles,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Component tests run in jsdom: both sets.
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: reactFiles,
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: reactFiles,
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
);
