// The communes of listings written before the column (migration 0020, decision 0081), filled
// once at start: the migration leaves a row in pending_backfills, removed when done. Cheap at a
// million listings: one read of the distinct (wilaya, town) pairs still without a commune, the
// names matched in code (property-commune.ts), then one UPDATE per batch of pairs joined on
// them, never a statement per listing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { pendingBackfills } from '../../db/schema.ts';
import { communeOf } from './property-commune.ts';

export const COMMUNE_BACKFILL = 'property_communes';

/** Pairs per UPDATE: five parameters each, well under 65,535. */
const PAIRS_PER_UPDATE = 1000;

interface Place {
  wilaya_id: number;
  city_fr: string;
  city_ar: string;
  city_en: string;
}

/** Sets commune_id where it is NULL and the town names a commune; answers how many rows. */
export async function fillPropertyCommunes(db: Db): Promise<number> {
  const rows = await selectRows<Place>(
    db,
    sql`select distinct wilaya_id, city_fr, city_ar, city_en from properties
      where commune_id is null and wilaya_id is not null`,
  );
  const found = rows.flatMap((place) => {
    const commune = communeOf(place);
    return commune === null ? [] : [{ ...place, commune }];
  });
  let updated = 0;
  for (let start = 0; start < found.length; start += PAIRS_PER_UPDATE) {
    const values = found
      .slice(start, start + PAIRS_PER_UPDATE)
      .map(
        (v) =>
          sql`(${v.wilaya_id}::smallint, ${v.city_fr}, ${v.city_ar}, ${v.city_en}, ${v.commune}::smallint)`,
      );
    const [result] = await selectRows<{ n: number }>(
      db,
      sql`with filled as (
        update properties set commune_id = v.commune
        from (values ${sql.join(values, sql`, `)}) as v(wilaya_id, city_fr, city_ar, city_en, commune)
        where properties.commune_id is null and properties.wilaya_id = v.wilaya_id
          and properties.city_fr = v.city_fr and properties.city_ar = v.city_ar
          and properties.city_en = v.city_en
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
  await db.transaction(async (tx) => {
    await fillPropertyCommunes(tx);
    await tx.delete(pendingBackfills).where(eq(pendingBackfills.name, COMMUNE_BACKFILL));
  });
}
