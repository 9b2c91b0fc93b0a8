// The visible advertisers (ads) the public site shows as partners: on the home page (their banner
// image) and in the footer. An ad with a page of its own links to /ads/{id}; a link-only ad
// (isLinkOnly) has no page and links to its own site.
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { Db } from '../../db/client.ts';
import { ads } from '../../db/schema.ts';
import { localized } from '../localize.ts';

export interface Partner {
  id: number;
  name: string;
  bannerImage: string | null;
  /** Its own site when it has no page here; null: /ads/{id}. */
  externalUrl: string | null;
}

/** The footer and the home strip show this many at most, oldest partners first. */
export const PARTNERS_SHOWN = 8;

export async function listPartners(db: Db, locale: Language): Promise<Partner[]> {
  const rows = await db
    .select({
      id: ads.id,
      name_fr: ads.name_fr,
      name_en: ads.name_en,
      name_ar: ads.name_ar,
      bannerImage: ads.bannerImage,
      isLinkOnly: ads.isLinkOnly,
      urlLink: ads.urlLink,
    })
    .from(ads)
    .where(
      and(
        eq(ads.isVisible, true),
        // A link-only ad without its link leads nowhere: left out.
        or(eq(ads.isLinkOnly, false), isNotNull(ads.urlLink)),
      ),
    )
    .orderBy(asc(ads.id))
    .limit(PARTNERS_SHOWN);
  return rows.map((ad) => ({
    id: ad.id,
    name: localized(ad, 'name', locale) || `#${ad.id}`,
    bannerImage: ad.bannerImage?.trim() || null,
    externalUrl: ad.isLinkOnly ? ad.urlLink : null,
  }));
}
