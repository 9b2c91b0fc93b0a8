// Home: featured, deals, cities, why us, latest, hand-picked, about teaser — read in-process
// through the same services as the public API.
import { readHomeData } from '../../features/home/home-data.server.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { siteOrigin } from '../../features/seo/site-origin.server.ts';
import { agencyJsonLd } from '../../features/seo/structured-data.ts';
import { absoluteImageUrl, pageUrl } from '../../features/seo/urls.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { Route } from './+types/home';
import type { TextsHandle } from '../../i18n/namespaces.ts';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['home', 'about'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = context.services;
  const db = context.services.readDb(request);
  const language = requestLanguage(request);
  const { sections, images, info } = await readHomeData(db, language);
  const t = fixedT(language, 'home');
  const brand = fixedT(language, 'common')('brand.name');
  const origin = siteOrigin(config);
  const hero = images.homeHero ? absoluteImageUrl(origin, images.homeHero.path, 1024) : undefined;
  return {
    seo: {
      title: t('meta.title'),
      description: t('meta.description'),
      canonical: pageUrl(origin, '/', language),
      language,
      siteName: brand,
      image: hero ? { url: hero, alt: brand, width: 1024, type: 'image/webp' } : undefined,
      jsonLd: [
        agencyJsonLd({
          origin,
          name: brand,
          description: t('meta.description'),
          language,
          logoUrl: new URL('/favicon.svg', origin).toString(),
          imageUrl: hero,
          phone: info?.phone,
          email: info?.email,
          address: info?.address,
          approvalNumber: info?.approval_number,
          latitude: info?.latitude,
          longitude: info?.longitude,
        }),
      ],
    },
    home: { ...sections, images, whatsapp: info?.whatsapp ?? null },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta(data.seo) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData.home} />;
}
