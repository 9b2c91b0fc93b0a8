// One property's performance for the back-office (GET /api/admin/property/{id}/stats): its daily
// counters over a period, every day present (zeros filled), and their totals.
//
// The figures come from daily sources, each a query answering some counters per day. Another
// table's daily figures (enquiries, visits) join by adding one source and its counter names.
import { and, between, eq } from 'drizzle-orm';
import {
  daySpan,
  addDays,
  PERFORMANCE_COUNTERS,
  statsPeriod,
  type TPerformanceCounter,
  type TPerformanceCounts,
  type TPropertyStats,
  type TPropertyStatsQuery,
} from '../../common/schemas/property-performance.ts';
import type { Db } from '../db/client.ts';
import { properties as p, propertyDailyStats as daily } from '../db/schema.ts';
import { DomainError } from './domain-error.ts';
import { statsDay } from './property-counters.ts';

type DayRow = { day: string } & Partial<Record<TPerformanceCounter, number>>;

/** A query of some daily counters of a property from one day to another, both included. */
interface DailySource {
  query(db: Db, propertyId: number, from: string, to: string): Promise<DayRow[]>;
}

const counterColumns = Object.fromEntries(
  PERFORMANCE_COUNTERS.map((name) => [name, daily[name]]),
) as Record<TPerformanceCounter, (typeof daily)[TPerformanceCounter]>;

const SOURCES: DailySource[] = [
  {
    // What visitors do on the site (property-counters.ts), one row per property and day.
    query: (db, propertyId, from, to) =>
      db
        .select({ day: daily.day, ...counterColumns })
        .from(daily)
        .where(and(eq(daily.property_id, propertyId), between(daily.day, from, to))),
  },
];

const zeros = (): TPerformanceCounts =>
  Object.fromEntries(PERFORMANCE_COUNTERS.map((name) => [name, 0])) as TPerformanceCounts;

export async function propertyStats(
  db: Db,
  propertyId: number,
  query: TPropertyStatsQuery,
  now = new Date(),
): Promise<TPropertyStats> {
  const { from, to } = statsPeriod(query, statsDay(now));
  const [property] = await db.select({ id: p.id }).from(p).where(eq(p.id, propertyId));
  if (!property) throw new DomainError('property.not_found', `No property with id ${propertyId}`);

  const length = daySpan(from, to);
  const days = Array.from({ length }, (_, index) => ({ day: addDays(from, index), ...zeros() }));
  const byDay = new Map(days.map((point) => [point.day, point]));
  const totals = zeros();
  const answers = await Promise.all(
    SOURCES.map((source) => source.query(db, propertyId, from, to)),
  );
  for (const row of answers.flat()) {
    const point = byDay.get(row.day);
    if (!point) continue;
    for (const name of PERFORMANCE_COUNTERS) {
      const value = Number(row[name] ?? 0);
      point[name] += value;
      totals[name] += value;
    }
  }
  return { property_id: propertyId, from, to, days, totals };
}
