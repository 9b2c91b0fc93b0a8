// The properties table's performance view (docs/decisions/0040): each row's counters over the
// last 30 days, and the order by one of them.
//
// An ordinary page reads the counters of its 20 rows only (primary-key probes). A page ordered by
// a counter joins the period's sums per property (one pass over 30 days of property_daily_stats,
// which holds only the properties somebody looked at) and sorts; properties never looked at
// count 0 and come last (or first, least first), by id.
import { and, desc, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_STATS_DAYS,
  PERFORMANCE_COUNTERS,
  PERFORMANCE_ORDERS,
  type TPerformanceCounter,
  type TPerformanceCounts,
  type TPerformanceOrder,
} from '../../common/schemas/property-performance.ts';
import type { Db } from '../db/client.ts';
import { properties as p, propertyDailyStats as daily } from '../db/schema.ts';
import { statsDay } from './property-counters.ts';

const sums = () =>
  Object.fromEntries(
    PERFORMANCE_COUNTERS.map((name) => [name, sql<number>`sum(${daily[name]})::int`.as(name)]),
  ) as Record<TPerformanceCounter, SQL.Aliased<number>>;

/** The first day of the last 30 days (Algiers time). */
export const performanceFrom = (now = new Date()) => addDays(statsDay(now), 1 - DEFAULT_STATS_DAYS);

const zeros = (): TPerformanceCounts =>
  Object.fromEntries(PERFORMANCE_COUNTERS.map((name) => [name, 0])) as TPerformanceCounts;

/** The last 30 days' counters of some properties, zeros for those nobody looked at. */
export async function last30DaysOf(
  db: Db,
  ids: number[],
  now = new Date(),
): Promise<Map<number, TPerformanceCounts>> {
  const counts = new Map(ids.map((id) => [id, zeros()]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ property_id: daily.property_id, ...sums() })
    .from(daily)
    .where(and(inArray(daily.property_id, ids), gte(daily.day, performanceFrom(now))))
    .groupBy(daily.property_id);
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
  now = new Date(),
): Promise<number[]> {
  const counter = order.slice(0, order.lastIndexOf('_')) as TPerformanceCounter;
  const descending = order.endsWith('_desc');
  const period = db
    .select({
      property_id: daily.property_id,
      value: sql<number>`sum(${daily[counter]})`.as('value'),
    })
    .from(daily)
    .where(gte(daily.day, performanceFrom(now)))
    .groupBy(daily.property_id)
    .as('period');
  const value = sql`coalesce(${period.value}, 0)`;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .leftJoin(period, sql`${period.property_id} = ${p.id}`)
    .where(where)
    .orderBy(descending ? sql`${value} desc` : sql`${value} asc`, desc(p.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}
