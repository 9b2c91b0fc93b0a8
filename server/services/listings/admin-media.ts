// Uploaded images: checks each file (kind from its bytes, size), stores the good ones through the
// media library (re-encoded, metadata stripped, several widths), names site images, lists and
// deletes library entries.
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TList } from '../../../common/schemas/primitives.ts';
import type {
  TMediaItem,
  TMediaQuery,
  TUploadedFile,
} from '../../../common/schemas/admin-media.ts';
import { MAX_UPLOAD_BYTES } from '../../../common/schemas/admin-media.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { ads, media, ownerLeads, properties } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { ImageSizeError } from '../../storage/image-size.ts';
import { sniffImageType } from '../../storage/image-type.ts';
import { UnreadableImageError } from '../../storage/images.ts';
import type { MediaStore } from '../../storage/store.ts';
import { deleteStoredVariants, removeUnusedImages } from './media-cleanup.ts';
import { addImage } from './media-library.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

export interface IncomingFile {
  originalName: string;
  data: Buffer;
  /** The upload stopped at the size limit: `data` is incomplete. */
  truncated: boolean;
}

const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Checks and stores one uploaded file; never throws for a bad file, it says why instead. */
export async function uploadImage(
  db: Db,
  store: MediaStore,
  file: IncomingFile,
  uploadedBy?: number,
): Promise<TUploadedFile> {
  const originalName = file.originalName;
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) {
    return {
      path: '',
      status: 'too_big',
      originalName,
      message: `L'image ${originalName} est trop grande (${megabytes} Mo au plus).`,
    };
  }
  const type = sniffImageType(file.data.subarray(0, 64));
  if (!type) {
    return {
      path: '',
      status: 'invalid',
      originalName,
      message: `${originalName} n'est pas une image JPEG, PNG, WebP, AVIF ou HEIC.`,
    };
  }
  try {
    const image = await addImage(db, store, file.data, { originalName, uploadedBy });
    return { path: image.path, status: 'ok', originalName };
  } catch (error) {
    if (error instanceof ImageSizeError) {
      return {
        path: '',
        status: 'invalid',
        originalName,
        message: `${originalName} : ${error.message}.`,
      };
    }
    if (!(error instanceof UnreadableImageError)) throw error;
    return {
      path: '',
      status: 'invalid',
      originalName,
      message:
        type === 'heic'
          ? `${originalName} : le format HEIC n'est pas lu par ce serveur, envoyez un JPEG.`
          : `${originalName} est une image illisible ou endommagée.`,
    };
  }
}

/**
 * Stores a named site image (hero, about, logo…); a previous image of that name loses the name
 * and is removed when nothing else uses it.
 */
export async function uploadStaticImage(
  db: Db,
  store: MediaStore,
  file: IncomingFile,
  staticName: string,
  actor: AuditActor & { id: number },
): Promise<TUploadedFile> {
  const result = await uploadImage(db, store, file, actor.id);
  if (result.status === 'too_big') throw new DomainError('image.too_large', result.message!);
  if (result.status !== 'ok') throw new DomainError('image.unreadable', result.message!);
  const previous = await db.transaction(async (tx) => {
    const old = await tx
      .update(media)
      .set({ static_name: null })
      .where(eq(media.static_name, staticName))
      .returning({ path: media.path });
    await tx.update(media).set({ static_name: staticName }).where(eq(media.path, result.path));
    await recordAudit(tx, {
      actor,
      action: old.length > 0 ? 'update' : 'create',
      entity: 'site_image',
      label: staticName,
      changes: {
        path: { ...(old[0] ? { before: old[0].path } : {}), after: result.path },
        original_name: { after: result.originalName },
      },
    });
    return old.map((row) => row.path);
  });
  await removeUnusedImages(db, store, previous);
  return result;
}

type MediaRow = typeof media.$inferSelect;
const toItem = (row: MediaRow): TMediaItem => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function listMedia(db: Db, query: TMediaQuery): Promise<TList<TMediaItem>> {
  const where =
    query.kind === 'static'
      ? isNotNull(media.static_name)
      : query.kind === 'upload'
        ? isNull(media.static_name)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.created_at), desc(media.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { data: rows.map(toItem), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** Deletes an image from the library, unless a property or an ad still shows it (400). */
export async function deleteMedia(
  db: Db,
  store: MediaStore,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new DomainError('image.not_found', `No image with id ${id}`);
  const [usage] = await selectRows<{ properties: number; ads: number; owner_leads: number }>(
    db,
    sql`select
      (select count(*)::int from ${properties} where ${properties.images} @> array[${row.path}]::text[]) as properties,
      (select count(*)::int from ${ads} where ${ads.images} @> array[${row.path}]::text[]
         or ${ads.bannerImage} = ${row.path}) as ads,
      (select count(*)::int from ${ownerLeads} where ${ownerLeads.photos} @> array[${row.path}]::text[]) as owner_leads`,
  );
  // An owner lead's photos are the owner's: kept while the lead is (decision 0065).
  const used =
    Number(usage?.properties ?? 0) + Number(usage?.ads ?? 0) + Number(usage?.owner_leads ?? 0);
  if (used > 0) {
    throw new DomainError(
      'image.in_use',
      `This image is still used by ${usage?.properties ?? 0} propert(ies), ${usage?.ads ?? 0} ad(s) and ${usage?.owner_leads ?? 0} owner lead(s): remove it from them first`,
    );
  }
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.delete(media).where(eq(media.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: row.static_name ? 'site_image' : 'image',
      entityId: id,
      label: row.static_name ?? row.original_name,
      changes: { path: { before: row.path } },
    });
    return rows;
  });
  await deleteStoredVariants(store, deleted);
}
