// The PostgreSQL pool survives the server ending an idle connection (a restart, a terminated
// session): no uncaught error, and the next query opens a new connection.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/database.ts';

describe.skipIf(testDriver !== 'postgres')('PostgreSQL pool', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({
      databaseUrl: testDb.env.DATABASE_URL,
      dataDir: testDb.dataDir,
    });
  });
  afterAll(async () => {
    await database.close().catch(() => {});
    await testDb.drop();
  });

  it('keeps working after the server ends its idle connections', async () => {
    await database.ping();
    const name = new URL(testDb.env.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
      [name],
    );
    await admin.end();
    expect(result.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
