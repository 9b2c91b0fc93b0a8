// A property as the back-office writes and reads it (docs/product.md, "Forms and their messages";
// the table is server/db/schema.ts `properties`). Inputs are lenient the way the CMS forms are:
// numbers may come as strings, id lists as numbers, numeric strings or a single value.
import { z } from 'zod';
import {
  lenientIdList,
  ZLatitudeSchema,
  ZLenientBooleanSchema,
  lenientNumber,
  ZLongitudeSchema,
  ZMediaPathSchema,
  ZOptionalAlgerianPhoneSchema,
  ZOptionalEmailSchema,
  optionalText,
  ZOptionalUrlSchema,
  listOf,
  MAX_ID,
  pageQuery,
  text,
} from './primitives.ts';
import { WILAYA_COUNT } from '../wilayas.ts';
import { PROPERTY_ID_COLUMNS } from '../reference-lists.ts';
import { propertyIssues, reportIssues, withRangeChecks } from './record-rules.ts';
import {
  PERFORMANCE_ORDERS,
  ZPerformanceCountsSchema,
  type TPerformanceCounts,
} from './property-performance.ts';

export const PROPERTY_FLAGS = [
  'isBanner',
  'isANePasManquer',
  'isVisible',
  'isSelected',
  'ispromo',
] as const;
export type TPropertyFlag = (typeof PROPERTY_FLAGS)[number];

type Locale = 'fr' | 'en' | 'ar';
/** `field_fr`, `field_en`, `field_ar`, each with its own schema. */
function trilingual<F extends string, S extends z.ZodType>(
  field: F,
  make: () => S,
): Record<`${F}_${Locale}`, S> {
  return { [`${field}_fr`]: make(), [`${field}_en`]: make(), [`${field}_ar`]: make() } as Record<
    `${F}_${Locale}`,
    S
  >;
}
function each<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  make: (key: K) => S,
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, S>;
}

const requiredName = (locale: string) =>
  text(300)
    .refine((value) => value.length > 0, { message: `name_${locale} is required` })
    // The refine, as the OpenAPI document can state it: a text with something else than spaces.
    .meta({ type: 'string', minLength: 1, pattern: '\\S' });

const MAX_PRICE = 1e13; // 1,000,000 milliards DA: far above any listing, safe as an integer.
// Rooms, floors…: smallint columns, so a filter past 32767 would fail in the database.
const MAX_COUNT = 1000;
const price = (name: string, required = false) =>
  lenientNumber({ name, int: true, min: 0, max: MAX_PRICE, required });
const area = (name: string) => lenientNumber({ name, min: 0, max: 10_000_000 });
const count = (name: string) => lenientNumber({ name, int: true, min: 0, max: MAX_COUNT });

/** '' means "not given" (docs/product.md, "Forms and their messages"); null clears the value. */
const promotionEndDate = z.union([z.string(), z.null()]).transform((value, ctx) => {
  if (value === null) return null;
  if (value.trim() === '') return undefined;
  const date = new Date(value.trim());
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'promotion_end_date must be an ISO 8601 date' });
    return z.NEVER;
  }
  return date;
});

const inputText = (max: number) => () => text(max).optional();

const shape = {
  name_fr: requiredName('fr'),
  name_en: requiredName('en'),
  name_ar: requiredName('ar'),
  ...trilingual('address', inputText(300)),
  ...trilingual('city', inputText(200)),
  ...trilingual('wilaya', inputText(200)),
  ...trilingual('country', inputText(200)),
  ...trilingual('description', inputText(10_000)),
  ...trilingual('seller_name', inputText(200)),
  wilaya_id: lenientNumber({ name: 'wilaya_id', int: true, min: 1, max: 58 }).optional(),

  base_price: price('base_price', true),
  afterpromo_price: price('afterpromo_price').optional(),
  promotion_end_date: promotionEndDate.optional(),
  land_area: area('land_area').optional(),
  living_area: area('living_area').optional(),
  num_rooms: count('num_rooms').optional(),
  num_bedrooms: count('num_bedrooms').optional(),
  num_floors: count('num_floors').optional(),
  num_bathrooms: count('num_bathrooms').optional(),
  construction_year: lenientNumber({
    name: 'construction_year',
    int: true,
    min: 1800,
    max: 2100,
  }).optional(),

  ...each(PROPERTY_FLAGS, () => ZLenientBooleanSchema.optional()),

  map_link: ZOptionalUrlSchema.optional(),
  latitude: ZLatitudeSchema.optional(),
  longitude: ZLongitudeSchema.optional(),
  seller_phone: ZOptionalAlgerianPhoneSchema.optional(),
  seller_email: ZOptionalEmailSchema.optional(),
  seller_whatsapp: optionalText(40).optional(),
  images: z.array(ZMediaPathSchema).max(50, { message: 'at most 50 images' }).optional(),
  youtube_url: ZOptionalUrlSchema.optional(),

  ...each(PROPERTY_ID_COLUMNS, (field) => lenientIdList(field).optional()),
  /** The back-office user responsible for the listing; null: unassigned. */
  agent_id: lenientNumber({ name: 'agent_id', int: true, min: 1, max: MAX_ID }).optional(),
};

