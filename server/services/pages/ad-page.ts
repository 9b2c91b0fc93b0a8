// An advertiser's public page (GET /api/ads/{id}): visible ads only, texts in the locale.
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TAd } from '../../../common/schemas/ad.ts';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { localized, localizedCamel } from '../localize.ts';

/** The ad in the locale, or null when it does not exist or is hidden. */
export async function getPublicAd(db: Db, id: number, locale: Language): Promise<TAd | null> {
  const [ad] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.id, id), eq(ads.isVisible, true)));
  if (!ad) return null;
  return {
    id: ad.id,
    name: localized(ad, 'name', locale),
    bannerImage: ad.bannerImage,
    isLinkOnly: ad.isLinkOnly,
    urlLink: ad.urlLink,
    whoAreWe: localizedCamel(ad, 'whoAreWe', locale),
    ourProduct: localizedCamel(ad, 'ourProduct', locale),
    workHours: localizedCamel(ad, 'workHours', locale),
    fullAddress: localizedCamel(ad, 'fullAddress', locale),
    youtubeVideo: ad.youtubeVideo,
    googleMapLink: ad.googleMapLink,
    lattitude: ad.lattitude,
    longitude: ad.longitude,
    images: ad.images,
    phoneNumber: ad.phoneNumber,
    email: ad.email,
    websiteLink: ad.websiteLink,
    facebook: ad.facebook,
    insta: ad.insta,
    tiktok: ad.tiktok,
    youtube: ad.youtube,
    whatsUp: ad.whatsUp,
  };
}
