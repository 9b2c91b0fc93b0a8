// POST /api/admin/property/import/{id}/confirm: writes a checked preview, all or nothing, in one
// transaction. Refused for a preview with errors, expired, already confirmed, or made by another
// account. Photos named by address are fetched first (outside the transaction: the network is
// slow) from the hosts the settings allow; the others are reported, to attach by hand.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZPropertyCreateSchema,
  ZPropertyUpdateSchema,
} from '../../../common/schemas/admin-property.ts';
import type { TImportResult } from '../../../common/schemas/admin-property-io.ts';
import type { Db } from '../../db/client.ts';
import { propertyImports } from '../../db/schema.ts';
import type { MediaStore } from '../../storage/store.ts';
import type { AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import { createImportedProperties, updateImportedProperty } from './import-write.ts';
import { fetchAllowedImages } from './import-images.ts';
import { allowedImageHosts, importRows } from './import-preview.ts';

/** A property keeps at most this many photos (the form's limit). */
const MAX_IMAGES = 50;

/** The stored body read again (it passed at the preview; the schema's output is not JSON). */
function checked<S extends z.ZodType>(schema: S, body: unknown, line: number): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new DomainError('import.stale', `Row ${line} no longer passes the property rules`);
  }
  return parsed.data;
}

async function assertConfirmable(db: Db, importId: number, agentId: number, now: Date) {
  const [preview] = await db.select().from(propertyImports).where(eq(propertyImports.id, importId));
  if (!preview) throw new DomainError('import.not_found', `No import preview ${importId}`);
  if (preview.created_by !== agentId) {
    throw new DomainError('import.not_owner', 'Only the account that sent the file may confirm it');
  }
  if (preview.confirmed_at) {
    throw new DomainError('import.already_confirmed', 'This import was already confirmed');
  }
  if (preview.expires_at <= now) {
    throw new DomainError('import.expired', 'This preview expired: send the file again');
  }
  if (preview.error_count > 0) {
    throw new DomainError(
      'import.has_errors',
      `${preview.error_count} row(s) have errors: correct the file and send it again`,
    );
  }
}

export async function confirmImport(
  db: Db,
  store: MediaStore,
  importId: number,
  actor: AuditActor & { id: number },
): Promise<TImportResult> {
  const now = new Date();
  await assertConfirmable(db, importId, actor.id, now);
  const images = await fetchAllowedImages(
    db,
    store,
    importId,
    await allowedImageHosts(db),
    actor.id,
  );
  const audit = { actor, importId };

  return db.transaction(async (tx) => {
    // Claimed first: of two confirmations at once, the second finds it taken.
    const [claimed] = await tx
      .update(propertyImports)
      .set({ confirmed_at: now })
      .where(and(eq(propertyImports.id, importId), isNull(propertyImports.confirmed_at)))
      .returning({ id: propertyImports.id });
    if (!claimed) {
      throw new DomainError('import.already_confirmed', 'This import was already confirmed');
    }
    const result: TImportResult = {
      id: importId,
      created: 0,
      updated: 0,
      images_fetched: images.fetchedCount,
      images_set_aside: [],
    };
    for await (const slice of importRows(tx, importId)) {
      const bodies = slice.map((row) => {
        const body = { ...row.body };
        const own = (body.images as string[] | undefined) ?? [];
        const fetched = (images.fetched.get(row.line) ?? []).slice(0, MAX_IMAGES - own.length);
        if (fetched.length > 0) body.images = [...own, ...fetched];
        return body;
      });
      const creates = slice.flatMap((row, index) => (row.action === 'create' ? [index] : []));
      const createdIds = await createImportedProperties(
        tx,
        creates.map((index) => checked(ZPropertyCreateSchema, bodies[index], slice[index]!.line)),
        audit,
      );
      const idOf = new Map(creates.map((index, n) => [index, createdIds[n]!]));
      result.created += createdIds.length;
      for (const [index, row] of slice.entries()) {
        if (row.action === 'update') {
          const input = checked(ZPropertyUpdateSchema, bodies[index], row.line);
          await updateImportedProperty(tx, row.property_id!, input, audit);
          result.updated += 1;
        }
        const propertyId = idOf.get(index) ?? row.property_id!;
        for (const url of images.setAside.get(row.line) ?? []) {
          result.images_set_aside.push({ line: row.line, property_id: propertyId, url });
        }
      }
    }
    return result;
  });
}
