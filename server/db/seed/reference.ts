// Inserts the reference lists (idempotent: a key that exists is left as staff edited it) and
// returns the id of every key, which the catalogue generator needs.
import { REFERENCE_LISTS, type TReferenceList } from '../../../common/reference-lists.ts';
import type { Db } from '../client.ts';
import { REFERENCE_TABLES } from '../reference-tables.ts';
import * as data from './reference-data.ts';

/** The items each list starts with, in their display order (documents also have a category). */
const SEED_ITEMS: Record<TReferenceList, readonly data.ReferenceItem[]> = {
  types: data.PROPERTY_TYPES,
  states: data.PROPERTY_STATES,
  statuses: data.PROPERTY_STATUSES,
  furnished_types: data.FURNISHED_TYPES,
  commodities: data.COMMODITIES,
  security_accessibilities: data.SECURITY_ACCESSIBILITIES,
  associated_documents: data.ASSOCIATED_DOCUMENTS,
  proximities: data.PROXIMITIES,
  views: data.VIEWS,
  other_characteristics: data.OTHER_CHARACTERISTICS,
};

export type ReferenceIds = Record<TReferenceList, Map<string, number>>;

export async function seedReferenceLists(db: Db): Promise<ReferenceIds> {
  const ids = {} as ReferenceIds;
  for (const { list } of REFERENCE_LISTS) {
    const table = REFERENCE_TABLES[list];
    const rows = SEED_ITEMS[list].map((item, index) => ({ ...item, sort_order: index }));
    await db.insert(table).values(rows).onConflictDoNothing({ target: table.key });
    const stored = await db.select({ id: table.id, key: table.key }).from(table);
    ids[list] = new Map(stored.map((row) => [row.key, row.id]));
  }
  return ids;
}
