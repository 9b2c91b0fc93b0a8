// An ad (advertiser page) as the back-office writes and reads it.
import { z } from 'zod';
import {
  latitudeSchema,
  lenientBoolean,
  longitudeSchema,
  mediaPathSchema,
  optionalEmail,
  optionalText,
  optionalUrl,
  pagedSchema,
  pageQuery,
  text,
} from './admin-common.ts';

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
  bannerImage: mediaPathSchema.nullable().optional(),
  isLinkOnly: lenientBoolean.optional(),
  isVisible: lenientBoolean.optional(),
  urlLink: optionalUrl.optional(),
  ...trilingual('whoAreWe', longText),
  ...trilingual('ourProduct', longText),
  ...trilingual('workHours', () => text(300).optional()),
  ...trilingual('fullAddress', () => text(500).optional()),
  youtubeVideo: optionalUrl.optional(),
  googleMapLink: optionalUrl.optional(),
  lattitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  images: z.array(mediaPathSchema).max(50, { message: 'at most 50 images' }).optional(),
  phoneNumber: optionalText(40).optional(),
  email: optionalEmail.optional(),
  websiteLink: optionalUrl.optional(),
  facebook: optionalUrl.optional(),
  insta: optionalUrl.optional(),
  tiktok: optionalUrl.optional(),
  youtube: optionalUrl.optional(),
  whatsUp: optionalText(40).optional(),
};

/** POST /api/admin/ad. Unknown keys are ignored. */
export const AdCreateSchema = z.object(shape);
export type TAdCreate = z.output<typeof AdCreateSchema>;

/** PATCH /api/admin/ads/{id}: only the keys given change; null clears an optional value. */
export const AdUpdateSchema = z
  .object(shape)
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'nothing to update: give at least one field of the ad',
  });
export type TAdUpdate = z.output<typeof AdUpdateSchema>;

const nullableString = () => z.string().nullable();

export const AdminAdSchema = z.object({
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
export type TAdminAd = z.infer<typeof AdminAdSchema>;

export const AdminAdListSchema = pagedSchema(AdminAdSchema);

export const AD_ORDERS = ['date_desc', 'date_asc', 'name_asc', 'name_desc'] as const;

export const AdminAdQuerySchema = pageQuery(20).extend({
  locale: z.enum(['fr', 'en', 'ar']).default('fr'),
  text: z.string().max(200).optional(),
  is_visible: lenientBoolean.optional(),
  order_by: z.enum(AD_ORDERS).default('date_desc'),
});
export type TAdminAdQuery = z.output<typeof AdminAdQuerySchema>;

export const AdLocaleQuerySchema = z.object({
  locale: z.enum(['fr', 'en', 'ar']).default('fr'),
});

export const AdToggleParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  field: z.enum(AD_FLAGS, { message: `the field to toggle must be one of ${AD_FLAGS.join(', ')}` }),
});

export const AdToggleResponseSchema = z.object({
  id: z.number().int(),
  field: z.enum(AD_FLAGS),
  value: z.boolean(),
});
