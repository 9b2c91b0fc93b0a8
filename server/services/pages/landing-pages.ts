// The figures of the landing pages (/properties/sell/oran/appartement): how many available
// listings each wilaya has per kind and per type (the sitemap lists the pages that have some, an empty
// page suggests those that do), and the median price per m² of one page.
import { eq, sql } from 'drizzle-orm';
import type { LandingKind } from '../../../common/landing-address.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import { availableStatusesForPage } from '../../../common/search-query.ts';
import { landingPath } from '../../../common/slugs.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { catalogueCache } from '../search/catalogue-cache.ts';
import { allOf, isVisible, overlaps } from '../property-query.ts';
import { getFilterOptions } from '../reference/reference-options.ts';

/** Listings of one kind in one wilaya: all of them (type null) or of one type. */
export interface LandingCount {
  kind: LandingKind;
  wilaya_id: number;
  type_id: number | null;
  count: number;
}

/** The statuses that make a listing appear on the sell and on the rent pages. */
export type KindStatuses = Record<LandingKind, readonly number[]>;

/**
 * The statuses of each kind a landing page lists: its available ones, not sold or rented, so that
 * each count equals the list it links to (common/search-query.ts availableStatusesForPage).
 */
export function kindStatuses(statuses: readonly TFilterOption[]): KindStatuses {
  const of = (kind: LandingKind) => availableStatusesForPage(kind, statuses).map(Number);
  return { sell: of('sell'), rent: of('rent') };
}

/** Below this many listings with a known price per m², a median says little: none is shown. */
export const MEDIAN_MIN_LISTINGS = 5;

async function countsOfKind(db: Db, kind: LandingKind, statusIds: readonly number[]) {
  if (statusIds.length === 0) return [];
  // One pass: per wilaya (all types) and per wilaya and type; a listing of two types counts once
  // in its wilaya's total.
  const rows = await db
    .select({
      wilaya_id: p.wilaya_id,
      type_id: sql<number | null>`t.id`,
      n: sql<number>`count(distinct ${p.id})::int`,
    })
    .from(p)
    .leftJoin(sql`lateral unnest(${p.property_types}) as t(id)`, sql`true`)
    .where(
      allOf([isVisible, sql`${p.wilaya_id} is not null`, overlaps(p.property_statuses, statusIds)]),
    )
    .groupBy(sql`grouping sets ((${p.wilaya_id}), (${p.wilaya_id}, t.id))`)
    .having(sql`grouping(t.id) = 1 or t.id is not null`);
  return rows.map((row) => ({
    kind,
    wilaya_id: Number(row.wilaya_id),
    type_id: row.type_id === null ? null : Number(row.type_id),
    count: Number(row.n),
  }));
}

/** Every landing page that has at least one visible listing, with its count. */
export async function countLandingListings(db: Db, kinds: KindStatuses): Promise<LandingCount[]> {
  const key = `landing-counts:${kinds.sell.join(',')}:${kinds.rent.join(',')}`;
  return catalogueCache(db).get(key, async () => {
    const [sell, rent] = await Promise.all([
      countsOfKind(db, 'sell', kinds.sell),
      countsOfKind(db, 'rent', kinds.rent),
    ]);
    return [...sell, ...rent];
  });
}

/**
 * The median price per m² of one page's listings and how many it is taken over; null below
 * MEDIAN_MIN_LISTINGS of them.
 */
export async function medianPricePerM2(
  db: Db,
  page: { statusIds: readonly number[]; wilayaId: number; typeId: number | null },
): Promise<{ median: number; listings: number } | null> {
  if (page.statusIds.length === 0) return null;
  const conditions = [
    isVisible,
    eq(p.wilaya_id, page.wilayaId),
    overlaps(p.property_statuses, page.statusIds),
    sql`${p.price_per_m2} is not null`,
  ];
  if (page.typeId !== null) conditions.push(overlaps(p.property_types, [page.typeId]));
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${p.price_per_m2})`,
    })
    .from(p)
    .where(allOf(conditions));
  if (!row || Number(row.n) < MEDIAN_MIN_LISTINGS || row.median === null) return null;
  return { median: Math.round(Number(row.median)), listings: Number(row.n) };
}

/**
 * The landing pages the sitemap lists: those with at least one visible listing, in a stable
 * order (kind, wilaya, then all types before each type in staff's order).
 */
export async function listLandingPaths(db: Db): Promise<string[]> {
  const options = await getFilterOptions(db, 'fr');
  const types = new Map(options.types.map((type, index) => [Number(type.id), { type, index }]));
  const counts = await countLandingListings(db, kindStatuses(options.statuses));
  const order = (typeId: number | null) => (typeId === null ? -1 : types.get(typeId)!.index);
  return counts
    .filter((row) => row.count > 0 && (row.type_id === null || types.has(row.type_id)))
    .sort(
      (a, b) =>
        a.kind.localeCompare(b.kind) ||
        a.wilaya_id - b.wilaya_id ||
        order(a.type_id) - order(b.type_id),
    )
    .flatMap((row) => {
      const wilaya = wilayaById(row.wilaya_id);
      if (!wilaya) return [];
      return [
        landingPath(row.kind, wilaya, row.type_id === null ? null : types.get(row.type_id)!.type),
      ];
    });
}
