// Stored images and their users: checks that the images a property or an ad names exist, and
// removes the ones nothing uses any more (after a property or an ad is deleted or loses images):
// the media row and every stored width. Site images (static_name) are kept.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { ads, media, ownerLeads, properties } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import type { MediaStore } from '../../storage/store.ts';

/** Refuses (400) image paths that the upload did not store. */
export async function assertImagesExist(
  db: Db,
  images: readonly string[] | undefined,
  field = 'images',
): Promise<void> {
  if (!images || images.length === 0) return;
  const found = await db
    .select({ path: media.path })
    .from(media)
    .where(inArray(media.path, [...images]));
  const known = new Set(found.map((row) => row.path));
  const unknown = images.filter((path) => !known.has(path));
  if (unknown.length > 0) {
    throw new DomainError('image.unknown', `${field}: unknown image ${unknown.join(', ')}`, {
      field,
    });
  }
}

/** Paths among `paths` still used by a property, an ad or an owner lead (its photos). */
async function pathsInUse(db: Db, paths: string[]): Promise<Set<string>> {
  const list = sql`${sql.param(paths)}::text[]`;
  const rows = await selectRows<{ path: string }>(
    db,
    sql`
    select distinct u.path from ${properties}, unnest(${properties.images}) as u(path)
      where ${properties.images} && ${list} and u.path = any(${list})
    union
    select distinct u.path from ${ads}, unnest(${ads.images}) as u(path)
      where ${ads.images} && ${list} and u.path = any(${list})
    union
    select ${ads.bannerImage} from ${ads} where ${ads.bannerImage} = any(${list})
    union
    select distinct u.path from ${ownerLeads}, unnest(${ownerLeads.photos}) as u(path)
      where ${ownerLeads.photos} && ${list} and u.path = any(${list})`,
  );
  return new Set(rows.map((row) => row.path));
}

/** Deletes the images among `paths` that nothing uses; answers the paths removed. */
export async function removeUnusedImages(
  db: Db,
  store: MediaStore,
  paths: readonly (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(paths.filter((p): p is string => !!p))];
  if (candidates.length === 0) return [];
  const used = await pathsInUse(db, candidates);
  const unused = candidates.filter((path) => !used.has(path));
  if (unused.length === 0) return [];
  const removed = await db
    .delete(media)
    .where(and(inArray(media.path, unused), isNull(media.static_name)))
    .returning({ path: media.path, variants: media.variants });
  await deleteStoredVariants(store, removed);
  return removed.map((row) => row.path);
}

/** Deletes the files of removed media rows (a missing file is not an error). */
export async function deleteStoredVariants(
  store: MediaStore,
  rows: { variants: { path: string }[] }[],
): Promise<void> {
  for (const row of rows) {
    for (const variant of row.variants) {
      await store.delete(variant.path.replace(/^\/media\//, '')).catch(() => {});
    }
  }
}
