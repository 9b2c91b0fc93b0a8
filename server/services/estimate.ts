// The free estimate (issue 36, decision 0064): the spread of the prices of comparable visible
// listings — same kind (sale or rent, sold and rented included: their price is the last one
// asked) and same type, with a known price per m² — taken from the nearest place that has
// enough of them: the commune, then the wilaya, then the wilaya and its nearest neighbours.
// Promotional prices never count: a promotion is a short-lived discount, not the market.
import { inArray, ne, sql } from 'drizzle-orm';
import {
  ESTIMATE_MIN_COMPARABLES,
  ESTIMATE_SCOPES,
  type TEstimate,
  type TEstimateQuery,
  type TEstimateRange,
  type TEstimateScope,
} from '../../common/schemas/estimate.ts';
import { statusesForPage } from '../../common/search-query.ts';
import { normalizeSearchText } from '../../common/text-search.ts';
import { nearestWilayas } from '../../common/wilaya-neighbours.ts';
import { wilayaById } from '../../common/wilayas.ts';
import type { Db } from '../db/client.ts';
import { properties as p } from '../db/schema.ts';
import { allOf, isVisible, overlaps } from './property-query.ts';
import { getFilterOptions } from './reference/reference-options.ts';

/** The wilayas the widest scope adds: the nearest chief towns stand in for the borders. */
export const ESTIMATE_NEIGHBOURS = 4;

interface Comparable {
  wilaya_id: number;
  city: string[];
  price: number;
  price_per_m2: number;
}

/**
 * The q-th quantile of sorted values by linear interpolation between the closest ranks: what
 * PostgreSQL's percentile_cont and most spreadsheets (QUARTILE.INC) give.
 */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

function quartiles(values: readonly number[], times = 1): TEstimateRange {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(quantile(sorted, q) * times);
  return { low: at(0.25), median: at(0.5), high: at(0.75) };
}

/** The area the owner's figure is for: living area, else land area (as price_per_m2 takes it). */
function ownerArea(query: TEstimateQuery): number | null {
  if (query.living_area) return query.living_area;
  if (query.land_area) return query.land_area;
  return null;
}

/**
 * `exclude`: a listing left out of its own comparables (the owner's report compares the listing
 * with the others).
 */
export async function estimate(
  db: Db,
  query: TEstimateQuery,
  { exclude }: { exclude?: number } = {},
): Promise<TEstimate> {
  const wilaya = wilayaById(query.wilaya);
  const neighbours = wilaya ? nearestWilayas(wilaya, ESTIMATE_NEIGHBOURS).map((w) => w.id) : [];
  const wilayas = [query.wilaya, ...neighbours];
  // The kind's statuses, sold and rented included (their price is the last one asked).
  const statuses = (await getFilterOptions(db, 'fr')).statuses;
  const statusIds = statusesForPage(query.kind, statuses).map(Number);

  const conditions = [
    isVisible,
    overlaps(p.property_types, [query.type]),
    inArray(p.wilaya_id, wilayas),
    sql`${p.price_per_m2} is not null`,
  ];
  if (exclude !== undefined) conditions.push(ne(p.id, exclude));
  if (query.rooms !== undefined) {
    conditions.push(sql`${p.num_rooms} between ${query.rooms - 1} and ${query.rooms + 1}`);
  }
  const rows: Comparable[] =
    statusIds.length === 0
      ? []
      : (
          await db
            .select({
              wilaya_id: p.wilaya_id,
              city_fr: p.city_fr,
              city_en: p.city_en,
              city_ar: p.city_ar,
              price: p.base_price,
              price_per_m2: p.price_per_m2,
            })
            .from(p)
            .where(allOf([...conditions, overlaps(p.property_statuses, statusIds)]))
        ).map((row) => ({
          wilaya_id: Number(row.wilaya_id),
          city: [row.city_fr, row.city_en, row.city_ar].map(normalizeSearchText),
          price: Number(row.price),
          price_per_m2: Number(row.price_per_m2),
        }));

  const commune = query.commune ? normalizeSearchText(query.commune) : '';
  const inScope: Record<TEstimateScope, (row: Comparable) => boolean> = {
    commune: (row) => row.wilaya_id === query.wilaya && row.city.includes(commune),
    wilaya: (row) => row.wilaya_id === query.wilaya,
    neighbours: () => true,
  };
  const scopes = ESTIMATE_SCOPES.filter((scope) => scope !== 'commune' || commune !== '');
  let scope: TEstimateScope = 'neighbours';
  let chosen: Comparable[] = [];
  for (const candidate of scopes) {
    scope = candidate;
    chosen = rows.filter(inScope[candidate]);
    if (chosen.length >= ESTIMATE_MIN_COMPARABLES) break;
  }

  const base = {
    comparables: chosen.length,
    scope,
    wilayas: scope === 'neighbours' ? wilayas : [query.wilaya],
  };
  if (chosen.length < ESTIMATE_MIN_COMPARABLES) {
    return { available: false, ...base, price: null, price_per_m2: null };
  }
  const perM2 = chosen.map((row) => row.price_per_m2);
  const area = ownerArea(query);
  return {
    available: true,
    ...base,
    price: area === null ? quartiles(chosen.map((row) => row.price)) : quartiles(perM2, area),
    price_per_m2: quartiles(perM2),
  };
}
