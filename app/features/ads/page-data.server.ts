// The advertiser page's data, in-process through the services. A link-only ad sends the visitor
// to its address; a hidden or unknown one is a 404 'This ad is not available.'.
import { data, redirect } from 'react-router';
import type { Language } from '../../../common/languages.ts';
import { ZIdSchema } from '../../../common/schemas/primitives.ts';
import { getPublicAd } from '../../../server/services/pages/ad-page.ts';
import type { Services } from '../../../server/services/index.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { siteOrigin } from '../seo/site-origin.server.ts';
import { advertiserJsonLd } from '../seo/structured-data.ts';
import { absoluteImageUrl, pageUrl } from '../seo/urls.ts';
import { isSet, type AdPageData } from './page-data.ts';

export interface AdNotFoundData {
  title: string;
}

function notAvailable(language: Language): never {
  const brand = fixedT(language, 'common')('brand.name');
  const title = fixedT(language, 'ads')('meta.not_available_title', { brand });
  throw data<AdNotFoundData>({ title }, { status: 404 });
}

export async function loadAdPage(request: Request, rawId: string | undefined, services: Services) {
  const language = requestLanguage(request);
  const parsed = ZIdSchema.safeParse(rawId);
  if (!parsed.success || !/^\d+$/.test(rawId ?? '')) notAvailable(language);
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = services;
  const db = services.readDb(request);
  const ad = await getPublicAd(db, parsed.data, language);
  if (!ad) notAvailable(language);
  if (ad.isLinkOnly && isSet(ad.urlLink)) throw redirect(ad.urlLink, 302);

  const origin = siteOrigin(config);
  const canonical = pageUrl(origin, `/ads/${ad.id}`, language);
  const brand = fixedT(language, 'common')('brand.name');
  const t = fixedT(language, 'ads');
  const pictures = [ad.bannerImage, ...ad.images].filter(isSet);
  const images = pictures.slice(0, 10).map((path) => absoluteImageUrl(origin, path, 1024));
  const page: AdPageData = {
    ad,
    tileUrl: config.MAP_TILE_URL,
    seo: {
      title: t('meta.title', { name: ad.name, brand }),
      description: t('meta.description', {
        name: ad.name,
        excerpt: ad.whoAreWe || ad.ourProduct || ad.fullAddress,
      }),
      canonical,
      language,
      siteName: brand,
      type: 'website',
      image: images[0]
        ? { url: images[0], alt: ad.name, width: 1024, type: 'image/webp' }
        : undefined,
      jsonLd: [advertiserJsonLd(ad, canonical, images)],
    },
  };
  return page;
}
