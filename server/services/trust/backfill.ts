// Trust columns of rows written before they existed, or by bulk inserts: the first image's
// perceptual hash (copied from media) and the quality score. Idempotent; runs at start.
import { isNull, sql } from 'drizzle-orm';
import { qualityScore } from '../../../common/listing-quality.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';

/** Copies media.dhash of each property's first image where it is missing. */
export async function fillFirstImageHashes(db: Db): Promise<void> {
  await db.execute(sql`
    update properties set first_image_dhash = m.dhash
    from media m
    where m.path = properties.images[1] and m.dhash is not null
      and properties.first_image_dhash is distinct from m.dhash`);
}

const BATCH = 500;

/** Computes quality_score where it is NULL, a batch at a time. Answers how many rows. */
export async function fillQualityScores(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: p.id,
        images: p.images,
        description_fr: p.description_fr,
        description_en: p.description_en,
        description_ar: p.description_ar,
        latitude: p.latitude,
        longitude: p.longitude,
        associated_documents: p.associated_documents,
        youtube_url: p.youtube_url,
      })
      .from(p)
      .where(isNull(p.quality_score))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const pairs = rows.map((row) => sql`(${row.id}::integer, ${qualityScore(row)}::smallint)`);
    await db.execute(sql`
      update properties set quality_score = v.score
      from (values ${sql.join(pairs, sql`, `)}) as v(id, score)
      where properties.id = v.id`);
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}

export async function backfillTrustColumns(db: Db): Promise<void> {
  await fillFirstImageHashes(db);
  await fillQualityScores(db);
}
