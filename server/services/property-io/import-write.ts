// The writes of a confirmed import, inside its transaction: the new properties in bulk, each
// update one by one, with the same column rules as the back-office form (propertyWrite), so
// an imported property is stored exactly as one typed in, and with the same audit entries: one
// per property created or changed, by the account that confirmed, naming the import.
import { eq, inArray } from 'drizzle-orm';
import { PROPERTY_ID_COLUMNS, type TPropertyIdField } from '../../../common/reference-lists.ts';
import type { TPropertyCreate, TPropertyUpdate } from '../../../common/schemas/admin-property.ts';
import type { Db } from '../../db/client.ts';
import { media, properties } from '../../db/schema.ts';
import { propertyColumns, propertyWrite } from '../listings/admin-property-input.ts';
import { assertImagesExist } from '../listings/media-cleanup.ts';
import { assertReferenceIds } from '../reference/reference-lists.ts';
import { trustColumns } from '../trust/write.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, recordAudits, type AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';

/** Rows of one insert statement: ~60 columns each, well under 65,535 parameters. */
const INSERT_CHUNK = 500;

/**
 * Creates many properties with the form's rules, checking the reference ids, the images and the
 * first images' hashes of all of them in a few queries instead of a few per property (a
 * 100,000-row import otherwise takes an hour). Answers the new ids in the order given.
 */
/** Who confirmed which import: the audit entries' actor, and the import they name. */
export interface ImportAudit {
  actor: AuditActor;
  importId: number;
}

/** Written in each entry of an import beside the fields, so the log tells form from file. */
const importMark = (importId: number) => ({ import: { after: importId } });

export async function createImportedProperties(
  tx: Db,
  inputs: readonly TPropertyCreate[],
  audit: ImportAudit,
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const ids = Object.fromEntries(
    PROPERTY_ID_COLUMNS.map((field) => [
      field,
      [...new Set(inputs.flatMap((input) => input[field] ?? []))],
    ]),
  ) as Record<TPropertyIdField, number[]>;
  await assertReferenceIds(tx, ids);
  const images = [...new Set(inputs.flatMap((input) => input.images ?? []))];
  await assertImagesExist(tx, images);
  const firsts = [...new Set(inputs.flatMap((input) => input.images?.slice(0, 1) ?? []))];
  const hashes = new Map(
    firsts.length
      ? (
          await tx
            .select({ path: media.path, dhash: media.dhash })
            .from(media)
            .where(inArray(media.path, firsts))
        ).map((row) => [row.path, row.dhash])
      : [],
  );
  const rows = await Promise.all(
    inputs.map(async (input) => {
      const values = propertyColumns(input);
      // Without `images`, trustColumns reads nothing: the quality score only.
      Object.assign(values, await trustColumns(tx, values, undefined));
      const first = input.images?.[0];
      values.first_image_dhash = first ? (hashes.get(first) ?? null) : null;
      return values as typeof properties.$inferInsert;
    }),
  );
  const created: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await tx
      .insert(properties)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .returning();
    created.push(...inserted.map((row) => row.id));
    await recordAudits(
      tx,
      inserted.map((row) => ({
        actor: audit.actor,
        action: 'create' as const,
        entity: 'property' as const,
        entityId: row.id,
        label: row.name_fr,
        changes: {
          ...importMark(audit.importId),
          ...fieldChanges(null, row, ['id', 'verified_at', 'verified_by']),
        },
      })),
    );
  }
  return created;
}

export async function updateImportedProperty(
  tx: Db,
  id: number,
  input: TPropertyUpdate,
  audit: ImportAudit,
): Promise<void> {
  const [existing] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!existing) {
    throw new DomainError('import.stale', `Property ${id} was deleted since the preview`);
  }
  const values = await propertyWrite(tx, input, existing);
  const [updated] = await tx
    .update(properties)
    .set({ ...values, updated_at: new Date(), stale_hidden_at: null })
    .where(eq(properties.id, id))
    .returning();
  const changes = fieldChanges(existing, updated!);
  // A row of the file that changes nothing leaves no entry, as a form saved unchanged does not.
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, {
    actor: audit.actor,
    action: 'update',
    entity: 'property',
    entityId: id,
    label: updated!.name_fr,
    changes: { ...importMark(audit.importId), ...changes },
  });
}
