// GET /api/feed.json (and the same content as /api/feed.xml): the visible listings for
// syndication portals (decision 0041), a page of FEED_PAGE_SIZE at a time, newest change first.
import { z } from 'zod';
import { ZPageParamSchema } from './primitives.ts';

export const FEED_PAGE_SIZE = 1_000;

const trilingual = z
  .object({ fr: z.string(), ar: z.string(), en: z.string() })
  .meta({ description: 'The same text in French, Arabic and English' });

export const ZFeedQuerySchema = z.object({ page: ZPageParamSchema });

export const ZFeedItemSchema = z.object({
  id: z.number().int(),
  /** The property page without a language (it follows the visitor's), its canonical address. */
  url: z.string().meta({ description: 'Canonical page address (the visitor picks the language)' }),
  urls: trilingual.meta({ description: 'The page in each language' }),
  title: trilingual,
  description: trilingual,
  address: trilingual,
  city: trilingual,
  wilaya: z
    .object({ id: z.number().int(), fr: z.string(), ar: z.string(), en: z.string() })
    .nullable(),
  property_types: z.array(trilingual),
  property_statuses: z.array(trilingual).meta({ description: 'For sale, for rent…' }),
  /** Integer dinars; `promo_price` when a promotion runs now. */
  price: z.number().int(),
  promo_price: z.number().int().nullable(),
  currency: z.literal('DZD'),
  living_area: z.number().nullable(),
  land_area: z.number().nullable(),
  rooms: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  images: z.array(z.string()).meta({ description: 'Absolute photo addresses, 1024 px wide' }),
  verified: z.boolean().meta({ description: 'Documents checked by the agency' }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TFeedItem = z.infer<typeof ZFeedItemSchema>;

export const ZFeedSchema = z.object({
  generated_at: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** The next page's address, null on the last. */
  next: z.string().nullable(),
  items: z.array(ZFeedItemSchema),
});
export type TFeed = z.infer<typeof ZFeedSchema>;
