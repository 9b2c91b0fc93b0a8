// Properties in the back-office: read, create, update, delete, flag toggles. Hidden properties
// are included everywhere here (the public API shows visible ones only). The list with its
// filters is admin-property-query.ts; input rules are admin-property-input.ts.
import { eq, sql } from 'drizzle-orm';
import type {
  TAdminProperty,
  TPropertyCreate,
  TPropertyFlag,
  TPropertyUpdate,
} from '../../../common/schemas/admin-property.ts';
import { isPromoRunning } from '../../../common/promotion.ts';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import type { MediaStore } from '../../storage/store.ts';
import { propertyWrite, type PropertyRow } from './admin-property-input.ts';
import { removeUnusedImages } from './media-cleanup.ts';
import { staleAt } from '../trust/stale.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { toggleFlagWithAudit } from '../audit/toggle.ts';

export function toAdminProperty(row: PropertyRow, now = new Date()): TAdminProperty {
  const { search_text: _searchText, first_image_dhash: _dhash, ...rest } = row;
  return {
    ...rest,
    verified_at: row.verified_at?.toISOString() ?? null,
    stale_hidden_at: row.stale_hidden_at?.toISOString() ?? null,
    stale: staleAt(row.updated_at, now),
    promotion_end_date: row.promotion_end_date?.toISOString() ?? null,
    promo_active: isPromoRunning(row, now),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const missing = (id: number) => new DomainError('property.not_found', `No property with id ${id}`);

/** The property, hidden or not, or null when no property has this id. */
export async function getAdminProperty(db: Db, id: number): Promise<TAdminProperty | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row ? toAdminProperty(row) : null;
}

export async function createAdminProperty(
  db: Db,
  input: TPropertyCreate,
  actor: AuditActor,
): Promise<TAdminProperty> {
  const row = await db.transaction(async (tx) => {
    const values = await propertyWrite(tx, input);
    const [created] = await tx
      .insert(properties)
      .values(values as typeof properties.$inferInsert)
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'property',
      entityId: created!.id,
      label: created!.name_fr,
      changes: fieldChanges(null, created!, ['id', 'verified_at', 'verified_by']),
    });
    return created!;
  });
  return toAdminProperty(row);
}

/** Applies the given keys only; nothing is written when any rule fails. */
export async function updateAdminProperty(
  db: Db,
  store: MediaStore,
  id: number,
  input: TPropertyUpdate,
  actor: AuditActor,
): Promise<TAdminProperty> {
  const { row, dropped } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!existing) throw missing(id);
    const values = await propertyWrite(tx, input, existing);
    const [updated] = await tx
      .update(properties)
      // A save is a review: a listing the stale job unpublished is no longer marked so.
      .set({ ...values, updated_at: new Date(), stale_hidden_at: null })
      .where(eq(properties.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'property',
      entityId: id,
      label: updated!.name_fr,
      changes: fieldChanges(existing, updated!),
    });
    const kept = new Set(updated!.images);
    return { row: updated!, dropped: existing.images.filter((path) => !kept.has(path)) };
  });
  await removeUnusedImages(db, store, dropped);
  return toAdminProperty(row);
}

/** Deletes a property, then its images that no other property or ad uses. */
export async function deleteAdminProperty(
  db: Db,
  store: MediaStore,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(properties)
      .where(eq(properties.id, id))
      .returning({ images: properties.images, name_fr: properties.name_fr });
    if (!row) throw missing(id);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'property',
      entityId: id,
      label: row.name_fr,
    });
    return row;
  });
  await removeUnusedImages(db, store, deleted.images);
}

/** Flips one of the five flags; answers its new value. */
export async function togglePropertyFlag(
  db: Db,
  id: number,
  field: TPropertyFlag,
  actor: AuditActor,
): Promise<boolean> {
  const column = properties[field];
  return toggleFlagWithAudit(db, {
    entity: 'property',
    id,
    field,
    actor,
    missing: () => missing(id),
    flip: async (tx) => {
      const [row] = await tx
        .update(properties)
        // Touches updated_at like any edit, so a listing the stale job hid is no longer marked so.
        .set({ [field]: sql`not ${column}`, updated_at: new Date(), stale_hidden_at: null })
        .where(eq(properties.id, id))
        .returning({ value: column, name_fr: properties.name_fr });
      return row;
    },
  });
}
