// Inserts the reference lists (idempotent: a key that exists is left as staff edited it) and
// returns the id of every key, which the catalogue generator needs.
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import * as data from './reference-data.ts';

export const REFERENCE_LISTS = {
  types: { table: schema.propertyTypes, items: data.PROPERTY_TYPES },
  statuses: { table: schema.propertyStatuses, items: data.PROPERTY_STATUSES },
  states: { table: schema.propertyStates, items: data.PROPERTY_STATES },
  commodities: { table: schema.commodities, items: data.COMMODITIES },
  securityAccessibilities: {
    table: schema.securityAccessibilities,
    items: data.SECURITY_ACCESSIBILITIES,
  },
  associatedDocuments: { table: schema.associatedDocuments, items: data.ASSOCIATED_DOCUMENTS },
  proximities: { table: schema.proximities, items: data.PROXIMITIES },
  views: { table: schema.views, items: data.VIEWS },
  otherCharacteristics: { table: schema.otherCharacteristics, items: data.OTHER_CHARACTERISTICS },
  furnishedTypes: { table: schema.furnishedTypes, items: data.FURNISHED_TYPES },
} as const;

export type ReferenceListName = keyof typeof REFERENCE_LISTS;
export type ReferenceIds = Record<ReferenceListName, Map<string, number>>;

export async function seedReferenceLists(db: Db): Promise<ReferenceIds> {
  const ids = {} as ReferenceIds;
  for (const [name, list] of Object.entries(REFERENCE_LISTS) as [
    ReferenceListName,
    (typeof REFERENCE_LISTS)[ReferenceListName],
  ][]) {
    const rows = list.items.map((item, index) => ({ ...item, sort_order: index }));
    // The union of table types defeats inference; each list's rows match its own table.
    await db
      .insert(list.table as typeof schema.propertyTypes)
      .values(rows)
      .onConflictDoNothing({ target: list.table.key });
    const stored = await db
      .select({ id: list.table.id, key: list.table.key })
      .from(list.table as typeof schema.propertyTypes);
    ids[name] = new Map(stored.map((row) => [row.key, row.id]));
  }
  return ids;
}
