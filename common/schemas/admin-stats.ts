// GET /api/admin/stat: the dashboard's figures (names in French: the back-office is French).
import { z } from 'zod';

const CountByItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});

export const STATS_DAYS = 30;

export const ZAdminStatsSchema = z.object({
  properties: z.object({
    total: z.number().int(),
    visible: z.number().int(),
    hidden: z.number().int(),
    /** ispromo and the promotion end date not passed. */
    promo_active: z.number().int(),
    banner: z.number().int(),
    must_see: z.number().int(),
    selected: z.number().int(),
    /** A property with several statuses (types) counts once in each. */
    by_status: z.array(CountByItemSchema),
    by_type: z.array(CountByItemSchema),
  }),
  ads: z.object({ total: z.number().int(), visible: z.number().int() }),
  agents: z.object({ total: z.number().int(), superadmins: z.number().int() }),
  messages: z.object({ total: z.number().int(), unread: z.number().int() }),
  /** Details-page views and seller-contact reveals per day (Algiers time), oldest first. */
  last_30_days: z.object({
    from: z.string(),
    to: z.string(),
    views: z.number().int(),
    phone_reveals: z.number().int(),
    series: z.array(
      z.object({ day: z.string(), views: z.number().int(), phone_reveals: z.number().int() }),
    ),
  }),
  /** The 5 most viewed properties over the last 30 days. */
  top_properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      views: z.number().int(),
      phone_reveals: z.number().int(),
    }),
  ),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
