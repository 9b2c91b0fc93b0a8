// The agency's office and contact details (GET /api/genInfo), address in the requested language.
import { z } from 'zod';
import { ZFinancingSettingsSchema } from './financing-settings.ts';
import { ZOpeningHoursAnswerSchema } from './opening-hours.ts';

export const ZGeneralInfoSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  address_fr: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  approval_number: z.string().nullable(),
  /** Days a listing not updated for 90 days stays public; null: it is never unpublished. */
  stale_hide_after_days: z.number().int().nullable(),
  /** Per weekday from Saturday: [] closed, or one or two intervals (Algiers time). */
  opening_hours: ZOpeningHoursAnswerSchema,
  financing: ZFinancingSettingsSchema,
});
export type TGeneralInfo = z.infer<typeof ZGeneralInfoSchema>;
