// What visitors do to a property, counted for the dashboard: page views and seller-contact
// reveals, as totals on the property and per day in property_daily_stats.
import { and, eq, sql } from 'drizzle-orm';
import type { TSellerContact } from '../../common/schemas/property.ts';
import type { Db } from '../db/client.ts';
import { properties as p, propertyDailyStats } from '../db/schema.ts';
import { isVisible } from './property-query.ts';

/** The agency works on Algerian time (UTC+1, no daylight saving): a day starts at midnight there. */
export const STATS_TIME_ZONE = 'Africa/Algiers';

/** The stats day of an instant, `YYYY-MM-DD` in Algiers. */
export function statsDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(at);
}

type Counter = 'views' | 'phone_reveals';

async function bumpDaily(db: Db, propertyId: number, counter: Counter, day: string) {
  const column = propertyDailyStats[counter];
  await db
    .insert(propertyDailyStats)
    .values({ property_id: propertyId, day, [counter]: 1 })
    .onConflictDoUpdate({
      target: [propertyDailyStats.property_id, propertyDailyStats.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/**
 * Counts a view of a visible property's page (total and today's). The details page calls it;
 * answers false, counting nothing, when the property does not exist or is hidden.
 */
export async function recordPropertyView(db: Db, id: number, at = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(p)
      .set({ view_count: sql`${p.view_count} + 1` })
      .where(and(eq(p.id, id), isVisible))
      .returning({ id: p.id });
    if (updated.length === 0) return false;
    await bumpDaily(tx, id, 'views', statsDay(at));
    return true;
  });
}

/**
 * The seller's phone, WhatsApp and e-mail of a visible property, counting the reveal (total and
 * today's). Null when the property does not exist or is hidden.
 */
export async function revealSellerContact(
  db: Db,
  id: number,
  at = new Date(),
): Promise<TSellerContact | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(p)
      .set({ phone_reveals: sql`${p.phone_reveals} + 1` })
      .where(and(eq(p.id, id), isVisible))
      .returning({
        seller_phone: p.seller_phone,
        seller_whatsapp: p.seller_whatsapp,
        seller_email: p.seller_email,
      });
    if (!row) return null;
    await bumpDaily(tx, id, 'phone_reveals', statsDay(at));
    const clean = (value: string | null) => (value && value.trim() !== '' ? value : null);
    return {
      seller_phone: clean(row.seller_phone),
      seller_whatsapp: clean(row.seller_whatsapp),
      seller_email: clean(row.seller_email),
    };
  });
}
