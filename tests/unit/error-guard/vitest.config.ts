// Runs the error guard's samples (not part of `npm test`: some of them fail on purpose) with the
// suite's own setup; tests/unit/error-guard.test.ts runs it in a child process, handing down
// the suite's templates (tests/global-setup.ts) in ERROR_GUARD_TEMPLATES so the samples' server
// starts on a copy instead of migrating a database from nothing.
import { defineConfig } from 'vitest/config';
import type { Templates } from '../../helpers/database.ts';

const templates = JSON.parse(process.env.ERROR_GUARD_TEMPLATES ?? 'null') as Templates | null;

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.sample.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['../../setup.ts'],
    provide: templates ? { templates } : {},
  },
});
