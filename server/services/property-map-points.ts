// The points of the search map: every visible property matching the filters that has a position,
// as [id, latitude, longitude, shown price] (compact: the map clusters them in the browser).
// The same filters as the search (property-query.ts), including the shown (promotional) price.
import { asc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TPropertyFilters } from '../../common/schemas/search.ts';
import type { Db } from '../db/client.ts';
import { properties as p } from '../db/schema.ts';
import { allOf, filterConditions, promoActive } from './property-query.ts';

/** At most this many points are sent; the answer says when there were more. */
export const MAP_POINTS_LIMIT = 2000;

export type MapPoint = [id: number, lat: number, lng: number, price: number];

export interface MapPoints {
  points: MapPoint[];
  /** More properties matched than were sent. */
  truncated: boolean;
}

const shownPrice = sql`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

export async function searchMapPoints(
  db: Db,
  filters: TPropertyFilters,
  limit = MAP_POINTS_LIMIT,
): Promise<MapPoints> {
  const conditions: SQL[] = [
    ...filterConditions(filters),
    isNotNull(p.latitude),
    isNotNull(p.longitude),
  ];
  if (filters.ispromo) conditions.push(promoActive);
  if (filters.min_price !== undefined) conditions.push(sql`${shownPrice} >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`${shownPrice} <= ${filters.max_price}`);
  const rows = await db
    .select({
      id: p.id,
      lat: p.latitude,
      lng: p.longitude,
      price: sql<number>`${shownPrice}`.mapWith(Number),
    })
    .from(p)
    .where(allOf(conditions))
    .orderBy(asc(p.id))
    .limit(limit + 1);
  const points = rows
    .slice(0, limit)
    .map((row): MapPoint => [row.id, Number(row.lat), Number(row.lng), row.price]);
  return { points, truncated: rows.length > limit };
}
