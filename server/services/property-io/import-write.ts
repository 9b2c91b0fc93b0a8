// The writes of a confirmed import, one function per property created or updated, inside the
// import's transaction (`tx`): the same column rules as the back-office form (propertyWrite), so
// an imported property is stored exactly as one typed in. Anything that watches property changes
// (an audit log) hooks these two functions.
import { eq } from 'drizzle-orm';
import type { TPropertyCreate, TPropertyUpdate } from '../../../common/schemas/admin-property.ts';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { propertyWrite } from '../admin-property-input.ts';
import { DomainError } from '../domain-error.ts';

/** Answers the new property's id. */
export async function createImportedProperty(tx: Db, input: TPropertyCreate): Promise<number> {
  const values = await propertyWrite(tx, input);
  const [row] = await tx
    .insert(properties)
    .values(values as typeof properties.$inferInsert)
    .returning({ id: properties.id });
  return row!.id;
}

export async function updateImportedProperty(
  tx: Db,
  id: number,
  input: TPropertyUpdate,
): Promise<void> {
  const [existing] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!existing) {
    throw new DomainError('import.stale', `Property ${id} was deleted since the preview`);
  }
  const values = await propertyWrite(tx, input, existing);
  await tx
    .update(properties)
    .set({ ...values, updated_at: new Date(), stale_hidden_at: null })
    .where(eq(properties.id, id));
}
