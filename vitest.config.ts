import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';

// The suite's scratch files in memory where the machine has a tmpfs: every file copies a
// 43 MB, 1,185-file template data directory (tests/helpers/database.ts), 1.0-1.8 s on ext4
// against 0.08 s in /dev/shm. TMPDIR is what os.tmpdir() reads, here and in every worker and
// process the suite starts; a TMPDIR the caller set wins.
const MEMORY_DIR = '/dev/shm';
function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
if (!process.env.TMPDIR && writable(MEMORY_DIR)) process.env.TMPDIR = MEMORY_DIR;

// Two groups (docs/performance.md, "The test suite"; decision 0068):
// - side by side, two files at a time: every file that talks to its app in process. Each has its
//   own database copy and Redis prefix; the pages are the production build's (one import, shared
//   by the files of a worker), so two files share nothing but the cores.
// - one at a time, after them: the files that start Vite's dev server (it writes the route types
//   into one shared folder as it starts: two at once collide there), that spawn or start whole
//   servers (the entry point, the scripts, the W3C checker: they take both cores while they
//   start), that change process-wide state (an environment variable), or that measure time.
const ONE_AT_A_TIME = [
  // Vite's dev server: `npm run dev` keeps one page file and one header file of its own.
  'tests/server/pages.test.ts',
  'tests/server/public-url.test.ts',
  'tests/server/security-headers.test.ts',
  // Whole servers, processes and scripts.
  'tests/server/config.test.ts',
  'tests/server/data-dir-lock.test.ts',
  'tests/server/html-validity.test.ts',
  'tests/server/lifecycle.test.ts',
  'tests/server/startup-failures.test.ts',
  'tests/scripts/**/*.test.ts',
  'tests/unit/error-guard.test.ts',
  // Databases made from nothing (every migration, the demo photos drawn), not copied from the
  // templates: a minute of both cores each.
  'tests/server/database.test.ts', // the first start's migrations and seed are its subject
  // Side by side since they start from the templates' copies (decision 0082): backup.test,
  // copy-text.test, jobs.test, trust-proxy-warning.test. Each works in process on its own
  // database copy (a server, if any, on port 0), changes nothing process-wide and measures no
  // time.
  // Time: a timeout or a blocked event loop measured against the clock.
  'tests/server/timeouts.test.ts',
  'tests/server/long-work.test.ts',
  // An environment variable set for the file's duration.
  'tests/api/return-visits/alert-opt-in.test.ts',
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
          include: ['tests/**/*.test.ts'],
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
