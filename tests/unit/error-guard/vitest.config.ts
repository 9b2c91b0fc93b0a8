// Runs the error guard's samples (not part of `npm test`: some of them fail on purpose) with the
// suite's own setup; tests/unit/error-guard.test.ts runs it in a child process.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.sample.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['../../setup.ts'],
  },
});
