import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { DEMO_PROPERTY_COUNT, initializeDatabase } from '../../server/db/seed/index.ts';
import { ensureFirstSuperadmin } from '../../server/services/agency/bootstrap-admin.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { createDiskStore } from '../../server/storage/disk.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/database.ts';
import { selectRows } from '../../server/db/rows.ts';

const open = (testDb: TestDatabase) =>
  openDatabase({ databaseUrl: testDb.env.DATABASE_URL, dataDir: testDb.dataDir });

describe(`database on ${testDriver}`, () => {
  let testDb: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await open(testDb);
  });
  afterAll(async () => {
    await database.close().catch(() => {});
    await testDb.drop();
  });

  it('creates every table from an empty database', async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'properties',
        'property_types',
        'property_states',
        'property_statuses',
        'commodities',
        'security_accessibilities',
        'associated_documents',
        'proximities',
        'views',
        'other_characteristics',
        'furnished_types',
        'ads',
        'agents',
        'contact_messages',
        'general_info',
        'media',
        'property_daily_stats',
      ]),
    );
  });

  it('seeds reference lists, general info and the demo catalogue on first start', async () => {
    const store = createDiskStore(`${testDb.dataDir}/media`);
    const result = await initializeDatabase(database.db, store, { demo: true });
    expect(result).toEqual({ seeded: true, properties: DEMO_PROPERTY_COUNT });

    const [types] = await database.db.select({ n: count() }).from(schema.propertyTypes);
    expect(types?.n).toBeGreaterThanOrEqual(11);
    const [ads] = await database.db.select({ n: count() }).from(schema.ads);
    expect(ads?.n).toBe(3);
    const [info] = await database.db.select().from(schema.generalInfo);
    expect(info?.latitude).toBeCloseTo(36.59, 0);

    const rows = await database.db.select().from(schema.properties);
    expect(rows).toHaveLength(DEMO_PROPERTY_COUNT);
    expect(new Set(rows.map((row) => row.wilaya_id)).size).toBeGreaterThanOrEqual(10);
    expect(rows.some((row) => row.isBanner)).toBe(true);
    expect(rows.some((row) => row.ispromo && row.promotion_end_date! > new Date())).toBe(true);
    for (const row of rows) {
      expect(row.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(row.images.length).toBeGreaterThan(0);
      expect(row.property_types).toHaveLength(1);
      expect(row.search_text).not.toBe('');
    }
    // The photos exist offline, in every width.
    const photo = await store.get(`${rows[0]!.images[0]!.replace('/media/', '')}-640.webp`);
    expect(photo?.contentType).toBe('image/webp');
  });

  it('computes the price per m² from the price and the living area', async () => {
    const [row] = await database.db
      .select()
      .from(schema.properties)
      .where(sql`${schema.properties.living_area} > 0`)
      .limit(1);
    expect(row!.price_per_m2).toBe(Math.round(row!.base_price / row!.living_area!));
  });

  it('seeds nothing the second time, and keeps what staff changed', async () => {
    await database.db
      .update(schema.propertyTypes)
      .set({ name_fr: 'Villa (modifiée)' })
      .where(eq(schema.propertyTypes.key, 'villa'));
    const store = createDiskStore(`${testDb.dataDir}/media`);
    const again = await initializeDatabase(database.db, store, { demo: true });
    expect(again.seeded).toBe(false);
    const [properties] = await database.db.select({ n: count() }).from(schema.properties);
    expect(properties?.n).toBe(DEMO_PROPERTY_COUNT);
    const [villa] = await database.db
      .select()
      .from(schema.propertyTypes)
      .where(eq(schema.propertyTypes.key, 'villa'));
    expect(villa?.name_fr).toBe('Villa (modifiée)');
  });

  it('keeps the data across a restart, applying no migration twice', async () => {
    await database.close();
    database = await open(testDb);
    const [properties] = await database.db.select({ n: count() }).from(schema.properties);
    expect(properties?.n).toBe(DEMO_PROPERTY_COUNT);
  });

  it('creates the first superadmin once, from the configuration', async () => {
    const created = await ensureFirstSuperadmin(database.db, {
      username: 'direction',
      password: 'a-long-password',
    });
    expect(created).toEqual({ username: 'direction', generatedPassword: undefined });
    // The demo seed made two agents: the superadmin comes besides them.
    const [agent] = await database.db
      .select()
      .from(schema.agents)
      .where(eq(schema.agents.username, 'direction'));
    expect(agent?.type).toBe('superadmin');
    expect(agent?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(agent!.password_hash, 'a-long-password')).toBe(true);
    expect(await ensureFirstSuperadmin(database.db, {})).toBeNull();
  });
});

describe('first superadmin without configuration', () => {
  it('gets a random password that works', async () => {
    const testDb = await createTestDatabase();
    const database = await open(testDb);
    try {
      const created = await ensureFirstSuperadmin(database.db, {});
      expect(created?.username).toBe('admin');
      expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
      const [agent] = await database.db.select().from(schema.agents);
      expect(await verifyPassword(agent!.password_hash, created!.generatedPassword!)).toBe(true);
    } finally {
      await database.close();
      await testDb.drop();
    }
  });
});
