// The properties table's performance view (docs/decisions/0040): each row's counters over the
// last 30 days, and the order by one of them.
//
// The sums live in property_recent_counters: raised with every count (property-counters.ts) and
// rebuilt hourly from property_daily_stats, so the days that leave the window leave the sums
// within the hour. Summing 30 days of daily rows per request took 1.3-2 s at 100,000 listings;
// the table's row per listing with activity is joined by primary key instead. A page reads its
// rows' counters by primary key; a page ordered by a counter joins the table and sorts;
// listings without activity count 0 and come last (or first, least first), newest first.
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_STATS_DAYS,
  PERFORMANCE_COUNTERS,
  PERFORMANCE_ORDERS,
  type TPerformanceCounter,
  type TPerformanceCounts,
  type TPerformanceOrder,
} from '../../../common/schemas/property-performance.ts';
import type { Db } from '../../db/client.ts';
import {
  properties as p,
  propertyDailyStats as daily,
  propertyRecentCounters as recent,
} from '../../db/schema.ts';
import { statsDay } from './property-counters.ts';

/** The first day of the last 30 days (Algiers time). */
export const performanceFrom = (now = new Date()) => addDays(statsDay(now), 1 - DEFAULT_STATS_DAYS);

const zeros = (): TPerformanceCounts =>
  Object.fromEntries(PERFORMANCE_COUNTERS.map((name) => [name, 0])) as TPerformanceCounts;

const counterColumns = Object.fromEntries(
  PERFORMANCE_COUNTERS.map((name) => [name, recent[name]]),
) as Record<TPerformanceCounter, (typeof recent)[TPerformanceCounter]>;

/** Rebuilds the 30-day sums from the daily counts (the hourly job; about a second at 100,000). */
export async function refreshRecentCounters(db: Db, now = new Date()): Promise<void> {
  const from = performanceFrom(now);
  const sums = PERFORMANCE_COUNTERS.map((name) => sql`sum(${sql.identifier(name)})::int`);
  const names = sql.join(
    PERFORMANCE_COUNTERS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.delete(recent);
    await tx.execute(sql`
      insert into ${recent} (property_id, ${names})
      select property_id, ${sql.join(sums, sql`, `)}
      from ${daily} where ${daily.day} >= ${from}
      group by property_id`);
  });
}

/** The last 30 days' counters of some properties, zeros for those nobody looked at. */
export async function last30DaysOf(
  db: Db,
  ids: number[],
): Promise<Map<number, TPerformanceCounts>> {
  const counts = new Map(ids.map((id) => [id, zeros()]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ property_id: recent.property_id, ...counterColumns })
    .from(recent)
    .where(inArray(recent.property_id, ids));
  for (const row of rows) {
    const { property_id, ...values } = row;
    counts.set(property_id, { ...zeros(), ...values });
  }
  return counts;
}

export function isPerformanceOrder(order: string): order is TPerformanceOrder {
  return (PERFORMANCE_ORDERS as readonly string[]).includes(order);
}

/** One page of property ids ordered by a counter over the last 30 days. */
export async function idsByPerformance(
  db: Db,
  order: TPerformanceOrder,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const counter = order.slice(0, order.lastIndexOf('_')) as TPerformanceCounter;
  const descending = order.endsWith('_desc');
  const value = sql`coalesce(${recent[counter]}, 0)`;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .leftJoin(recent, eq(recent.property_id, p.id))
    .where(where)
    .orderBy(descending ? sql`${value} desc` : sql`${value} asc`, desc(p.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}
