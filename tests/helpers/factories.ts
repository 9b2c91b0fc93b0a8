// Test-data factories: valid rows with sensible defaults, overridden per test, so each test
// states only what matters to it (and knows the right answer).
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import * as schema from '../../server/db/schema.ts';
import { propertySearchText } from '../../server/services/search/property-search-text.ts';
import { communeOf } from '../../server/services/listings/property-commune.ts';
import type { TReferenceList } from '../../common/reference-lists.ts';
import { REFERENCE_TABLES } from '../../server/db/reference-tables.ts';

export type NewProperty = typeof schema.properties.$inferInsert;
export type Property = typeof schema.properties.$inferSelect;

let sequence = 0;

/** A valid, visible property's values (search text and commune computed as the services do). */
function propertyValues(overrides: Partial<NewProperty>): NewProperty {
  sequence += 1;
  const values: NewProperty = {
    name_fr: `Appartement test ${sequence}`,
    name_en: `Test apartment ${sequence}`,
    name_ar: `شقة تجريبية ${sequence}`,
    address_fr: 'Rue Didouche Mourad, Alger Centre',
    address_en: 'Didouche Mourad Street, Algiers Centre',
    address_ar: 'شارع ديدوش مراد، الجزائر الوسطى',
    city_fr: 'Alger Centre',
    city_en: 'Algiers Centre',
    city_ar: 'الجزائر الوسطى',
    wilaya_id: 16,
    wilaya_fr: 'Alger',
    wilaya_en: 'Algiers',
    wilaya_ar: 'الجزائر',
    description_fr: 'Un bien de test.',
    description_en: 'A test property.',
    description_ar: 'عقار تجريبي.',
    seller_name_fr: 'Agence Test',
    seller_name_en: 'Test Agency',
    seller_name_ar: 'وكالة تجريبية',
    seller_phone: '0555 12 34 56',
    seller_whatsapp: '+213555123456',
    seller_email: 'vendeur@example.dz',
    base_price: 10_000_000,
    living_area: 100,
    num_rooms: 4,
    num_bedrooms: 3,
    num_bathrooms: 1,
    num_floors: 1,
    latitude: 36.7538,
    longitude: 3.0588,
    images: ['/media/test/photo-1'],
    ...overrides,
  };
  values.search_text = propertySearchText(values);
  // The commune of its town, as every writer finds it (decision 0081), unless the test sets it.
  if (!('commune_id' in overrides)) values.commune_id = communeOf(values);
  return values;
}

/** Inserts a valid, visible property (search text computed as the services do). */
export async function createProperty(
  db: Db,
  overrides: Partial<NewProperty> = {},
): Promise<Property> {
  const [row] = await db.insert(schema.properties).values(propertyValues(overrides)).returning();
  return row!;
}

/**
 * Inserts `count` properties in a few multi-row statements (a catalogue of thousands in
 * a second); `overrides(i)` sets what differs for the i-th one.
 */
export async function createProperties(
  db: Db,
  count: number,
  overrides: (i: number) => Partial<NewProperty> = () => ({}),
): Promise<void> {
  const CHUNK = 500; // ~50 columns a row: well under the 65,535 parameters of a statement
  for (let start = 0; start < count; start += CHUNK) {
    const rows: NewProperty[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      rows.push(propertyValues(overrides(i)));
    }
    await db.insert(schema.properties).values(rows);
  }
}

export type RefIds = Record<TReferenceList, Record<string, number>>;

/** The seeded reference ids by list and key, e.g. `refs.types.villa`. */
export async function referenceIds(db: Db): Promise<RefIds> {
  const ids = {} as RefIds;
  for (const [list, table] of Object.entries(REFERENCE_TABLES) as [
    TReferenceList,
    schema.ReferenceListTable,
  ][]) {
    const rows = await db.select({ id: table.id, key: table.key }).from(table);
    ids[list] = Object.fromEntries(rows.map((row) => [row.key, row.id]));
  }
  return ids;
}

/** A date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Deletes every property (for files that build their own catalogue). */
export async function deleteAllProperties(db: Db): Promise<void> {
  await db.execute(sql`delete from ${schema.properties}`);
}
