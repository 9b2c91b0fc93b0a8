import { defineConfig } from 'vitest/config';

// Two groups (docs/performance.md, "The test suite"; decision 0068):
// - side by side, two files at a time: the API and unit files. Each has its own database copy
//   and Redis prefix and talks to the app in process, so two of them share nothing but the cores.
// - one at a time, after them: the files that start a page server (Vite's dev server writes the
//   route types into one shared folder as it starts: two at once collide there), and the ones
//   that spawn processes (the server's entry point, the scripts, the W3C checker), which take
//   both cores while they start.
const ONE_AT_A_TIME = [
  'tests/server/**/*.test.ts',
  'tests/scripts/**/*.test.ts',
  'tests/api/openapi-lint.test.ts',
  'tests/api/return-visits/alert-opt-in.test.ts',
  'tests/api/return-visits/search-alerts.test.ts',
  'tests/unit/error-guard.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup.ts'],
    // The pool's ceiling; each group sets its own below.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'side by side',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ONE_AT_A_TIME,
          maxWorkers: 2,
          // A worker keeps its imported modules from file to file: the server's modules are read
          // once per worker instead of once per file (18 API files: 56 s isolated, 32 s not).
          // Nothing a file builds is shared: each assembles its own app on its own database copy.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'one at a time',
          include: ONE_AT_A_TIME,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
