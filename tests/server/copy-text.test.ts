// COPY text lines (server/db/seed/copy-text.ts) read back by the database as written: tabs,
// newlines, backslashes, quotes and commas in text and in array items, NULLs, dates, booleans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { openBulkSession } from '../../server/db/seed/bulk-copy.ts';
import { copyLine } from '../../server/db/seed/copy-text.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase({ from: 'empty' });
  database = await openDatabase({ databaseUrl: testDb.env.DATABASE_URL, dataDir: testDb.dataDir });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('COPY text', () => {
  it('keeps every character of text and array items, NULLs, dates and booleans', async () => {
    const session = await openBulkSession(database);
    try {
      await session.query(
        'create temporary table copied (t text, tags text[], ids integer[], d timestamptz, b boolean, n integer)',
      );
      const row = {
        t: 'tab\there, new\nline, back\\slash, «قوس» "quoted"\r',
        tags: ['a,b', '{brace}', 'quote"d', 'back\\slash', 'tab\tin'],
        ids: [3, 1, 2],
        d: new Date('2026-11-25T10:20:30.456Z'),
        b: true,
        n: null,
      };
      const keys = ['t', 'tags', 'ids', 'd', 'b', 'n'];
      await session.copyIn('copied (t, tags, ids, d, b, n)', [copyLine(row, keys)]);
      const [back] = await session.query('select * from copied');
      expect(back).toMatchObject({ t: row.t, tags: row.tags, ids: row.ids, b: true, n: null });
      expect(new Date(back!.d as string).toISOString()).toBe(row.d.toISOString());
    } finally {
      await session.release();
    }
  });
});
