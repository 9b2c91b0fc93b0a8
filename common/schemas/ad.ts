// An advertiser page (GET /api/ads/{id}): the ad's fields, texts in the requested language.
import { z } from 'zod';

const text = z.string();
const link = z.string().nullable();

export const ZAdSchema = z.object({
  id: z.number().int(),
  name: text,
  bannerImage: link,
  isLinkOnly: z.boolean().meta({
    description: 'The ad is only a link to urlLink: no page of its own to show',
  }),
  urlLink: link,
  whoAreWe: text,
  ourProduct: text,
  workHours: text,
  fullAddress: text,
  youtubeVideo: link,
  googleMapLink: link,
  lattitude: z
    .number()
    .nullable()
    .meta({ description: 'Latitude (the field has always been spelt so)' }),
  longitude: z.number().nullable(),
  images: z.array(z.string()),
  phoneNumber: link,
  email: link,
  websiteLink: link,
  facebook: link,
  insta: link,
  tiktok: link,
  youtube: link,
  whatsUp: link,
});
export type TAd = z.infer<typeof ZAdSchema>;
