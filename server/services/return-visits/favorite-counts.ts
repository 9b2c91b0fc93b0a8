// Anonymous favourite counts: visitors keep their favourites in the browser; each heart given or
// taken back is counted per property (no visitor identity is stored). The dashboard lists the
// most favourited properties.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties as p, propertyFavorites as f, savedSearches } from '../../db/schema.ts';
import { isVisible } from '../property-query.ts';

/**
 * Counts one add or remove. Adding needs a visible property; removing works on any existing one
 * (a property hidden since keeps its count right). Answers the property's current count, or null
 * when there is no such property.
 */
export async function recordFavorite(
  db: Db,
  propertyId: number,
  action: 'add' | 'remove',
): Promise<number | null> {
  const [property] = await db
    .select({ id: p.id })
    .from(p)
    .where(action === 'add' ? and(eq(p.id, propertyId), isVisible) : eq(p.id, propertyId));
  if (!property) return null;
  const adding = action === 'add';
  const [row] = await db
    .insert(f)
    .values({
      property_id: propertyId,
      favorites: adding ? 1 : 0,
      adds: adding ? 1 : 0,
      removes: adding ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: f.property_id,
      set: adding
        ? { favorites: sql`${f.favorites} + 1`, adds: sql`${f.adds} + 1`, updated_at: sql`now()` }
        : {
            favorites: sql`greatest(${f.favorites} - 1, 0)`,
            removes: sql`${f.removes} + 1`,
            updated_at: sql`now()`,
          },
    })
    .returning({ favorites: f.favorites });
  return row?.favorites ?? 0;
}

export const MOST_FAVORITED = 10;

/** The dashboard's "most favourited" and the e-mail alerts in use. */
export async function favoriteStats(db: Db) {
  const [top, [totals], [alerts]] = await Promise.all([
    db
      .select({
        id: p.id,
        name: sql<string>`coalesce(nullif(${p.name_fr}, ''), nullif(${p.name_en}, ''), ${p.name_ar})`,
        favorites: f.favorites,
        adds: f.adds,
        removes: f.removes,
        is_visible: p.isVisible,
      })
      .from(f)
      .innerJoin(p, eq(p.id, f.property_id))
      .where(gt(f.favorites, 0))
      .orderBy(desc(f.favorites), desc(f.adds), desc(p.id))
      .limit(MOST_FAVORITED),
    db
      .select({
        favorites: sql<number>`coalesce(sum(${f.favorites}), 0)`.mapWith(Number),
        properties: sql<number>`count(*) filter (where ${f.favorites} > 0)`.mapWith(Number),
      })
      .from(f),
    db
      .select({
        active:
          sql<number>`count(*) filter (where ${savedSearches.confirmed_at} is not null and ${savedSearches.unsubscribed_at} is null)`.mapWith(
            Number,
          ),
        pending:
          sql<number>`count(*) filter (where ${savedSearches.confirmed_at} is null and ${savedSearches.unsubscribed_at} is null)`.mapWith(
            Number,
          ),
      })
      .from(savedSearches),
  ]);
  return {
    top,
    total_favorites: totals?.favorites ?? 0,
    favorited_properties: totals?.properties ?? 0,
    alerts: { active: alerts?.active ?? 0, pending: alerts?.pending ?? 0 },
  };
}
