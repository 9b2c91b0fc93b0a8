// The owner's report (issue 36, decision 0070): GET /api/owner-report/{token} and the /owner/{token}
// page. What the listing's statistics say, per week since publication, with its price per m²
// against its comparables and the agency's next steps; never a buyer's name, phone or message.
import { z } from 'zod';
import {
  OWNER_REPORT_COUNTERS,
  OWNER_REPORT_MAX_WEEKS,
  type TOwnerReportCounter,
} from '../owner-report.ts';
import { ZLocaleParamSchema } from './primitives.ts';

export { OWNER_REPORT_COUNTERS, OWNER_REPORT_MAX_WEEKS };

/** A report link's token: 32 URL-safe characters (24 random bytes, 192 bits). */
export const ZOwnerReportParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a valid link' })
    .meta({ description: 'The private link’s token, as the back-office gave it to the owner' }),
});

export const ZOwnerReportQuerySchema = z.object({ locale: ZLocaleParamSchema });

const counts = z.object(
  Object.fromEntries(OWNER_REPORT_COUNTERS.map((name) => [name, z.number().int()])) as Record<
    TOwnerReportCounter,
    z.ZodNumber
  >,
);
export type TOwnerReportCounts = z.infer<typeof counts>;

const ZReportWeekSchema = counts.extend({
  week: z.string().meta({ description: 'The Monday the week starts on (Algiers time)' }),
  from: z.string().meta({ description: 'First day counted: the Monday, or the publication day' }),
  to: z.string().meta({ description: 'Last day counted: the Sunday, or today' }),
});
export type TOwnerReportWeek = z.infer<typeof ZReportWeekSchema>;

const ZRangeSchema = z.object({
  low: z.number().int().meta({ description: 'First quartile (DZD per m²)' }),
  median: z.number().int().meta({ description: 'Median (DZD per m²)' }),
  high: z.number().int().meta({ description: 'Third quartile (DZD per m²)' }),
});

export const ZOwnerReportSchema = z.object({
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    price: z.number().int().meta({ description: 'DZD (a rent: per month)' }),
    deal: z.enum(['sell', 'rent']),
    photo: z.string().nullable().meta({ description: 'The first photo’s path, if any' }),
    url: z
      .string()
      .nullable()
      .meta({ description: 'The public page’s path; null while the listing is hidden' }),
    visible: z.boolean().meta({ description: 'false: the listing is not on the site now' }),
  }),
  published_at: z.string().meta({ description: 'When the listing was published (ISO 8601)' }),
  weeks: z
    .array(ZReportWeekSchema)
    .meta({ description: `Newest first, at most ${OWNER_REPORT_MAX_WEEKS}, empty weeks included` }),
  totals: counts.meta({ description: 'The sums of the weeks shown' }),
  price_per_m2: z.object({
    listing: z.number().int().nullable().meta({ description: 'null without an area' }),
    comparables: z.number().int().meta({ description: 'How many listings the range is from' }),
    range: ZRangeSchema.nullable().meta({
      description: 'The comparables’ quartiles (the estimate’s); null below 5 comparables',
    }),
    scope: z.enum(['commune', 'wilaya', 'neighbours']),
  }),
  note: z.string().meta({ description: 'The agency’s next steps, as the agent wrote them' }),
  generated_at: z.string().meta({ description: 'When this answer was made (ISO 8601)' }),
});
export type TOwnerReport = z.infer<typeof ZOwnerReportSchema>;
