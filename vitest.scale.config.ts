// The production tests (tests/production/*.scale.ts): real server processes, nginx, PostgreSQL,
// S3 and Redis on loopback. Run with `npm run test:scale` after `npm run build`; one file at a
// time, with generous timeouts, because they start several processes on a small machine.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/production/**/*.scale.ts'],
    environment: 'node',
    testTimeout: 480_000,
    hookTimeout: 480_000,
    fileParallelism: false,
    setupFiles: ['tests/setup.ts'],
  },
});
