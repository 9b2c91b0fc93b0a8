import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from '../../server/db/backup.ts';
import { openDatabase } from '../../server/db/client.ts';
import { properties } from '../../server/db/schema.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, testDriver } from '../helpers/database.ts';

// The embedded database only: PostgreSQL is backed up with pg_dump. The catalogue is a copy of
// the demo template (its listings and their photos), not one drawn again here.
describe.runIf(testDriver === 'pglite')('backup and restore of the embedded database', () => {
  it('brings back the catalogue and the photos as they were, keeping the later state aside', async () => {
    const testDb = await createTestDatabase({ from: 'demo' });
    const config = testConfig(testDb);
    const open = () => openDatabase({ dataDir: config.DATA_DIR });
    try {
      let database = await open();
      const [before] = await database.db.select({ n: count() }).from(properties);
      await database.close();

      const out = path.join(testDb.dataDir, 'backup-1');
      const manifest = await backupEmbedded(config, out);
      expect(manifest.media).toBe('media');

      // Later: a property is deleted. The restore must bring it back.
      database = await open();
      await database.db.delete(properties).where(eq(properties.id, 1));
      await database.close();

      const { keptAside } = await restoreEmbedded(config, out);
      expect(keptAside).toHaveLength(2);
      database = await open();
      const [after] = await database.db.select({ n: count() }).from(properties);
      const [first] = await database.db.select().from(properties).where(eq(properties.id, 1));
      await database.close();
      expect(after?.n).toBe(before?.n);
      expect(first).toBeDefined();
      const photos = await readdir(
        path.join(config.DATA_DIR, 'media', String(new Date().getUTCFullYear())),
      );
      expect(photos.length).toBeGreaterThan(0);
    } finally {
      await testDb.drop();
    }
  }, 60_000);

  it('refuses a directory that is not a backup, touching nothing', async () => {
    const testDb = await createTestDatabase();
    try {
      await expect(restoreEmbedded(testConfig(testDb), testDb.dataDir)).rejects.toThrow(
        /is not a backup/,
      );
    } finally {
      await testDb.drop();
    }
  });
});
