// The owner's report's words (decision 0070), without Zod: the page's script imports them, and
// the schema (common/schemas/owner-report.ts) builds on them.

/** The counters a week of the report shows, as the listing's statistics name them. */
export const OWNER_REPORT_COUNTERS = [
  'views',
  'phone_clicks',
  'whatsapp_clicks',
  'leads',
  'visits',
  'visits_done',
] as const;
export type TOwnerReportCounter = (typeof OWNER_REPORT_COUNTERS)[number];

/** The weeks a report shows at most: the latest year (the statistics' longest period). */
export const OWNER_REPORT_MAX_WEEKS = 52;
