// The quality score of rows written before the column existed (or inserted without it).
// Idempotent and cheap when nothing is missing (an index lookup); runs at start.
//
// The first image's perceptual hash is not back-filled: images uploaded before migration 0005
// have none, and the demo catalogue reuses a few drawn pictures across listings, which would all
// look like duplicates. A property gets its hash when it is saved with images.
import { isNull, sql } from 'drizzle-orm';
import { qualityScore } from '../../../common/listing-quality.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';

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
  await fillQualityScores(db);
}
