// The pages benchmark (npm run bench:pages) still runs end to end on the production build: a
// tiny catalogue, a few requests per page, on the driver under test. Every page must answer 200
// before and while it is measured; the figures are not asserted (a smoke test, not a timed one),
// so each page is measured over a few requests (--requests) rather than seconds. The embedded
// database starts as a copy of the demo template (migrated, its photos drawn): what is tested is
// the benchmark, not a first start. Needs `npm run build` first, as the benchmark itself does.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { runProcess } from '../helpers/processes.ts';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
let testDb: TestDatabase | undefined;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  testDb = await createTestDatabase({ from: 'demo' });
  // The benchmark's embedded database lives in <data dir>/pglite-db.
  await symlink(testDb.dataDir, path.join(dataDir, 'pglite-db'));
});
afterAll(async () => {
  await testDb?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const run = (args: string[]) =>
  runProcess('scripts/bench-pages.ts', args, { LOG_LEVEL: 'silent' }, 170_000);

describe('npm run bench:pages', () => {
  it(
    'seeds, serves the production build and prints each page’s figures',
    { timeout: 180_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      const result = await run([
        '--driver',
        adminUrl ? 'postgres' : 'pglite',
        ...(adminUrl ? ['--pg-admin-url', adminUrl] : []),
        '--count',
        '200',
        '--requests',
        '4',
        '--warm-up',
        '0',
        '--connections',
        '2',
        '--data-dir',
        dataDir,
      ]);
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/: \d+ visible properties \(200 seeded\)/);
      for (const page of [
        'home \\(fr\\)',
        'home \\(ar\\)',
        'list, for sale',
        'property \\(fr\\)',
      ]) {
        expect(result.stdout).toMatch(
          new RegExp(`\\| ${page}[^|]*\\| [^|]+\\| [\\d.]+ \\| [\\d.]+ \\| \\d+ \\|`),
        );
      }
      expect(result.stdout).toMatch(/load average \(1, 5, 15 min\) [\d.]+, [\d.]+, [\d.]+ before/);
      expect(result.stdout).toContain('Inserted 200 properties');
      if (adminUrl) expect(result.stdout).toMatch(/shared_buffers \d+\s?[kMGT]B/);
    },
  );
});
