// « Confiez-nous votre bien » (issue 36, decision 0065): POST /api/owner-leads, multipart, the
// fields below plus up to OWNER_LEAD_MAX_PHOTOS photos, and the back-office's owner leads.
// The contact's rules are the public forms' (common/schemas/contact.ts); the phone is required:
// an agent calls the owner back to plan the estimation visit.
import { z } from 'zod';
import { MANDATE_TYPES, OWNER_DEALS, OWNER_LEAD_MAX_PHOTOS } from '../leads.ts';
import { WILAYA_COUNT } from '../wilaya-count.ts';
import { CONTACT_WAYS, FORM_EXTRAS, isValidPhone, optionalText } from './contact.ts';
import { blankToUndefined, ZIdSchema } from './primitives.ts';

export { OWNER_LEAD_MAX_PHOTOS };
const MAX_AREA_M2 = 1_000_000;
const MAX_ROOMS = 100;
const MAX_PRICE = 1e13;

/** An optional number typed in a form field: '' is no value, a comma is a decimal point. */
const formNumber = (max: number, int = false) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? undefined
          : Number(value.trim().replace(/\s/g, '').replace(',', '.'))
        : value,
    (int
      ? z.number().int({ error: 'must be a whole number' })
      : z.number({ error: 'must be a number' })
    )
      .min(0, { error: 'must be at least 0' })
      .max(max, { error: `must be at most ${max}` })
      .optional(),
  );

/** The text fields of POST /api/owner-leads (multipart: each a string). */
export const ZOwnerLeadCreateSchema = z.object({
  full_name: CONTACT_WAYS.full_name,
  phone_number: z
    .string({ error: 'is required' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'is required' })
        .max(30, { error: 'must be a valid phone number' })
        .refine(isValidPhone, { error: 'must be a valid phone number' }),
    ),
  email: CONTACT_WAYS.email,
  kind: z
    .preprocess(blankToUndefined, z.enum(OWNER_DEALS, { error: 'must be sell or rent' }))
    .meta({ description: 'sell or rent' }),
  type: z
    .preprocess(blankToUndefined, ZIdSchema)
    .meta({ description: 'A property type id (GET /api/properties/filter, `types`)' }),
  wilaya: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(WILAYA_COUNT, { error: `must be at most ${WILAYA_COUNT}` }),
  ),
  commune: optionalText(
    z.string().max(100, { error: 'must be at most 100 characters' }).optional(),
  ),
  address: optionalText(
    z.string().max(300, { error: 'must be at most 300 characters' }).optional(),
  ),
  living_area: formNumber(MAX_AREA_M2),
  land_area: formNumber(MAX_AREA_M2),
  rooms: formNumber(MAX_ROOMS, true),
  asking_price: formNumber(MAX_PRICE, true).meta({ description: 'DZD (a rent: per month)' }),
  message: optionalText(
    z.string().max(5000, { error: 'must be at most 5000 characters' }).optional(),
  ),
  ...FORM_EXTRAS,
});
export type TOwnerLeadCreateInput = z.input<typeof ZOwnerLeadCreateSchema>;
export type TOwnerLeadCreate = z.output<typeof ZOwnerLeadCreateSchema>;

/** The answer: the lead's reference, and whether the acknowledgement went by e-mail. */
export const ZOwnerLeadAnswerSchema = z.object({
  message: z.string(),
  reference: z.string().meta({ description: 'The request’s reference, as the owner quotes it' }),
  acknowledgement_emailed: z.boolean(),
});
export type TOwnerLeadAnswer = z.infer<typeof ZOwnerLeadAnswerSchema>;

/** A lead's reference as the owner reads it: P-000123. */
export const ownerLeadReference = (id: number) => `P-${String(id).padStart(6, '0')}`;

export const ZMandateTypeSchema = z.enum(MANDATE_TYPES, { error: 'must be simple or exclusive' });

/** An owner lead's property and mandate, as the back-office reads them. */
export const ZOwnerLeadDetailsSchema = z.object({
  deal: z.enum(OWNER_DEALS),
  property_type_id: z.number().int().nullable(),
  property_type: z.string().nullable(),
  wilaya_id: z.number().int(),
  commune: z.string(),
  address: z.string(),
  living_area: z.number().nullable(),
  land_area: z.number().nullable(),
  num_rooms: z.number().int().nullable(),
  asking_price: z.number().int().nullable(),
  photos: z.array(z.string()),
  lost_reason: z.string().nullable(),
  mandate_type: ZMandateTypeSchema.nullable(),
  mandate_start: z.string().nullable(),
  mandate_end: z.string().nullable(),
  mandate_fee: z.number().int().nullable(),
  published_at: z.string().nullable(),
  report_token: z.string().nullable(),
  report_note: z.string(),
});
export type TOwnerLeadDetails = z.infer<typeof ZOwnerLeadDetailsSchema>;