/** POST /api/admin/property. Unknown keys (id, price_per_m2, search_text…) are ignored. */
export const ZPropertyCreateSchema = z
  .object(shape)
  .superRefine((body, ctx) => reportIssues(propertyIssues(body, 'whole'), ctx));
export type TPropertyCreate = z.output<typeof ZPropertyCreateSchema>;

/** PATCH /api/admin/property/{id}: only the keys given change. */
export const ZPropertyUpdateSchema = z
  .object(shape)
  .partial()
  // A key given as '' is a field of the form left empty: it counts, even if it changes nothing.
  .refine((body) => Object.keys(body).length > 0, {
    message: 'nothing to update: give at least one field of the property',
  })
  .superRefine((body, ctx) => reportIssues(propertyIssues(body, 'partial'), ctx))
  // The refine above, as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type TPropertyUpdate = z.output<typeof ZPropertyUpdateSchema>;

const idArray = z.array(z.number().int());

/** A property as the back-office reads it (every column but the internal search text). */
export const ZAdminPropertySchema = z.object({
  id: z.number().int(),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  ...trilingual('address', () => z.string()),
  ...trilingual('city', () => z.string()),
  ...trilingual('wilaya', () => z.string()),
  ...trilingual('country', () => z.string()),
  ...trilingual('description', () => z.string()),
  ...trilingual('seller_name', () => z.string()),
  wilaya_id: z.number().int().nullable(),
  base_price: z.number().int(),
  afterpromo_price: z.number().int().nullable(),
  promotion_end_date: z.string().nullable(),
  /** The promotion runs now (common/promotion.ts isPromoRunning). */
  promo_active: z.boolean(),
  land_area: z.number().nullable(),
  living_area: z.number().nullable(),
  price_per_m2: z.number().int().nullable(),
  num_rooms: z.number().int().nullable(),
  num_bedrooms: z.number().int().nullable(),
  num_floors: z.number().int().nullable(),
  num_bathrooms: z.number().int().nullable(),
  construction_year: z.number().int().nullable(),
  ...each(PROPERTY_FLAGS, () => z.boolean()),
  map_link: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  seller_phone: z.string().nullable(),
  seller_email: z.string().nullable(),
  seller_whatsapp: z.string().nullable(),
  images: z.array(z.string()),
  youtube_url: z.string().nullable(),
  ...each(PROPERTY_ID_COLUMNS, () => idArray),
  view_count: z.number().int(),
  phone_reveals: z.number().int(),
  /** Staff checked the documents: when, and who (docs/decisions/0005-trust.md). */
  verified_at: z.string().nullable(),
  verified_by: z.number().int().nullable(),
  /** Not updated for 90 days. */
  stale: z.boolean(),
  /** When the stale-listing job unpublished it (null otherwise). */
  stale_hidden_at: z.string().nullable(),
  /** Listing quality 0-100 (common/listing-quality.ts); null until computed. */
  quality_score: z.number().int().nullable(),
  /** The back-office user responsible for the listing (null: unassigned). */
  agent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminProperty = z.infer<typeof ZAdminPropertySchema>;

/** A row of the list: the property and its counters over the last 30 days (today included). */
export const ZAdminPropertyListSchema = listOf(
  ZAdminPropertySchema.extend({
    last_30_days: ZPerformanceCountsSchema,
    agent_username: z.string().nullable().meta({
      description: "The listing's agent's username (null: unassigned), for the table's column",
    }),
  }),
);
export type TAdminPropertyRow = TAdminProperty & {
  last_30_days: TPerformanceCounts;
  agent_username: string | null;
};

export const ZPropertyToggleParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  field: z.enum(PROPERTY_FLAGS, {
    message: `the field to toggle must be one of ${PROPERTY_FLAGS.join(', ')}`,
  }),
});

export const ZPropertyVerifyBodySchema = z.object({ verified: z.boolean() });

