// What the public API answers about properties: the list card (search, banner, similar) and the
// details page. Texts are in the requested language (falling back to French, then English);
// reference items are `{ id, name }` in that language. Seller contacts are not part of either:
// POST /api/properties/{id}/mobile reveals them (and counts the reveal).
import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from './reference.ts';
import { listOf, ZNamedRefSchema } from './primitives.ts';

const nullableNumber = z.number().nullable();
const nullableInt = z.number().int().nullable();
const isoDate = z.iso.datetime({ offset: true });

export const ZPropertyCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  wilaya: z.string(),
  wilaya_id: nullableInt,
  address: z.string(),
  price: z.number().meta({
    description:
      'The price to show: the promotional price while the promotion runs, else base_price',
  }),
  base_price: z.number(),
  afterpromo_price: nullableNumber,
  ispromo: z.boolean().meta({
    description:
      'The promotion is running: flagged, with a promotional price, and not past its end date',
  }),
  promotion_end_date: isoDate.nullable(),
  living_area: nullableNumber,
  land_area: nullableNumber,
  price_per_m2: nullableNumber.meta({
    description: 'base_price per m² of living area (of land when there is no living area)',
  }),
  num_rooms: nullableInt,
  num_bedrooms: nullableInt,
  num_bathrooms: nullableInt,
  images: z.array(z.string()).meta({
    description: 'Image paths; see common/media.ts for the stored widths (srcset)',
  }),
  types: z.array(ZNamedRefSchema),
  statuses: z.array(ZNamedRefSchema),
  latitude: nullableNumber,
  longitude: nullableNumber,
  isBanner: z.boolean(),
  isANePasManquer: z.boolean(),
  isSelected: z.boolean(),
  verified_at: isoDate.nullable().meta({
    description: 'When staff checked the documents ("verified" badge); null when not checked',
  }),
  created_at: isoDate,
  price_dropped_at: isoDate.nullable().meta({
    description:
      'When the price last went down, if within the last 30 days ("price drop" badge); null otherwise',
  }),
});
export type TPropertyCard = z.infer<typeof ZPropertyCardSchema>;

export const ZPropertyListSchema = listOf(ZPropertyCardSchema).extend({
  total_exact: z.boolean().meta({
    description:
      'true: `total` is the exact number of matches. false: there are at least `total` ' +
      'matches (a broad search is not counted in full on every request; a later answer for ' +
      'the same search gives the exact number)',
  }),
});
export type TPropertyList = z.infer<typeof ZPropertyListSchema>;

export const ZDocumentRefSchema = ZNamedRefSchema.extend({
  category: z.enum(DOCUMENT_CATEGORIES),
});

export const ZPropertyDetailsSchema = ZPropertyCardSchema.extend({
  description: z.string(),
  country: z.string(),
  seller_name: z.string(),
  num_floors: nullableInt,
  construction_year: nullableInt,
  map_link: z.string().nullable(),
  youtube_url: z.string().nullable(),
  states: z.array(ZNamedRefSchema),
  furnished_types: z.array(ZNamedRefSchema),
  views: z.array(ZNamedRefSchema),
  commodities: z.array(ZNamedRefSchema),
  security_accessibilities: z.array(ZNamedRefSchema),
  proximities: z.array(ZNamedRefSchema),
  other_characteristics: z.array(ZNamedRefSchema),
  associated_documents: z.array(ZDocumentRefSchema),
  seller_contact: z
    .object({ phone: z.boolean(), whatsapp: z.boolean(), email: z.boolean() })
    .meta({ description: 'Which seller contacts POST /api/properties/{id}/mobile would reveal' }),
  updated_at: isoDate,
  price_history: z.array(z.object({ price: z.number().int(), changed_at: isoDate })).meta({
    description:
      'The base price over time, oldest first: the first price (dated when the listing was ' +
      'created), then each change. One item when the price never changed.',
  }),
});
export type TPropertyDetails = z.infer<typeof ZPropertyDetailsSchema>;

export const ZSellerContactSchema = z.object({
  seller_phone: z.string().nullable(),
  seller_whatsapp: z.string().nullable(),
  seller_email: z.string().nullable(),
});
export type TSellerContact = z.infer<typeof ZSellerContactSchema>;
