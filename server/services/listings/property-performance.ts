// One property's performance for the back-office (GET /api/admin/property/{id}/stats): its daily
// counters over a period, every day present (zeros filled), and their totals.
//
// The figures come from daily sources, each a query answering some counters per day. Another
// table's daily figures join by adding one source: the enquiries (leads), the visit requests and
// the visits done do. The owner's report (decision 0070) reads its weeks from here too.
import { and, between, count, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  daySpan,
  addDays,
  PERFORMANCE_COUNTERS,
  STATS_SERIES,
  statsPeriod,
  type TPerformanceCounter,
  type TStatsSeries,
  type TStatsCounts,
  type TPropertyStats,
  type TPropertyStatsQuery,
} from '../../../common/schemas/property-performance.ts';
import type { Db } from '../../db/client.ts';
import {
  leads,
  properties as p,
  propertyDailyStats as daily,
  visitRequests,
} from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { statsDay } from './property-counters.ts';

type DayRow = { day: string } & Partial<Record<TStatsSeries, number>>;

/** A query of some daily counters of a property from one day to another, both included. */
interface DailySource {
  query(db: Db, propertyId: number, from: string, to: string, now: Date): Promise<DayRow[]>;
}

const counterColumns = Object.fromEntries(
  PERFORMANCE_COUNTERS.map((name) => [name, daily[name]]),
) as Record<TPerformanceCounter, (typeof daily)[TPerformanceCounter]>;

/** The stats day (`YYYY-MM-DD`, Algiers time, as statsDay) of a timestamp column. */
const algiersDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'Africa/Algiers', 'YYYY-MM-DD')`;

/** Rows of a table about the property, counted per Algiers day of one of their times. */
function perDay(
  name: 'leads' | 'visits' | 'visits_done',
  table: typeof leads | typeof visitRequests,
  at: AnyPgColumn,
  only: (now: Date) => SQL | undefined = () => undefined,
): DailySource {
  return {
    query: async (db, propertyId, from, to, now) => {
      const day = algiersDay(at);
      const rows = await db
        .select({ day, total: count() })
        .from(table)
        .where(and(eq(table.property_id, propertyId), between(day, from, to), only(now)))
        .groupBy(day);
      return rows.map((row) => ({ day: row.day, [name]: Number(row.total) }));
    },
  };
}

const SOURCES: DailySource[] = [
  {
    // What visitors do on the site (property-counters.ts), one row per property and day.
    query: (db, propertyId, from, to) =>
      db
        .select({ day: daily.day, ...counterColumns })
        .from(daily)
        .where(and(eq(daily.property_id, propertyId), between(daily.day, from, to))),
  },
  // Enquiries about it (« Demandes ») and visit requests, as they came in. The owner lead the
  // listing was made from points at it too, but it is not an enquiry: buyer leads only.
  perDay('leads', leads, leads.created_at, () => eq(leads.kind, 'buyer')),
  perDay('visits', visitRequests, visitRequests.created_at),
  // Visits done: confirmed, on the day they took place, once their time has come.
  perDay('visits_done', visitRequests, visitRequests.confirmed_start, (now) =>
    and(eq(visitRequests.status, 'confirmed'), lte(visitRequests.confirmed_start, now)),
  ),
];

const zeros = (): TStatsCounts =>
  Object.fromEntries(STATS_SERIES.map((name) => [name, 0])) as TStatsCounts;

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
    SOURCES.map((source) => source.query(db, propertyId, from, to, now)),
  );
  for (const row of answers.flat()) {
    const point = byDay.get(row.day);
    if (!point) continue;
    for (const name of STATS_SERIES) {
      const value = Number(row[name] ?? 0);
      point[name] += value;
      totals[name] += value;
    }
  }
  return { property_id: propertyId, from, to, days, totals };
}
