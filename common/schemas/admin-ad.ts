// An ad (advertiser page) as the back-office writes and reads it.
import { z } from 'zod';
import {
  ZLatitudeSchema,
  ZLenientBooleanSchema,
  ZLongitudeSchema,
  ZMediaPathSchema,
  ZOptionalEmailSchema,
  optionalText,
  ZOptionalUrlSchema,
  listOf,
  pageQuery,
  text,
} from './primitives.ts';
import { adIssues, reportIssues } from './record-rules.ts';

export const AD_FLAGS = ['isVisible', 'isLinkOnly'] as const;
export type TAdFlag = (typeof AD_FLAGS)[number];

type Suffix = 'Fr' | 'En' | 'Ar';
function trilingual<F extends string, S extends z.ZodType>(
  field: F,
  make: () => S,
): Record<`${F}${Suffix}`, S> {
  return { [`${field}Fr`]: make(), [`${field}En`]: make(), [`${field}Ar`]: make() } as Record<
    `${F}${Suffix}`,
    S
  >;
}

const longText = () => text(5000).optional();

const shape = {
  name_fr: text(200).refine((value) => value.length > 0, { message: 'name_fr is required' }),
  name_en: text(200).optional(),
  name_ar: text(200).optional(),
  bannerImage: ZMediaPathSchema.nullable().optional(),
  isLinkOnly: ZLenientBooleanSchema.optional(),
  isVisible: ZLenientBooleanSchema.optional(),
  urlLink: ZOptionalUrlSchema.optional(),
  ...trilingual('whoAreWe', longText),
  ...trilingual('ourProduct', longText),
  ...trilingual('workHours', () => text(300).optional()),
  ...trilingual('fullAddress', () => text(500).optional()),
  youtubeVideo: ZOptionalUrlSchema.optional(),
  googleMapLink: ZOptionalUrlSchema.optional(),
  lattitude: ZLatitudeSchema.optional(),
  longitude: ZLongitudeSchema.optional(),
  images: z.array(ZMediaPathSchema).max(50, { message: 'at most 50 images' }).optional(),
  phoneNumber: optionalText(40).optional(),
  email: ZOptionalEmailSchema.optional(),
  websiteLink: ZOptionalUrlSchema.optional(),
  facebook: ZOptionalUrlSchema.optional(),
  insta: ZOptionalUrlSchema.optional(),
  tiktok: ZOptionalUrlSchema.optional(),
  youtube: ZOptionalUrlSchema.optional(),
  whatsUp: optionalText(40).optional(),
};

/** POST /api/admin/ad. Unknown keys are ignored. */
export const ZAdCreateSchema = z
  .object(shape)
  .superRefine((body, ctx) => reportIssues(adIssues(body, 'whole'), ctx));
export type TAdCreate = z.output<typeof ZAdCreateSchema>;

/** PATCH /api/admin/ads/{id}: only the keys given change; null clears an optional value. */
export const ZAdUpdateSchema = z
  .object(shape)
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'nothing to update: give at least one field of the ad',
  })
  .superRefine((body, ctx) => reportIssues(adIssues(body, 'partial'), ctx))
  // The refine above, as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type TAdUpdate = z.output<typeof ZAdUpdateSchema>;

const nullableString = () => z.string().nullable();

export const ZAdminAdSchema = z.object({
  id: z.number().int(),
  /** The name in the requested locale (French when the locale's is empty). */
  name: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  bannerImage: z.string().nullable(),
  isLinkOnly: z.boolean(),
  isVisible: z.boolean(),
  urlLink: z.string().nullable(),
  ...trilingual('whoAreWe', () => z.string()),
  ...trilingual('ourProduct', () => z.string()),
  ...trilingual('workHours', () => z.string()),
  ...trilingual('fullAddress', () => z.string()),
  youtubeVideo: nullableString(),
  googleMapLink: nullableString(),
  lattitude: z.number().nullable(),
  longitude: z.number().nullable(),
  images: z.array(z.string()),
  phoneNumber: nullableString(),
  email: nullableString(),
  websiteLink: nullableString(),
  facebook: nullableString(),
  insta: nullableString(),
  tiktok: nullableString(),
  youtube: nullableString(),
  whatsUp: nullableString(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminAd = z.infer<typeof ZAdminAdSchema>;

export const ZAdminAdListSchema = listOf(ZAdminAdSchema);

export const AD_ORDERS = ['date_desc', 'date_asc', 'name_asc', 'name_desc'] as const;

export const ZAdminAdQuerySchema = pageQuery(20).extend({
  locale: z.enum(['fr', 'en', 'ar']).default('fr'),
  text: z.string().max(200).optional(),
  is_visible: ZLenientBooleanSchema.optional(),
  order_by: z.enum(AD_ORDERS).default('date_desc'),
});
export type TAdminAdQuery = z.output<typeof ZAdminAdQuerySchema>;

export const ZAdLocaleQuerySchema = z.object({
  locale: z.enum(['fr', 'en', 'ar']).default('fr'),
});

export const ZAdToggleParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  field: z.enum(AD_FLAGS, { message: `the field to toggle must be one of ${AD_FLAGS.join(', ')}` }),
});

export const ZAdToggleResponseSchema = z.object({
  id: z.number().int(),
  field: z.enum(AD_FLAGS),
  value: z.boolean(),
});
