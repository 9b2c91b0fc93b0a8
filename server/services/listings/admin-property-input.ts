// Turns a validated create/update body into the columns to write, applying the rules that need the
// stored row or the database: docs/product.md "Forms and their messages" (empty values), the wilaya
// names, the promo price below the base price, coordinates as a pair, known reference ids and
// images, and the search text and the commune recomputed from the merged texts.
import { samePhone } from '../../../common/phone.ts';
import { PROPERTY_ID_COLUMNS } from '../../../common/reference-lists.ts';
import type { TPropertyCreate, TPropertyUpdate } from '../../../common/schemas/admin-property.ts';
import { propertyIssues } from '../../../common/schemas/record-rules.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import type { properties } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { propertySearchText } from '../search/property-search-text.ts';
import { assertImagesExist } from './media-cleanup.ts';
import { communeOf } from './property-commune.ts';
import { assertReferenceIds } from '../reference/reference-lists.ts';
import { trustColumns } from '../trust/write.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyWrite = Partial<typeof properties.$inferInsert>;

const LOCALES = ['fr', 'en', 'ar'] as const;

/** The columns a body sets, with undefined (not given) left out. */
function given(input: TPropertyUpdate): PropertyWrite {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value;
  return values as PropertyWrite;
}

/** Fills wilaya_fr/en/ar from the fixed list when the id changes and the names are not given. */
function applyWilaya(values: PropertyWrite, input: TPropertyUpdate): void {
  if (input.wilaya_id === undefined) return;
  const wilaya = input.wilaya_id === null ? undefined : wilayaById(input.wilaya_id);
  for (const locale of LOCALES) {
    const key = `wilaya_${locale}` as const;
    if (!input[key]) values[key] = wilaya?.[locale] ?? '';
  }
}

/**
 * The body schemas' rules again, on the property as it will be once written (stored row merged
 * with the changes): an update may give one side of a rule only.
 */
function assertConsistent(merged: PropertyWrite): void {
  const [issue] = propertyIssues(merged, 'whole');
  if (issue) throw new DomainError(issue.code, issue.message, { field: issue.path });
}

/**
 * The columns to write for a create (no `existing`) or an update. Throws a 400 naming the field
 * on any broken rule, before anything is written.
 */
export async function propertyWrite(
  db: Db,
  input: TPropertyCreate | TPropertyUpdate,
  existing?: PropertyRow,
): Promise<PropertyWrite> {
  const values = propertyColumns(input, existing);
  await assertReferenceIds(
    db,
    Object.fromEntries(PROPERTY_ID_COLUMNS.map((field) => [field, input[field]])),
  );
  await assertImagesExist(db, input.images);
  Object.assign(values, await trustColumns(db, { ...existing, ...values }, input.images));
  return values;
}

/**
 * The columns a body sets, with the rules that need no database: empty values, the wilaya names,
 * the rules between fields on the merged record, the search text and the commune. A bulk write (the catalogue
 * import) checks the reference ids and images of many rows at once, then uses this.
 */
export function propertyColumns(
  input: TPropertyCreate | TPropertyUpdate,
  existing?: PropertyRow,
): PropertyWrite {
  const values = given(input);
  // A number sent back as the form shows it (the national form) is the stored one: kept as
  // stored, neither rewritten nor audited.
  for (const key of ['seller_phone', 'seller_whatsapp'] as const) {
    if (existing && key in values && samePhone(existing[key], values[key] ?? null)) {
      delete values[key];
    }
  }
  applyWilaya(values, input);
  assertConsistent({ ...existing, ...values });
  // Recomputed on every write, from the texts as they will be stored.
  values.search_text = propertySearchText({ ...existing, ...values });
  // The search's commune filter (decision 0081): from the wilaya and town as they will be stored.
  values.commune_id = communeOf({ ...existing, ...values });
  return values;
}
