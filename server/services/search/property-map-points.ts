// The points of the search map: every visible property matching the filters that has a position,
// as [id, latitude, longitude, shown price, rent flag] (compact: the map clusters them in the
// browser; common/schemas/map-points.ts). The same filters as the search (property-query.ts),
// including the shown (promotional) price.
import { asc, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  MAP_POINTS_LIMIT,
  type TMapPoint,
  type TMapPoints,
} from '../../../common/schemas/map-points.ts';
import type { TPropertyFilters } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { allOf, filterConditions, overlaps, promoActive } from '../property-query.ts';
import { UNDERSTOOD_LISTS, withUnderstoodText } from './query-filters.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';

export { MAP_POINTS_LIMIT };
export type MapPoint = TMapPoint;
export type MapPoints = TMapPoints;

export interface MapPointsOptions {
  /** The statuses that make a rent (their English name says so: common/search-query.ts). */
  rentStatusIds?: readonly number[];
  limit?: number;
}

const shownPrice = sql`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

export async function searchMapPoints(
  db: Db,
  filters: TPropertyFilters,
  { rentStatusIds = [], limit = MAP_POINTS_LIMIT }: MapPointsOptions = {},
): Promise<MapPoints> {
  // The typed words read as the list reads them (query-filters.ts): the same listings.
  if (filters.text) {
    filters = withUnderstoodText(filters, await loadReferenceItems(db, UNDERSTOOD_LISTS));
  }
  const conditions: SQL[] = [
    ...filterConditions(filters),
    isNotNull(p.latitude),
    isNotNull(p.longitude),
  ];
  if (filters.ispromo) conditions.push(promoActive);
  if (filters.min_price !== undefined) conditions.push(sql`${shownPrice} >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`${shownPrice} <= ${filters.max_price}`);
  const rent = rentStatusIds.length > 0 ? overlaps(p.property_statuses, rentStatusIds) : sql`false`;
  const rows = await db
    .select({
      id: p.id,
      lat: p.latitude,
      lng: p.longitude,
      price: sql<number>`${shownPrice}`.mapWith(Number),
      rent: sql<boolean>`${rent}`.mapWith(Boolean),
    })
    .from(p)
    .where(allOf(conditions))
    .orderBy(asc(p.id))
    .limit(limit + 1);
  const points = rows
    .slice(0, limit)
    .map((row): MapPoint => [
      row.id,
      Number(row.lat),
      Number(row.lng),
      row.price,
      row.rent ? 1 : 0,
    ]);
  return { points, truncated: rows.length > limit };
}
