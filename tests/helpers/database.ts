// A fresh database per test file, on the driver under test: a scratch PostgreSQL database when
// TEST_DATABASE_URL is set (CI runs the suite both ways), otherwise an embedded PGlite in a
// temporary directory. Never a mock.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** Environment for parseConfig: DATA_DIR always, DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
