// The owner's report (issue 36, decision 0070): what the private link /owner/{token} shows. The
// weeks are the listing's statistics (propertyStats, the back-office's figures, never counted a
// second way) summed per Monday-based Algiers week since publication; the price per m² is set
// against the estimate's comparables (the listing left out). Nothing about a buyer is read.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import { isPromoRunning } from '../../../common/promotion.ts';
import {
  OWNER_REPORT_COUNTERS,
  OWNER_REPORT_MAX_WEEKS,
  type TOwnerReport,
  type TOwnerReportCounts,
  type TOwnerReportWeek,
} from '../../../common/schemas/owner-report.ts';
import { addDays } from '../../../common/schemas/property-performance.ts';
import type { Db } from '../../db/client.ts';
import { leads, ownerLeads, properties as p } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { estimate } from '../estimate.ts';
import { propertyStats } from '../listings/property-performance.ts';
import { statsDay } from '../listings/property-counters.ts';
import { localized } from '../localize.ts';

/** The Monday of a `YYYY-MM-DD` day's week (the calendar's day: no time zone involved). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const zeros = (): TOwnerReportCounts =>
  Object.fromEntries(OWNER_REPORT_COUNTERS.map((name) => [name, 0])) as TOwnerReportCounts;

const unknownLink = () =>
  new DomainError('owner_report.not_found', 'No owner report has this link, or it was revoked');

/** The weeks from publication to today (the latest OWNER_REPORT_MAX_WEEKS), newest first. */
async function reportWeeks(
  db: Db,
  propertyId: number,
  publishedDay: string,
  now: Date,
): Promise<TOwnerReportWeek[]> {
  const today = statsDay(now);
  const oldestMonday = addDays(mondayOf(today), -7 * (OWNER_REPORT_MAX_WEEKS - 1));
  const from = publishedDay > oldestMonday ? publishedDay : oldestMonday;
  if (from > today) return [];
  const stats = await propertyStats(db, propertyId, { from, to: today }, now);
  const weeks = new Map<string, TOwnerReportWeek>();
  for (const point of stats.days) {
    const monday = mondayOf(point.day);
    let week = weeks.get(monday);
    if (!week) {
      week = { week: monday, from: point.day, to: point.day, ...zeros() };
      weeks.set(monday, week);
    }
    week.to = point.day;
    for (const name of OWNER_REPORT_COUNTERS) week[name] += point[name];
  }
  return [...weeks.values()].reverse();
}

export async function ownerReport(
  db: Db,
  token: string,
  locale: Language,
  now = new Date(),
): Promise<TOwnerReport> {
  const [row] = await db
    .select({ owner: ownerLeads, property: p })
    .from(ownerLeads)
    .innerJoin(leads, eq(leads.id, ownerLeads.lead_id))
    .innerJoin(p, eq(p.id, leads.property_id))
    .where(eq(ownerLeads.report_token, token));
  const publishedAt = row?.owner.published_at;
  if (!row || !publishedAt) throw unknownLink();
  const { owner, property } = row;

  const type = owner.property_type_id ?? property.property_types[0];
  const wilaya = property.wilaya_id;
  const [weeks, comparison] = await Promise.all([
    reportWeeks(db, property.id, statsDay(publishedAt), now),
    type === undefined || wilaya === null
      ? null
      : estimate(
          db,
          {
            kind: owner.deal,
            type,
            wilaya,
            commune: property.city_fr || undefined,
            rooms: property.num_rooms ?? undefined,
            locale,
          },
          { exclude: property.id },
        ),
  ]);
  const totals = zeros();
  for (const week of weeks) for (const name of OWNER_REPORT_COUNTERS) totals[name] += week[name];
  const price = isPromoRunning(property, now) ? property.afterpromo_price! : property.base_price;

  return {
    listing: {
      id: property.id,
      title: localized(property, 'name', locale),
      price: Number(price),
      deal: owner.deal,
      photo: property.images[0] ?? null,
      url: property.isVisible ? `/property/${property.id}` : null,
      visible: property.isVisible,
    },
    published_at: publishedAt.toISOString(),
    weeks,
    totals,
    price_per_m2: {
      listing: property.price_per_m2 === null ? null : Number(property.price_per_m2),
      comparables: comparison?.comparables ?? 0,
      range: comparison?.price_per_m2 ?? null,
      scope: comparison?.scope ?? 'wilaya',
    },
    note: owner.report_note,
    generated_at: now.toISOString(),
  };
}
