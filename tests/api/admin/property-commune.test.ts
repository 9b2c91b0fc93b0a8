// A listing's commune (decision 0081) is found from its wilaya and town on every save: the
// back-office form (create, update), the catalogue import (new rows and updates), an owner's
// draft, the demo seed; rows written before the column are filled once at start.
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { communeOf } from '../../../server/services/listings/property-commune.ts';
import {
  COMMUNE_BACKFILL,
  backfillPropertyCommunes,
  fillPropertyCommunes,
} from '../../../server/services/listings/commune-backfill.ts';
import { DEMO_CITIES } from '../../../server/db/seed/demo/cities.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { IO_ORIGIN, confirmImport, csvFile, sendImport } from '../../helpers/property-io.ts';

// Communes of common/communes.ts.
const STAOUELI = 608;
const CHERAGA = 573;
const HYDRA = 589;
const TIZI_OUZOU = 549;

describe('communeOf', () => {
  it('matches French or Arabic names within the wilaya, whatever the accents, case and hyphens', () => {
    expect(communeOf({ wilaya_id: 16, city_fr: 'Staouéli' })).toBe(STAOUELI);
    expect(communeOf({ wilaya_id: 16, city_fr: 'STAOUELI' })).toBe(STAOUELI);
    expect(communeOf({ wilaya_id: 16, city_fr: '', city_ar: 'سطاوالي' })).toBe(STAOUELI);
    expect(communeOf({ wilaya_id: 15, city_fr: 'Tizi Ouzou' })).toBe(TIZI_OUZOU);
    expect(communeOf({ wilaya_id: 15, city_fr: 'tizi-ouzou' })).toBe(TIZI_OUZOU);
    expect(communeOf({ wilaya_id: 16, city_fr: 'Bab-Ezzouar' })).toBe(558);
    // English pages may write the town their way: the French or Arabic name decides first.
    expect(communeOf({ wilaya_id: 16, city_fr: 'X', city_en: 'Hydra' })).toBe(HYDRA);
  });

  it('finds none outside the wilaya, without one, or for a district', () => {
    expect(communeOf({ wilaya_id: 31, city_fr: 'Staouéli' })).toBeNull();
    expect(communeOf({ wilaya_id: null, city_fr: 'Staouéli' })).toBeNull();
    expect(communeOf({ wilaya_id: 25, city_fr: 'Ali Mendjeli' })).toBeNull();
    expect(communeOf({ wilaya_id: 16, city_fr: '' })).toBeNull();
  });

  it('knows the town of every demo listing but the one that is a district', () => {
    const unknown = DEMO_CITIES.filter(
      (city) =>
        communeOf({ wilaya_id: city.wilayaId, city_fr: city.fr, city_ar: city.ar }) === null,
    ).map((city) => city.fr);
    expect(unknown).toEqual(['Ali Mendjeli']);
  });
});

