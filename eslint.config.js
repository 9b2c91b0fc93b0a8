// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importBoundaries from './eslint.boundaries.js';
import restrictedImports from './eslint.restricted-imports.js';

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
  ...restrictedImports,
  ...importBoundaries,
);