export const ZPropertyVerificationSchema = z.object({
  id: z.number().int(),
  verified_at: z.string().nullable(),
  verified_by: z.number().int().nullable(),
  verified_by_username: z.string().nullable(),
});

export const ZDuplicateListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name_fr: z.string(),
      base_price: z.number().int(),
      image: z.string().nullable(),
      distance_m: z.number().int().nullable(),
      reasons: z.array(z.enum(['nearby_same_price', 'same_first_image'])),
    }),
  ),
});
export type TDuplicateList = z.infer<typeof ZDuplicateListSchema>;

export const ZPropertyToggleResponseSchema = z.object({
  id: z.number().int(),
  field: z.enum(PROPERTY_FLAGS),
  value: z.boolean(),
});

export const ADMIN_PROPERTY_ORDERS = [
  'price_desc',
  'price_asc',
  'date_desc',
  'date_asc',
  'name_asc',
  'name_desc',
  'area_desc',
  'area_asc',
  'updated_desc',
  'updated_asc',
  'quality_desc',
  'quality_asc',
  // The listing's performance over the last 30 days (docs/decisions/0040).
  ...PERFORMANCE_ORDERS,
] as const;

const queryIds = (name: string) => lenientIdList(name).optional();
const queryNumber = (name: string, int = false) =>
  lenientNumber({ name, int, min: 0, max: MAX_PRICE }).optional();
/** The same bounds as the stored counts (and the public search). */
const queryCount = (name: string) => count(name).optional();
const queryCoordinate = (name: string, min: number, max: number) =>
  lenientNumber({ name, min, max }).optional();

/** GET /api/admin/property: the public search keys plus the flags, hidden properties included. */
export const ZAdminPropertyQuerySchema = withRangeChecks(
  pageQuery(20).extend({
    text: z.string().max(200).optional(),
    property_type_id: queryIds('property_type_id'),
    property_state_id: queryIds('property_state_id'),
    property_status_id: queryIds('property_status_id'),
    commodity_id: queryIds('commodity_id'),
    security_accessibility_id: queryIds('security_accessibility_id'),
    associated_document_id: queryIds('associated_document_id'),
    proximity_id: queryIds('proximity_id'),
    view_id: queryIds('view_id'),
    other_characteristic_id: queryIds('other_characteristic_id'),
    furnished_type_id: queryIds('furnished_type_id'),
    // wilaya_id is a smallint: the ids stop at the last wilaya.
    wilayas: lenientIdList('wilayas', WILAYA_COUNT).optional(),
    min_price: queryNumber('min_price', true),
    max_price: queryNumber('max_price', true),
    min_land_area: queryNumber('min_land_area'),
    max_land_area: queryNumber('max_land_area'),
    min_living_area: queryNumber('min_living_area'),
    max_living_area: queryNumber('max_living_area'),
    min_price_per_m2: queryNumber('min_price_per_m2', true),
    max_price_per_m2: queryNumber('max_price_per_m2', true),
    min_bedrooms: queryCount('min_bedrooms'),
    max_bedrooms: queryCount('max_bedrooms'),
    min_bathrooms: queryCount('min_bathrooms'),
    max_bathrooms: queryCount('max_bathrooms'),
    min_rooms: queryCount('min_rooms'),
    max_rooms: queryCount('max_rooms'),
    min_floors: queryCount('min_floors'),
    max_floors: queryCount('max_floors'),
    min_lat: queryCoordinate('min_lat', -90, 90),
    max_lat: queryCoordinate('max_lat', -90, 90),
    min_lng: queryCoordinate('min_lng', -180, 180),
    max_lng: queryCoordinate('max_lng', -180, 180),
    isBanner: ZLenientBooleanSchema.optional(),
    isANePasManquer: ZLenientBooleanSchema.optional(),
    isVisible: ZLenientBooleanSchema.optional(),
    isSelected: ZLenientBooleanSchema.optional(),
    ispromo: ZLenientBooleanSchema.optional(),
    /** true: checked by staff; false: not checked. */
    verified: ZLenientBooleanSchema.optional(),
    /** true: not updated for 90 days (the review list); false: updated since. */
    stale: ZLenientBooleanSchema.optional(),
    order_by: z.enum(ADMIN_PROPERTY_ORDERS).default('date_desc'),
    /** The listings assigned to this back-office user. */
    agent_id: lenientNumber({ name: 'agent_id', int: true, min: 1, max: MAX_ID }).optional(),
  }),
);
export type TAdminPropertyQuery = z.output<typeof ZAdminPropertyQuerySchema>;
