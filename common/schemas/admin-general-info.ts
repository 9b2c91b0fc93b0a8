// POST /api/genInfo (superadmin): the agency's office position, its other contact details and the
// financing estimate's settings.
import { z } from 'zod';
import { financingUpdateFields, ZFinancingSettingsSchema } from './financing-settings.ts';
import { ZOpeningHoursAnswerSchema, ZOpeningHoursSchema } from './opening-hours.ts';
import {
  ZLatitudeSchema,
  lenientNumber,
  ZLongitudeSchema,
  ZOptionalAlgerianPhoneSchema,
  ZOptionalEmailSchema,
  optionalText,
  text,
} from './primitives.ts';

const coordinate = <T extends z.ZodType>(schema: T, name: string) =>
  schema.refine((value) => typeof value === 'number', { message: `${name} is required` });

export const ZGeneralInfoUpdateSchema = z.object({
  latitude: coordinate(ZLatitudeSchema, 'latitude'),
  longitude: coordinate(ZLongitudeSchema, 'longitude'),
  phone: ZOptionalAlgerianPhoneSchema.optional(),
  whatsapp: optionalText(40).optional(),
  email: ZOptionalEmailSchema.optional(),
  address_fr: text(300).optional(),
  address_en: text(300).optional(),
  address_ar: text(300).optional(),
  approval_number: optionalText(100).optional(),
  /** Days a stale listing stays public before it is unpublished; null: never. */
  stale_hide_after_days: lenientNumber({
    name: 'stale_hide_after_days',
    int: true,
    min: 0,
    max: 3650,
  }).optional(),
  opening_hours: ZOpeningHoursSchema.optional(),
  ...financingUpdateFields,
});
export type TGeneralInfoUpdate = z.output<typeof ZGeneralInfoUpdateSchema>;

export const ZAdminGeneralInfoSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  address_fr: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  approval_number: z.string().nullable(),
  stale_hide_after_days: z.number().int().nullable(),
  opening_hours: ZOpeningHoursAnswerSchema,
  financing: ZFinancingSettingsSchema,
  updated_at: z.string(),
});
export type TAdminGeneralInfo = z.infer<typeof ZAdminGeneralInfoSchema>;
