// The bulk seed (npm run seed) loads through COPY in one transaction: the count asked for, the
// same catalogue for the same seed, text with the characters COPY gives a meaning kept as
// written, and the catalogue's version bumped once per load (so caches reload once, not per
// chunk of rows). Each test loads into its own template copy, side by side: each seed is one
// process on one core, and this file runs alone. The first starts without listings or photos (the
// empty template: the seed draws the demo photos once); the second replaces the demo catalogue
// (--reset), its photos already drawn.
import { sql } from 'drizzle-orm';
import { afterAll, describe, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { runProcess } from '../helpers/processes.ts';
import { selectRows } from '../../server/db/rows.ts';

const testDbs: TestDatabase[] = [];
afterAll(() => Promise.all(testDbs.map((testDb) => testDb.drop())));

async function templateCopy(from: 'empty' | 'demo'): Promise<TestDatabase> {
  const testDb = await createTestDatabase({ from });
  testDbs.push(testDb);
  return testDb;
}

async function inspect(testDb: TestDatabase) {
  const database = await openDatabase({
    databaseUrl: testDb.env.DATABASE_URL,
    dataDir: testDb.dataDir,
  });
  try {
    const [row] = await selectRows<{
      count: number;
      version: number;
      fingerprint: string;
      indexes: string;
      without_commune: number;
    }>(
      database.db,
      sql`
      select (select count(*) from properties)::int as count,
        (select version from catalogue_version)::int as version,
        (select md5(string_agg(name_fr || base_price || search_text || array_to_string(images, ','),
          '|' order by id)) from properties) as fingerprint,
        (select string_agg(indexdef, '|' order by indexname) from pg_indexes
          where schemaname = 'public' and tablename = 'properties') as indexes,
        (select count(*) from properties where commune_id is null
          and city_fr <> 'Ali Mendjeli')::int as without_commune`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

describe('npm run seed', () => {
  it.concurrent(
    'loads the count asked for, the same rows for the same seed, one version bump per load',
    async ({ expect }) => {
      const testDb = await templateCopy('empty');
      const first = await runProcess('scripts/seed.ts', ['--count', '300'], testDb.env, 180_000);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/^Inserted 300 properties in [\d.]+ s/);
      const afterFirst = await inspect(testDb);
      expect(afterFirst.count).toBe(300);
      // Each listing has the commune of its town (decision 0081), but the district's.
      expect(afterFirst.without_commune).toBe(0);

      const again = await runProcess(
        'scripts/seed.ts',
        ['--count', '300', '--reset'],
        testDb.env,
        180_000,
      );
      expect(again.code, again.stderr).toBe(0);
      const afterReset = await inspect(testDb);
      expect(afterReset.count).toBe(300);
      // Deleting and reloading 300 rows is one change of the catalogue.
      expect(afterReset.version).toBe(afterFirst.version + 1);
      expect(afterReset.fingerprint).toBe(afterFirst.fingerprint);

      const other = await runProcess(
        'scripts/seed.ts',
        ['--count', '300', '--reset', '--seed', '7'],
        testDb.env,
        180_000,
      );
      expect(other.code, other.stderr).toBe(0);
      expect((await inspect(testDb)).fingerprint).not.toBe(afterFirst.fingerprint);
    },
    600_000,
  );

  it.concurrent(
    'drops the indexes for a big load and rebuilds every one of them after it',
    async ({ expect }) => {
      const testDb = await templateCopy('demo');
      const before = await inspect(testDb);
      // A big load's path on a small one: the same drop, COPY and rebuild, in seconds.
      const load = await runProcess(
        'scripts/seed.ts',
        ['--count', '200', '--reset', '--rebuild-indexes-from', '100'],
        testDb.env,
        180_000,
      );
      expect(load.code, load.stderr).toBe(0);
      expect(load.stderr).toMatch(/\d+ indexes rebuilt in [\d.]+ s/);
      const after = await inspect(testDb);
      expect(after.count).toBe(200);
      // Every index the migrations made is back, with the same definition.
      expect(after.indexes).toBe(before.indexes);
      expect(after.indexes).toContain('gin_trgm_ops');
      expect(after.version).toBe(before.version + 1);
    },
    600_000,
  );
});
