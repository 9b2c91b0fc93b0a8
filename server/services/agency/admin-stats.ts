// The dashboard's figures in one call: catalogue totals, ads, agents, unread messages, and the
// last 30 days of views and phone reveals (one point per day, zeros filled) with the top 5.
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { STATS_DAYS, type TAdminStats } from '../../../common/schemas/admin-stats.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { promoRunningAt } from '../property-query.ts';

const { properties: p, propertyDailyStats: daily } = schema;

/** Stats days are Algiers days (UTC+1), as the public counters record them. */
const TIME_ZONE = 'Africa/Algiers';
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const n = (value: unknown) => Number(value ?? 0);

async function countsByItem(db: Db, table: schema.ReferenceListTable, column: PgColumn) {
  const rows = await db
    .select({ id: table.id, name: table.name_fr, count: count(p.id) })
    .from(table)
    .leftJoin(p, sql`${column} @> array[${table.id}]`)
    .groupBy(table.id, table.name_fr, table.sort_order)
    .orderBy(asc(table.sort_order), asc(table.id));
  return rows.map((row) => ({ id: row.id, name: row.name, count: n(row.count) }));
}

export async function adminStats(db: Db, now = new Date()): Promise<TAdminStats> {
  const to = dayOf(now);
  const from = addDays(to, -(STATS_DAYS - 1));
  const inWindow = and(gte(daily.day, from), lte(daily.day, to));
  const [[totals], byStatus, byType, [ads], [agents], [messages], perDay, top] = await Promise.all([
    db
      .select({
        total: count(),
        visible: count(sql`case when ${p.isVisible} then 1 end`),
        promo: count(
          sql`case when ${promoRunningAt(sql`${now.toISOString()}::timestamptz`)} then 1 end`,
        ),
        banner: count(sql`case when ${p.isBanner} then 1 end`),
        mustSee: count(sql`case when ${p.isANePasManquer} then 1 end`),
        selected: count(sql`case when ${p.isSelected} then 1 end`),
      })
      .from(p),
    countsByItem(db, schema.propertyStatuses, p.property_statuses),
    countsByItem(db, schema.propertyTypes, p.property_types),
    db
      .select({ total: count(), visible: count(sql`case when ${schema.ads.isVisible} then 1 end`) })
      .from(schema.ads),
    db
      .select({
        total: count(),
        superadmins: count(sql`case when ${schema.agents.type} = 'superadmin' then 1 end`),
      })
      .from(schema.agents),
    db
      .select({
        total: count(),
        unread: count(sql`case when ${schema.contactMessages.read_at} is null then 1 end`),
      })
      .from(schema.contactMessages),
    db
      .select({
        day: daily.day,
        views: sql<number>`sum(${daily.views})::int`,
        phone_reveals: sql<number>`sum(${daily.phone_reveals})::int`,
      })
      .from(daily)
      .where(inWindow)
      .groupBy(daily.day),
    db
      .select({
        id: p.id,
        name: p.name_fr,
        views: sql<number>`sum(${daily.views})::int`,
        phone_reveals: sql<number>`sum(${daily.phone_reveals})::int`,
      })
      .from(daily)
      .innerJoin(p, eq(p.id, daily.property_id))
      .where(inWindow)
      .groupBy(p.id, p.name_fr)
      .orderBy(desc(sql`sum(${daily.views})`), desc(sql`sum(${daily.phone_reveals})`), asc(p.id))
      .limit(5),
  ]);

  const byDay = new Map(perDay.map((row) => [String(row.day), row]));
  const series = Array.from({ length: STATS_DAYS }, (_, index) => {
    const day = addDays(from, index);
    const row = byDay.get(day);
    return { day, views: n(row?.views), phone_reveals: n(row?.phone_reveals) };
  });
  const total = n(totals?.total);
  const visible = n(totals?.visible);
  return {
    properties: {
      total,
      visible,
      hidden: total - visible,
      promo_active: n(totals?.promo),
      banner: n(totals?.banner),
      must_see: n(totals?.mustSee),
      selected: n(totals?.selected),
      by_status: byStatus,
      by_type: byType,
    },
    ads: { total: n(ads?.total), visible: n(ads?.visible) },
    agents: { total: n(agents?.total), superadmins: n(agents?.superadmins) },
    messages: { total: n(messages?.total), unread: n(messages?.unread) },
    last_30_days: {
      from,
      to,
      views: series.reduce((sum, point) => sum + point.views, 0),
      phone_reveals: series.reduce((sum, point) => sum + point.phone_reveals, 0),
      series,
    },
    top_properties: top.map((row) => ({
      id: row.id,
      name: row.name,
      views: n(row.views),
      phone_reveals: n(row.phone_reveals),
    })),
  };
}
