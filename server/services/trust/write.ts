// What every property save recomputes for trust: the quality score and the perceptual hash of
// the first image (looked up in media, where the upload stored it).
import { eq } from 'drizzle-orm';
import { qualityScore } from '../../../common/listing-quality.ts';
import type { Db } from '../../db/client.ts';
import { media, type properties } from '../../db/schema.ts';

type PropertyWrite = Partial<typeof properties.$inferInsert>;

export async function trustColumns(
  db: Db,
  merged: PropertyWrite,
  images: readonly string[] | undefined,
): Promise<PropertyWrite> {
  const values: PropertyWrite = {
    quality_score: qualityScore({
      images: merged.images ?? [],
      description_fr: merged.description_fr ?? '',
      description_en: merged.description_en ?? '',
      description_ar: merged.description_ar ?? '',
      latitude: merged.latitude,
      longitude: merged.longitude,
      associated_documents: merged.associated_documents ?? [],
      youtube_url: merged.youtube_url,
    }),
  };
  if (images !== undefined) {
    const first = images[0];
    const [row] = first
      ? await db.select({ dhash: media.dhash }).from(media).where(eq(media.path, first))
      : [];
    values.first_image_dhash = row?.dhash ?? null;
  }
  return values;
}
