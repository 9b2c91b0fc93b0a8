// @ts-check
// Every `no-restricted-imports` rule of the codebase, in one list. When two config blocks set the
// rule for one file, ESLint keeps the last block's options and drops the others (it does not merge
// them), so each block below carries every restriction that applies to its files.

const exceljs = {
  name: 'exceljs',
  // exceljs's streaming reader needs the fix in that module, made before exceljs is first loaded.
  message: 'Import ExcelJS from server/services/property-io/exceljs.ts.',
  allowTypeImports: true,
};
const fastifyInServices = {
  name: 'fastify',
  message:
    'Services never import fastify: the HTTP framework stays at the API edge (server/api, server/http).',
};
const fastifyPluginsInServices = {
  group: ['@fastify/*'],
  message: 'Services never import fastify plugins: the HTTP framework stays at the API edge.',
};
const playwrightTest = {
  name: '@playwright/test',
  importNames: ['test'],
  // Its fixture fails a journey on an unexpected console error or page error.
  message: 'Import `test` from tests/e2e/test.ts (it guards against console errors).',
};

/** @param {{ paths: object[], patterns?: object[] }} options */
const restrict = (options) => ({ 'no-restricted-imports': ['error', options] });
const EXCELJS_HOME = 'server/services/property-io/exceljs.ts';

export default [
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    ignores: [EXCELJS_HOME, 'server/services/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: restrict({ paths: [exceljs] }),
  },
  {
    files: ['server/services/**/*.ts'],
    ignores: [EXCELJS_HOME],
    rules: restrict({
      paths: [exceljs, fastifyInServices],
      patterns: [fastifyPluginsInServices],
    }),
  },
  {
    files: [EXCELJS_HOME],
    rules: restrict({ paths: [fastifyInServices], patterns: [fastifyPluginsInServices] }),
  },
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: restrict({ paths: [playwrightTest] }),
  },
];
