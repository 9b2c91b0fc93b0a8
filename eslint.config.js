// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importBoundaries from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'data',
      'media',
      'coverage',
      'test-results',
      'playwright-report',
      '.react-router',
      'server/db/migrations',
      '.e2e-data',
      // openapi-typescript's output (npm run generate:api-types), compared as generated.
      'generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // exceljs's streaming reader needs the fix in server/services/property-io/exceljs.ts, made
    // before exceljs is first loaded: everything loads it through that module.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    ignores: ['server/services/property-io/exceljs.ts', 'tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'exceljs',
              message: 'Import ExcelJS from server/services/property-io/exceljs.ts.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from tests/e2e/test.ts, whose fixture fails a test on an unexpected
    // console error or page error; Playwright's own `test` would skip that guard.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from tests/e2e/test.ts (it guards against console errors).',
            },
          ],
        },
      ],
    },
  },
  ...importBoundaries,
);
