// The dashboard's lead figures: the median first-response time and the leads of the last 30
// days, leads per week (12 weeks), and the conversion from page views (property_daily_stats) to
// leads by the listing's first type and by wilaya.
import { and, asc, between, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { TLeadStats } from '../../../common/schemas/lead.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import {
  agents,
  leads,
  ownerLeads,
  properties,
  propertyDailyStats,
  propertyTypes,
} from '../../db/schema.ts';
import { visibleLeads, type LeadViewer } from './lead-access.ts';
import { statsDay } from '../listings/property-counters.ts';

const DAY = 86_400_000;
const WEEKS = 12;

/** Monday 00:00 UTC of the week of `at`. */
function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

type Grouped = { id: number | null; views: number | string; leads: number | string };

/** Views and leads per key (an SQL expression on `properties`), 10 keys with most views. */
function conversion(db: Db, key: ReturnType<typeof sql>, sinceDay: string, since: Date) {
  return selectRows<Grouped>(
    db,
    sql`with v as (
          select ${key} as id, sum(${propertyDailyStats.views}) as views
          from ${propertyDailyStats} join ${properties}
            on ${properties.id} = ${propertyDailyStats.property_id}
          where ${propertyDailyStats.day} >= ${sinceDay}
          group by 1
        ), l as (
          select ${key} as id, count(*) as leads
          from ${leads} join ${properties} on ${properties.id} = ${leads.property_id}
          where ${leads.created_at} >= ${since}
          group by 1
        )
        select coalesce(v.id, l.id) as id, coalesce(v.views, 0) as views,
               coalesce(l.leads, 0) as leads
        from v full join l on v.id = l.id
        where coalesce(v.id, l.id) is not null
        order by 2 desc, 3 desc
        limit 10`,
  );
}

/** Owners' mandates ending from today to 30 days on, soonest first (decision 0066). */
async function mandatesEnding(db: Db, viewer: LeadViewer | null, now: Date) {
  const today = statsDay(now);
  const until = statsDay(new Date(now.getTime() + 30 * DAY));
  const rows = await db
    .select({
      lead_id: leads.id,
      full_name: leads.full_name,
      mandate_type: ownerLeads.mandate_type,
      mandate_end: ownerLeads.mandate_end,
      property_id: leads.property_id,
      agent_username: agents.username,
    })
    .from(ownerLeads)
    .innerJoin(leads, eq(leads.id, ownerLeads.lead_id))
    .leftJoin(agents, eq(agents.id, leads.agent_id))
    .where(
      and(
        isNotNull(ownerLeads.mandate_type),
        between(ownerLeads.mandate_end, today, until),
        ne(leads.status, 'lost'),
        viewer ? visibleLeads(viewer) : undefined,
      ),
    )
    .orderBy(asc(ownerLeads.mandate_end), asc(leads.id))
    .limit(50);
  return rows.map((row) => ({
    ...row,
    mandate_type: row.mandate_type!,
    mandate_end: row.mandate_end!,
  }));
}

export async function leadStats(
  db: Db,
  now = new Date(),
  viewer: LeadViewer | null = null,
): Promise<TLeadStats> {
  const since = new Date(now.getTime() - 30 * DAY);
  const sinceDay = statsDay(since);
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY);
  const [[summary], weeks, byType, byWilaya, types, mandates] = await Promise.all([
    selectRows<{ received: number | string; responded: number | string; median: number | null }>(
      db,
      sql`select count(*) as received,
                 count(${leads.first_response_at}) as responded,
                 percentile_cont(0.5) within group (
                   order by extract(epoch from ${leads.first_response_at} - ${leads.created_at})
                 ) filter (where ${leads.first_response_at} is not null) as median
          from ${leads} where ${leads.created_at} >= ${since}`,
    ),
    selectRows<{ week: string | Date; leads: number | string }>(
      db,
      sql`select date_trunc('week', ${leads.created_at} at time zone 'UTC') as week,
                 count(*) as leads
          from ${leads} where ${leads.created_at} >= ${firstWeek}
          group by 1`,
    ),
    conversion(db, sql`${properties.property_types}[1]`, sinceDay, since),
    conversion(db, sql`${properties.wilaya_id}::integer`, sinceDay, since),
    db.select({ id: propertyTypes.id, name: propertyTypes.name_fr }).from(propertyTypes),
    mandatesEnding(db, viewer, now),
  ]);

  const perWeek = new Map<string, number>();
  for (const row of weeks) {
    const week = row.week instanceof Date ? row.week : new Date(`${row.week}Z`);
    perWeek.set(week.toISOString().slice(0, 10), Number(row.leads));
  }
  const typeNames = new Map(types.map((type) => [type.id, type.name]));
  const named = (rows: Grouped[], name: (id: number) => string) =>
    rows.map((row) => ({
      id: Number(row.id),
      name: name(Number(row.id)),
      views: Number(row.views),
      leads: Number(row.leads),
    }));
  const median = summary?.median;
  return {
    last_30_days: {
      received: Number(summary?.received ?? 0),
      responded: Number(summary?.responded ?? 0),
    },
    median_first_response_seconds:
      median === null || median === undefined ? null : Math.round(Number(median)),
    per_week: Array.from({ length: WEEKS }, (_, i) => {
      const week = new Date(firstWeek.getTime() + i * 7 * DAY).toISOString().slice(0, 10);
      return { week, leads: perWeek.get(week) ?? 0 };
    }),
    conversion_by_type: named(byType, (id) => typeNames.get(id) ?? `#${id}`),
    conversion_by_wilaya: named(byWilaya, (id) => wilayaById(id)?.fr ?? `#${id}`),
    mandates_ending: mandates,
  };
}
