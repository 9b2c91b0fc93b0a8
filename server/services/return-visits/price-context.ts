// The price per m² of a property in context: the median price per m² of the visible properties of
// the same type (its first type) in the same wilaya, for sale (or sold) or for rent (or rented)
// like it, the property itself left out. With fewer than MIN_COMPARABLES there (fewer say
// nothing reliable), the same type and status in the whole country, said so on the page
// (`scope`); with fewer still, nothing is shown.
// The property's price per m² is the price its page shows — the promotional price while a
// promotion runs — since that is the figure the visitor reads beside it. The comparables' are
// their usual prices (the stored per m²): a median kept per catalogue version cannot follow
// promotions that end by the clock.
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import { MIN_COMPARABLES, type TPriceContext } from '../../../common/schemas/return-visits.ts';
import { wilayaName } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { localized } from '../localize.ts';
import { catalogueCache } from '../search/catalogue-cache.ts';
import { isVisible, overlaps } from '../property-query.ts';
import { shownPrice } from '../search/search-branches.ts';
import { loadReferenceItems, type ReferenceItems } from '../reference/reference-options.ts';
import { statusKind } from '../../../common/search-query.ts';

/** Null when the property does not exist or is hidden. */
export async function priceContext(
  db: Db,
  id: number,
  locale: Language,
): Promise<TPriceContext | null> {
  const [subject] = await db
    .select({
      types: p.property_types,
      statuses: p.property_statuses,
      wilaya_id: p.wilaya_id,
      price_per_m2: p.price_per_m2,
      base_price: p.base_price,
      shown_price: sql<number>`${shownPrice}`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.id, id), isVisible));
  if (!subject) return null;
  const stored = subject.price_per_m2 === null ? null : Number(subject.price_per_m2);
  // The group holds the property at its stored figure; the page compares the shown one.
  const own =
    stored === null || subject.base_price <= 0
      ? stored
      : Math.round((stored * subject.shown_price) / subject.base_price);
  const typeId = subject.types[0];
  const empty: TPriceContext = {
    available: false,
    comparables: 0,
    median_price_per_m2: null,
    price_per_m2: own,
    difference_percent: null,
    type: null,
    wilaya: null,
    scope: 'wilaya',
  };
  if (typeId === undefined || subject.wilaya_id === null) return empty;

  const refs = await loadReferenceItems(db, ['types', 'statuses']);
  const statuses = sameKindStatuses(subject.statuses, refs.statuses);
  const wilayaId = subject.wilaya_id;
  // Every price per m² of a group, sorted, kept until the catalogue changes: the median of a
  // big group (Alger's flats for sale: tens of thousands of rows at a million listings) is then
  // one read per catalogue version instead of a sort per page view.
  const group = (scope: 'wilaya' | 'country') =>
    catalogueCache(db).get(
      `price-context:${scope === 'wilaya' ? wilayaId : 'dz'}:${typeId}:${statuses.join(',')}`,
      async () => {
        const [row] = await db
          .select({
            values: sql<
              (string | number)[] | null
            >`array_agg(${p.price_per_m2} order by ${p.price_per_m2})`,
          })
          .from(p)
          .where(
            and(
              isVisible,
              scope === 'wilaya' ? eq(p.wilaya_id, wilayaId) : undefined,
              overlaps(p.property_types, [typeId]),
              // A rent per m² is no yardstick for a sale price: for sale or sold like it, or for
              // rent or rented like it.
              statuses.length ? overlaps(p.property_statuses, statuses) : undefined,
              sql`${p.price_per_m2} > 0`,
            ),
          );
        return (row?.values ?? []).map(Number);
      },
    );
  // The group holds the property itself when it has a price per m²: left out, once.
  const others = async (scope: 'wilaya' | 'country') =>
    withoutOne(await group(scope), stored !== null && stored > 0 ? stored : undefined);
  const inWilaya = await others('wilaya');
  const scope = inWilaya.length >= MIN_COMPARABLES ? 'wilaya' : 'country';
  const chosen = scope === 'wilaya' ? inWilaya : await others('country');
  const stats = { n: chosen.length, median: medianOf(chosen) };
  const comparables = stats.n;
  const type = refs.types.get(typeId);
  const context: TPriceContext = {
    ...empty,
    comparables,
    type: type ? { id: typeId, name: localized(type, 'name', locale) } : null,
    wilaya: { id: wilayaId, name: wilayaName(wilayaId, locale) },
    scope,
  };
  if (comparables < MIN_COMPARABLES || !stats.median) return context;
  const median = Math.round(stats.median);
  return {
    ...context,
    available: true,
    median_price_per_m2: median,
    difference_percent: own && own > 0 ? Math.round(((own - median) / median) * 100) : null,
  };
}

/**
 * The statuses of the same kind as the property's (statusKind: "for sale" and "sold" are sales,
 * "for rent" and "rented" rentals), sorted; its own when their kind is unknown.
 */
function sameKindStatuses(own: number[], items: ReferenceItems['statuses']): number[] {
  const kindOf = (id: number) => {
    const item = items.get(id);
    return item ? statusKind({ id: String(id), name_en: item.name_en }) : null;
  };
  const kinds = new Set(own.map(kindOf).filter((kind) => kind !== null));
  const ids = kinds.size ? [...items.keys()].filter((id) => kinds.has(kindOf(id)!)) : own;
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A sorted list without one occurrence of `value` (none when absent or undefined). */
function withoutOne(sorted: number[], value: number | undefined): number[] {
  const at = value === undefined ? -1 : sorted.indexOf(value);
  return at < 0 ? sorted : [...sorted.slice(0, at), ...sorted.slice(at + 1)];
}

/** The median of a sorted list, as percentile_cont(0.5) gives it; null when empty. */
function medianOf(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
