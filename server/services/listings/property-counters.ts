// What visitors do to a property, counted for the back-office: page views, seller-contact
// reveals, taps on the call and WhatsApp links, shares and favourites, per day in
// property_daily_stats (views and reveals also as totals on the property). Each counter takes one
// per visitor, property and day (docs/decisions/0040); robots are never counted.
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  algiersToday,
  type TPerformanceCounter,
} from '../../../common/schemas/property-performance.ts';
import type { TSellerContact } from '../../../common/schemas/property.ts';
import type { Db } from '../../db/client.ts';
import {
  properties as p,
  propertyCounterVisitors as seen,
  propertyDailyStats,
  propertyRecentCounters as recent,
} from '../../db/schema.ts';
import { isVisible } from '../property-query.ts';

/**
 * The stats day of an instant, `YYYY-MM-DD` in Algiers: the agency works on Algerian time (UTC+1,
 * no daylight saving), a day starts at midnight there.
 */
export const statsDay = (at: Date = new Date()): string => algiersToday(at);

/** The totals kept on the property itself (the table's and the dashboard's all-time figures). */
const TOTALS: Partial<Record<TPerformanceCounter, 'view_count' | 'phone_reveals'>> = {
  views: 'view_count',
  phone_reveals: 'phone_reveals',
};

/** A visitor's key for the day (visitor-key.ts), or null for a robot. */
export type VisitorKey = string | null;

/** `not_found`: no such property, or hidden; `not_counted`: a robot, or already counted today. */
export type CountResult = 'counted' | 'not_counted' | 'not_found';

/**
 * Counts one event of a visible property for a visitor, once a day. The visitor's key must be
 * made for the same day (`statsDay(at)`).
 */
export async function countPropertyEvent(
  db: Db,
  propertyId: number,
  counter: TPerformanceCounter,
  visitor: VisitorKey,
  at = new Date(),
): Promise<CountResult> {
  return db.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.id, propertyId), isVisible));
    if (!property) return 'not_found';
    if (visitor === null) return 'not_counted';
    const day = statsDay(at);
    const first = await tx
      .insert(seen)
      .values({ day, property_id: propertyId, counter, visitor })
      .onConflictDoNothing()
      .returning({ day: seen.day });
    if (first.length === 0) return 'not_counted';
    const total = TOTALS[counter];
    if (total) {
      await tx
        .update(p)
        .set({ [total]: sql`${p[total]} + 1` })
        .where(eq(p.id, propertyId));
    }
    const column = propertyDailyStats[counter];
    await tx
      .insert(propertyDailyStats)
      .values({ property_id: propertyId, day, [counter]: 1 })
      .onConflictDoUpdate({
        target: [propertyDailyStats.property_id, propertyDailyStats.day],
        set: { [counter]: sql`${column} + 1` },
      });
    await tx
      .insert(recent)
      .values({ property_id: propertyId, [counter]: 1 })
      .onConflictDoUpdate({
        target: recent.property_id,
        set: { [counter]: sql`${recent[counter]} + 1` },
      });
    return 'counted';
  });
}

/** Counts a view of a visible property's page; false when it does not exist or is hidden. */
export async function recordPropertyView(
  db: Db,
  id: number,
  visitor: VisitorKey,
  at = new Date(),
): Promise<boolean> {
  return (await countPropertyEvent(db, id, 'views', visitor, at)) !== 'not_found';
}

/**
 * The seller's phone, WhatsApp and e-mail of a visible property, counting the reveal (once a
 * day per visitor). Null when the property does not exist or is hidden.
 */
export async function revealSellerContact(
  db: Db,
  id: number,
  visitor: VisitorKey,
  at = new Date(),
): Promise<TSellerContact | null> {
  if ((await countPropertyEvent(db, id, 'phone_reveals', visitor, at)) === 'not_found') return null;
  const [row] = await db
    .select({
      seller_phone: p.seller_phone,
      seller_whatsapp: p.seller_whatsapp,
      seller_email: p.seller_email,
    })
    .from(p)
    .where(eq(p.id, id));
  if (!row) return null;
  const clean = (value: string | null) => (value && value.trim() !== '' ? value : null);
  return {
    seller_phone: clean(row.seller_phone),
    seller_whatsapp: clean(row.seller_whatsapp),
    seller_email: clean(row.seller_email),
  };
}

/** Days a visitor's key is kept: today's is needed, yesterday's covers clocks near midnight. */
export const VISITOR_KEY_DAYS = 3;

/** Deletes the visitor keys older than VISITOR_KEY_DAYS (the day starts the primary key). */
export async function pruneCounterVisitors(db: Db, at = new Date()): Promise<void> {
  const oldest = statsDay(new Date(at.getTime() - (VISITOR_KEY_DAYS - 1) * 86_400_000));
  await db.delete(seen).where(lt(seen.day, oldest));
}
