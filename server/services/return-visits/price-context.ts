// The price per m² of a property in context: the median price per m² of the visible properties of
// the same type (its first type) in the same wilaya, for sale or for rent like it (a shared
// status), the property itself left out. Shown only
// with at least MIN_COMPARABLES comparables: fewer say nothing reliable.
// The price per m² is the stored one (on the usual price, not a running promotion), for the
// property and its comparables alike, so the comparison is like for like.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import { MIN_COMPARABLES, type TPriceContext } from '../../../common/schemas/return-visits.ts';
import { wilayaName } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { localized } from '../localize.ts';
import { isVisible, overlaps } from '../property-query.ts';
import { loadReferenceItems } from '../reference-options.ts';

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
    })
    .from(p)
    .where(and(eq(p.id, id), isVisible));
  if (!subject) return null;
  const own = subject.price_per_m2 === null ? null : Number(subject.price_per_m2);
  const typeId = subject.types[0];
  const empty: TPriceContext = {
    available: false,
    comparables: 0,
    median_price_per_m2: null,
    price_per_m2: own,
    difference_percent: null,
    type: null,
    wilaya: null,
  };
  if (typeId === undefined || subject.wilaya_id === null) return empty;

  const [[stats], refs] = await Promise.all([
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${p.price_per_m2})`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(p)
      .where(
        and(
          isVisible,
          ne(p.id, id),
          eq(p.wilaya_id, subject.wilaya_id),
          overlaps(p.property_types, [typeId]),
          // A rent per m² is no yardstick for a sale price: the same status (any shared one).
          subject.statuses.length ? overlaps(p.property_statuses, subject.statuses) : undefined,
          sql`${p.price_per_m2} > 0`,
        ),
      ),
    loadReferenceItems(db, ['types']),
  ]);
  const comparables = stats?.n ?? 0;
  const type = refs.types.get(typeId);
  const context: TPriceContext = {
    ...empty,
    comparables,
    type: type ? { id: typeId, name: localized(type, 'name', locale) } : null,
    wilaya: { id: subject.wilaya_id, name: wilayaName(subject.wilaya_id, locale) },
  };
  if (comparables < MIN_COMPARABLES || !stats?.median) return context;
  const median = Math.round(stats.median);
  return {
    ...context,
    available: true,
    median_price_per_m2: median,
    difference_percent: own && own > 0 ? Math.round(((own - median) / median) * 100) : null,
  };
}
