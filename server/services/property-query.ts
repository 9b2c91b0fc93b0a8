// The SQL pieces of the public property queries: the visibility rule, the running-promotion
// test, each search filter as an indexable condition, and the columns of a list card.
import { and, eq, gte, isNotNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { REFERENCE_LISTS } from '../../common/reference-lists.ts';
import { normalizeSearchText } from '../../common/text-search.ts';
import type { TPropertyFilters } from '../../common/schemas/search.ts';
import { withWilayaNamesAsFilter } from './search/keyword-places.ts';
import { properties as p } from '../db/schema.ts';
import { areaConditions } from './search/area-query.ts';
import { placeConditions } from './search/place-conditions.ts';

/** Only visible properties ever reach the public API. */
export const isVisible = eq(p.isVisible, true);

/**
 * A promotion runs while it is flagged, has a promotional price and has not ended: the SQL form of
 * common/promotion.ts isPromoRunning (a test holds them equal). Its price is then the one shown,
 * searched and sorted on (properties' `price`); otherwise base_price is.
 */
export const promoRunningAt = (now: SQL) =>
  sql`(${p.ispromo} and ${p.afterpromo_price} is not null and (${p.promotion_end_date} is null or ${p.promotion_end_date} > ${now}))`;
export const promoActive = promoRunningAt(sql`now()`);
export const promoNotActive = sql`not ${promoActive}`;

/** Living area, else land area: what "area" sorts on (the same rule as price_per_m2). */
export const areaExpression = sql`coalesce(nullif(${p.living_area}, 0), ${p.land_area})`;

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Any of these ids in an id-list column: one `&&` test, answered by its GIN index. */
export const overlaps = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} && ${idArray(ids)}::integer[]`;

export function between(column: AnyColumn, min?: number, max?: number): SQL[] {
  const conditions: SQL[] = [];
  if (min !== undefined) conditions.push(gte(column, min));
  if (max !== undefined) conditions.push(lte(column, max));
  return conditions;
}

/** At most this many keyword words are used (each one must match). */
const MAX_WORDS = 8;

export function keywordWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The keyword's words, each a substring of the search column (normalised text of the three
 * languages), answered by the trigram index or rechecked on rows walked in order.
 */
export function keywordConditions(text: string | undefined): SQL[] {
  return keywordWords(text).map((word) => sql`${p.search_text} like ${`%${word}%`}`);
}

/**
 * Every filter except the price range, which depends on the running promotion and is applied per
 * branch by the search (see property-search.ts). Always includes the visibility rule. Wilaya
 * names in the keyword are read as the wilaya filter (keyword-places.ts). `areaBox: false`: an
 * area without its lat/lng box (area-query.ts areaConditions).
 */
export function filterConditions(filters: TPropertyFilters, { areaBox = true } = {}): SQL[] {
  const f = withWilayaNamesAsFilter(filters);
  const conditions: SQL[] = [isVisible, ...keywordConditions(f.text)];

  // Each reference list's parameter as an overlap on its id-list column, in the rows' order.
  for (const { column, apiParam } of REFERENCE_LISTS) {
    const ids = f[apiParam];
    if (ids?.length) conditions.push(overlaps(p[column], ids));
  }
  // One wilaya or commune as `=`, so its (place, base_price) index also gives the price order.
  conditions.push(...placeConditions(f));

  conditions.push(
    ...between(p.land_area, f.min_land_area, f.max_land_area),
    ...between(p.living_area, f.min_living_area, f.max_living_area),
    ...between(p.price_per_m2, f.min_price_per_m2, f.max_price_per_m2),
    ...between(p.latitude, f.min_lat, f.max_lat),
    ...between(p.longitude, f.min_lng, f.max_lng),
    ...between(p.num_bedrooms, f.min_bedrooms, f.max_bedrooms),
    ...between(p.num_bathrooms, f.min_bathrooms, f.max_bathrooms),
    ...between(p.num_rooms, f.min_rooms, f.max_rooms),
    ...between(p.num_floors, f.min_floors, f.max_floors),
  );
  conditions.push(...areaConditions(f, { box: areaBox }));
  if (f.isANePasManquer) conditions.push(eq(p.isANePasManquer, true));
  if (f.isSelected) conditions.push(eq(p.isSelected, true));
  if (f.verified) conditions.push(isNotNull(p.verified_at));
  return conditions;
}

export const allOf = (conditions: SQL[]): SQL => and(...conditions) ?? sql`true`;

/** The columns a list card needs (see property-shape.ts toCard). */
export const cardColumns = {
  id: p.id,
  name_fr: p.name_fr,
  name_en: p.name_en,
  name_ar: p.name_ar,
  address_fr: p.address_fr,
  address_en: p.address_en,
  address_ar: p.address_ar,
  city_fr: p.city_fr,
  city_en: p.city_en,
  city_ar: p.city_ar,
  wilaya_id: p.wilaya_id,
  wilaya_fr: p.wilaya_fr,
  wilaya_en: p.wilaya_en,
  wilaya_ar: p.wilaya_ar,
  base_price: p.base_price,
  afterpromo_price: p.afterpromo_price,
  promotion_end_date: p.promotion_end_date,
  promo_active: sql<boolean>`${promoActive}`.as('promo_active'),
  price_dropped_at: p.price_dropped_at,
  living_area: p.living_area,
  land_area: p.land_area,
  price_per_m2: p.price_per_m2,
  num_rooms: p.num_rooms,
  num_bedrooms: p.num_bedrooms,
  num_bathrooms: p.num_bathrooms,
  images: p.images,
  property_types: p.property_types,
  property_statuses: p.property_statuses,
  latitude: p.latitude,
  longitude: p.longitude,
  isBanner: p.isBanner,
  isANePasManquer: p.isANePasManquer,
  isSelected: p.isSelected,
  verified_at: p.verified_at,
  created_at: p.created_at,
};