describe('the commune written on every save', () => {
  let t: TestApp;
  let staff: LoggedIn;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { PUBLIC_URL: `${IO_ORIGIN}/` } });
    [staff, admin] = await Promise.all([loginAs(t, 'agent'), loginAs(t, 'superadmin')]);
  });
  afterAll(() => t.close());

  const communeIdOf = async (id: number) =>
    (
      await t.services.db
        .select({ commune: schema.properties.commune_id })
        .from(schema.properties)
        .where(eq(schema.properties.id, id))
    )[0]!.commune;

  const nameRow = (name: string) => ({
    name_fr: name,
    name_en: `${name} (en)`,
    name_ar: 'عقار',
    base_price: 20_000_000,
  });

  it('the demo seed gives each listing the commune of its town', async () => {
    const rows = await t.services.db
      .select({
        wilaya_id: schema.properties.wilaya_id,
        city_fr: schema.properties.city_fr,
        city_ar: schema.properties.city_ar,
        city_en: schema.properties.city_en,
        commune_id: schema.properties.commune_id,
      })
      .from(schema.properties);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.commune_id, row.city_fr).toBe(communeOf(row));
    expect(rows.filter((row) => row.commune_id !== null).length).toBeGreaterThan(rows.length / 2);
  });

  it('the form: on create, and again when an update changes the town or the wilaya', async () => {
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/property',
      payload: { ...nameRow('Villa à Staouéli'), wilaya_id: 16, city_fr: 'Staouéli' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await communeIdOf(id)).toBe(STAOUELI);

    const patch = (payload: object) =>
      staff.inject({ method: 'PATCH', url: `/api/admin/property/${id}`, payload });
    // Another field only: the commune stays.
    expect((await patch({ base_price: 21_000_000 })).statusCode).toBe(200);
    expect(await communeIdOf(id)).toBe(STAOUELI);
    expect((await patch({ city_fr: 'Chéraga' })).statusCode).toBe(200);
    expect(await communeIdOf(id)).toBe(CHERAGA);
    // The same town name in another wilaya: no commune of that name there.
    expect((await patch({ wilaya_id: 31 })).statusCode).toBe(200);
    expect(await communeIdOf(id)).toBeNull();
    expect((await patch({ wilaya_id: 16, city_fr: 'Quartier des Pins' })).statusCode).toBe(200);
    expect(await communeIdOf(id)).toBeNull();
  });

  it('the import: new rows and updated rows', async () => {
    const existing = await createProperty(t.services.db, { city_fr: 'Hydra', wilaya_id: 16 });
    expect(existing.commune_id).toBe(HYDRA);
    const file = csvFile([
      ['id', 'name_fr', 'name_en', 'name_ar', 'base_price', 'wilaya', 'city_fr', 'city_ar'],
      ['', 'Import Staouéli', 'Import (en)', 'عقار', '9000000', '16', 'Staoueli', ''],
      ['', 'Import arabe', 'Import (en)', 'عقار', '9000000', 'Tizi Ouzou', '', 'تيزي وزو'],
      [
        String(existing.id),
        'Hydra devenu Chéraga',
        'x (en)',
        'عقار',
        '9000000',
        '16',
        'Cheraga',
        '',
      ],
    ]);
    const preview = await sendImport(admin, file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ create_count: 2, update_count: 1, error_count: 0 });
    const confirmed = await confirmImport(admin, preview.json().id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const imported = await t.services.db
      .select({ name: schema.properties.name_fr, commune: schema.properties.commune_id })
      .from(schema.properties)
      .where(sql`${schema.properties.name_fr} like 'Import%'`);
    expect(imported).toEqual(
      expect.arrayContaining([
        { name: 'Import arabe', commune: TIZI_OUZOU },
        { name: 'Import Staouéli', commune: STAOUELI },
      ]),
    );
    expect(imported).toHaveLength(2);
    expect(await communeIdOf(existing.id)).toBe(CHERAGA);
  });

  it('rows older than the column: filled once at start, one update per town', async () => {
    const { db } = t.services;
    const before = await db
      .select({ id: schema.properties.id, commune: schema.properties.commune_id })
      .from(schema.properties)
      .orderBy(schema.properties.id);
    // As the migration leaves them: every commune empty, the backfill asked for.
    await db.update(schema.properties).set({ commune_id: null });
    await db.insert(schema.pendingBackfills).values({ name: COMMUNE_BACKFILL });
    await backfillPropertyCommunes(db);
    const after = await db
      .select({ id: schema.properties.id, commune: schema.properties.commune_id })
      .from(schema.properties)
      .orderBy(schema.properties.id);
    expect(after).toEqual(before);
    expect(await db.select().from(schema.pendingBackfills)).toEqual([]);

    // Done once: without the row, a start leaves the column as it is.
    await db.update(schema.properties).set({ commune_id: null });
    await backfillPropertyCommunes(db);
    const [left] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.properties)
      .where(isNull(schema.properties.commune_id));
    expect(left!.n).toBe(before.length);
    // What it fills, counted: the rows whose town is a commune of their wilaya.
    expect(await fillPropertyCommunes(db)).toBe(before.filter((row) => row.commune).length);
    expect(await fillPropertyCommunes(db)).toBe(0);
  });
});
