// The communes of listings written before the column (migration 0020, decision 0081), filled
// once at start: the migration leaves a row in pending_backfills, removed when done. No statement
// per listing: one read of the distinct (wilaya, town) pairs still without a commune, the names
// matched in code (property-commune.ts), then one UPDATE per pair that names a commune, each
// committed on its own (a start stopped midway goes on where it was; no transaction holds a
// million rows). Rewriting the rows is the cost: every index gets the new row version.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { pendingBackfills } from '../../db/schema.ts';
import { communeOf } from './property-commune.ts';

export const COMMUNE_BACKFILL = 'property_communes';

interface Place {
  wilaya_id: number;
  city_fr: string;
  city_ar: string;
  city_en: string;
}

/** Sets commune_id where it is NULL and the town names a commune; answers how many rows. */
export async function fillPropertyCommunes(db: Db): Promise<number> {
  const places = await selectRows<Place>(
    db,
    sql`select distinct wilaya_id, city_fr, city_ar, city_en from properties
      where commune_id is null and wilaya_id is not null`,
  );
  let updated = 0;
  for (const place of places) {
    const commune = communeOf(place);
    if (commune === null) continue;
    // The wilaya's index finds the pair's rows; counted in SQL, not returned.
    const [result] = await selectRows<{ n: number }>(
      db,
      sql`with filled as (
        update properties set commune_id = ${commune}
        where commune_id is null and wilaya_id = ${place.wilaya_id}
          and city_fr = ${place.city_fr} and city_ar = ${place.city_ar}
          and city_en = ${place.city_en}
        returning 1)
      select count(*)::int as n from filled`,
    );
    updated += result?.n ?? 0;
  }
  return updated;
}

/** Runs the backfill when migration 0020 asked for it, then forgets it. */
export async function backfillPropertyCommunes(db: Db): Promise<void> {
  const [pending] = await db
    .select()
    .from(pendingBackfills)
    .where(eq(pendingBackfills.name, COMMUNE_BACKFILL));
  if (!pending) return;
  await fillPropertyCommunes(db);
  await db.delete(pendingBackfills).where(eq(pendingBackfills.name, COMMUNE_BACKFILL));
}
