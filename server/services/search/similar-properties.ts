// The similar properties under a property page (GET /api/properties/similar, and the page's
// loader): up to six visible listings, never the property itself, and never none while the
// catalogue has other listings — a visitor at the end of a listing always has somewhere to go.
//
// Closest matches first, then wider circles until six are found:
//   1. the same type and status, the shown price within 30% (same wilaya first, then the
//      nearest, then the closest price);
//   2. the same type and status in the same wilaya, at any price (the closest price first);
//   3. the same status (for sale or for rent like it) within the same budget, any type (same
//      wilaya first, then the closest price);
//   4. the same status anywhere, then any listing: the newest first.
// Each circle is ranked on narrow rows (ids, through the (wilaya, price) and status indexes) and
// stops at six; the cards are then read by id.
import { and, asc, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { TSimilarQuery } from '../../../common/schemas/search.ts';
import { SIMILAR_LIMIT } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { allOf, isVisible, overlaps, promoActive, promoNotActive } from '../property-query.ts';
import { cardsById } from './property-search.ts';
import { toCard } from '../pages/property-shape.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';
import { shownPrice } from './search-branches.ts';

interface Subject {
  id: number;
  types: number[];
  statuses: number[];
  wilaya_id: number | null;
  latitude: number | null;
  longitude: number | null;
  price: number;
}

/** "Shown price within ±30%", in the form the price indexes can answer (see priceBranches). */
function sameBudget(price: number): SQL {
  const low = Math.floor(price * 0.7);
  const high = Math.ceil(price * 1.3);
  return sql`((${promoNotActive} and ${p.base_price} between ${low} and ${high})
      or (${promoActive} and ${p.afterpromo_price} between ${low} and ${high}))`;
}

const sameTypes = (s: Subject) => (s.types.length ? [overlaps(p.property_types, s.types)] : []);
const sameStatuses = (s: Subject) =>
  s.statuses.length ? [overlaps(p.property_statuses, s.statuses)] : [];
const closestPrice = (s: Subject) => sql`abs(${shownPrice} - ${s.price})`;
const sameWilayaFirst = (s: Subject) =>
  s.wilaya_id === null ? [] : [sql`(${p.wilaya_id} = ${s.wilaya_id}) desc nulls last`];

/** Squared distance on a local flat projection: enough to rank neighbours. */
function nearestFirst(s: Subject): SQL[] {
  if (s.latitude === null || s.longitude === null) return [];
  const scale = Math.cos((s.latitude * Math.PI) / 180);
  return [
    sql`(power(${p.latitude} - ${s.latitude}, 2) + power((${p.longitude} - ${s.longitude}) * ${scale}, 2)) asc nulls last`,
  ];
}

/** One circle: its conditions and its order, taking up to `room` ids not yet chosen. */
async function circle(
  db: Db,
  s: Subject,
  chosen: number[],
  where: SQL[],
  order: SQL[],
): Promise<number[]> {
  const room = SIMILAR_LIMIT - chosen.length;
  if (room <= 0) return [];
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(
      allOf([isVisible, ne(p.id, s.id), notInArray(p.id, chosen.length ? chosen : [0]), ...where]),
    )
    .orderBy(...order, asc(p.id))
    .limit(room);
  return rows.map((row) => row.id);
}

/** The first circle: the same type, status and budget; the same wilaya is searched first. */
async function closeMatches(db: Db, s: Subject): Promise<number[]> {
  const where = [sameBudget(s.price), ...sameTypes(s), ...sameStatuses(s)];
  const order = [...nearestFirst(s), closestPrice(s)];
  if (s.wilaya_id === null) return circle(db, s, [], where, order);
  // When the wilaya has six, they are the answer, found through the (wilaya, price) index
  // instead of ranking the price band of every wilaya (decision 0021).
  const inWilaya = await circle(db, s, [], [...where, eq(p.wilaya_id, s.wilaya_id)], order);
  if (inWilaya.length === SIMILAR_LIMIT) return inWilaya;
  return [
    ...inWilaya,
    ...(await circle(db, s, inWilaya, where, [...sameWilayaFirst(s), ...order])),
  ];
}

/** The ids of up to six similar listings, closest circle first. */
async function similarIds(db: Db, s: Subject): Promise<number[]> {
  const chosen = await closeMatches(db, s);
  const wider: { where: SQL[]; order: SQL[] }[] = [
    ...(s.wilaya_id === null
      ? []
      : [
          {
            where: [...sameTypes(s), ...sameStatuses(s), eq(p.wilaya_id, s.wilaya_id)],
            order: [closestPrice(s)],
          },
        ]),
    {
      where: [sameBudget(s.price), ...sameStatuses(s)],
      order: [...sameWilayaFirst(s), closestPrice(s)],
    },
    { where: sameStatuses(s), order: [desc(p.created_at)] },
    { where: [], order: [desc(p.created_at)] },
  ];
  for (const { where, order } of wider) {
    if (chosen.length >= SIMILAR_LIMIT) break;
    chosen.push(...(await circle(db, s, chosen, where, order)));
  }
  return chosen;
}

/** Null when the property does not exist or is hidden. */
export async function findSimilarProperties(
  db: Db,
  query: TSimilarQuery,
): Promise<TPropertyList | null> {
  const { property_id: id, locale } = query;
  const [subject] = await db
    .select({
      id: p.id,
      types: p.property_types,
      statuses: p.property_statuses,
      wilaya_id: p.wilaya_id,
      latitude: p.latitude,
      longitude: p.longitude,
      price: sql<number>`${shownPrice}`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.id, id), isVisible));
  if (!subject) return null;
  const [ids, refs] = await Promise.all([
    similarIds(db, subject),
    loadReferenceItems(db, ['types', 'statuses']),
  ]);
  const rows = await cardsById(db, ids);
  const data = rows.map((row) => toCard(row, refs, locale as Language));
  return { data, total: data.length, total_exact: true, page: 1, limit: SIMILAR_LIMIT };
}
