// Listing performance (docs/decisions/0040): what visitors do to a property, counted per day once
// per visitor, the public beacon that reports the taps only a browser sees, and the back-office's
// per-day figures of one property.
import { z } from 'zod';
import { isCalendarDay, ZCalendarDaySchema } from './primitives.ts';

/** The daily counters of a property, in the order the back-office shows them. */
export const PERFORMANCE_COUNTERS = [
  'views',
  'phone_reveals',
  'phone_clicks',
  'whatsapp_clicks',
  'shares',
  'favorites',
] as const;
export type TPerformanceCounter = (typeof PERFORMANCE_COUNTERS)[number];

/**
 * What a property's stats report per day: the visitors' counters, then the enquiries (buyer
 * leads) and the visit requests received about it, and the visits done (confirmed visits whose
 * time has come, on the day of the visit; decision 0070).
 */
export const STATS_SERIES = [...PERFORMANCE_COUNTERS, 'leads', 'visits', 'visits_done'] as const;
export type TStatsSeries = (typeof STATS_SERIES)[number];

/** The list's orders by a counter over the last 30 days, most first or least first. */
export const PERFORMANCE_ORDERS = PERFORMANCE_COUNTERS.flatMap(
  (name) => [`${name}_desc`, `${name}_asc`] as const,
);
export type TPerformanceOrder = `${TPerformanceCounter}_${'desc' | 'asc'}`;

/**
 * What the page reports through POST /api/properties/{id}/events: a tap on the seller's call
 * link, on a WhatsApp link, on the share button. Views and reveals are counted by the server
 * that answers them; favourites by POST /api/properties/{id}/favorite.
 */
export const PROPERTY_EVENT_KINDS = ['phone_click', 'whatsapp_click', 'share'] as const;
export type TPropertyEventKind = (typeof PROPERTY_EVENT_KINDS)[number];

export const EVENT_COUNTERS: Record<TPropertyEventKind, TPerformanceCounter> = {
  phone_click: 'phone_clicks',
  whatsapp_click: 'whatsapp_clicks',
  share: 'shares',
};

export const ZPropertyEventSchema = z.object({
  kind: z.enum(PROPERTY_EVENT_KINDS, {
    error: `kind must be one of ${PROPERTY_EVENT_KINDS.join(', ')}`,
  }),
});

/** The longest period one stats request covers (a leap year). */
export const MAX_STATS_DAYS = 366;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;

/** The number of days from `from` to `to`, both included. */
export function daySpan(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period asked, with its defaults: up to today (Algiers time), 30 days. */
export function statsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? (query.from ? maxDay(today, query.from) : today);
  return { from: query.from ?? addDays(to, 1 - DEFAULT_STATS_DAYS), to };
}
const maxDay = (a: string, b: string) => (a > b ? a : b);

/** Today in Algiers (the agency's time zone, where a stats day starts). */
export function algiersToday(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(at);
}

export const ZPropertyStatsQuerySchema = z
  .object({
    from: ZCalendarDaySchema.optional().meta({
      description: 'First day (Algiers time); default `to` − 29',
    }),
    to: ZCalendarDaySchema.optional().meta({ description: 'Last day, included; default today' }),
  })
  .superRefine((query, ctx) => {
    // A day already refused above: nothing to compare.
    if ([query.from, query.to].some((day) => day !== undefined && !isCalendarDay(day))) return;
    const { from, to } = statsPeriod(query, algiersToday());
    const span = daySpan(from, to);
    if (span < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (span > MAX_STATS_DAYS)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: MAX_STATS_DAYS,
        inclusive: true,
        path: ['to'],
        message: `the period covers at most ${MAX_STATS_DAYS} days`,
      });
  });
export type TPropertyStatsQuery = z.infer<typeof ZPropertyStatsQuerySchema>;

const countsOf = <Name extends string>(names: readonly Name[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<Name, z.ZodNumber>,
  );

/** The visitors' counters of a listing (a row of the performance view). */
export const ZPerformanceCountsSchema = countsOf(PERFORMANCE_COUNTERS);
export type TPerformanceCounts = z.infer<typeof ZPerformanceCountsSchema>;

/** A day, or the totals, of a listing's stats: the counters, its leads and visit requests. */
const counts = countsOf(STATS_SERIES);
export type TStatsCounts = z.infer<typeof counts>;

export const ZPropertyStatsSchema = z.object({
  property_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first; a day without activity has zeros. */
  days: z.array(counts.extend({ day: z.string() })),
  totals: counts,
});
export type TPropertyStats = z.infer<typeof ZPropertyStatsSchema>;
