// The benchmarks' smoke tests (tests/scripts/bench-*.test.ts) give each run a --data-dir. On the
// embedded database it holds a copy of the demo template as the benchmark's own database
// (<data dir>/pglite-db, a link to the copy): the benchmark is tested, not a first start. On
// PostgreSQL the benchmark makes and drops its own scratch database.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** The file's benchmark data directory, made before its tests and removed after them. */
export async function benchDataDir(name: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) return;
    testDb = await createTestDatabase({ from: 'demo' });
    await symlink(testDb.dataDir, path.join(dataDir, 'pglite-db'));
  });
  afterAll(async () => {
    await testDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
