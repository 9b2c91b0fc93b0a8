// Adds an image to the library: processed and stored (storage/images.ts), then recorded.
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { storeImage, type ProcessedImage } from '../../storage/images.ts';
import type { MediaStore } from '../../storage/store.ts';
import { deleteStoredVariants } from './media-cleanup.ts';

export async function addImage(
  db: Db,
  store: MediaStore,
  input: Buffer,
  details: { originalName: string; staticName?: string; uploadedBy?: number },
): Promise<ProcessedImage> {
  const image = await storeImage(store, input);
  // The widths are stored before the row: if the row cannot be written, they must not stay.
  await db
    .insert(media)
    .values({
      path: image.path,
      original_name: details.originalName,
      static_name: details.staticName ?? null,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      variants: image.variants,
      uploaded_by: details.uploadedBy ?? null,
      dhash: image.dhash,
    })
    .catch(async (error: unknown) => {
      await deleteStoredVariants(store, [image]);
      throw error;
    });
  return image;
}
