// The home page (spec section 2, "Home"), section by section.
import { useTranslation } from 'react-i18next';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { hydrateLater } from '../../ui/hydrate-later.tsx';
import type { StoredPicture } from '../../ui/site-picture.tsx';
import { RecentlyViewedSection } from '../visits/recently-viewed-section.tsx';
import { AboutTeaser } from './about-teaser.tsx';
import { CardsSection } from './cards-section.tsx';
import { CitiesSection, type City } from './cities-section.tsx';
import { CtaBand } from './cta-band.tsx';
import { DealsSection } from './deals-section.tsx';
import { FeaturedSection, type FeaturedTab } from './featured-section.tsx';
import { HomeHero } from './home-hero.tsx';
import { WhySection } from './why-section.tsx';

export interface HomeData {
  total: number;
  wilayaCount: number;
  types: { id: number; name: string }[];
  featured: Partial<Record<FeaturedTab, TPropertyCard[]>>;
  featuredTypeIds: Partial<Record<Exclude<FeaturedTab, 'all'>, number>>;
  deals: TPropertyCard[];
  cities: City[];
  latest: TPropertyCard[];
  handpicked: TPropertyCard[];
  images: { homeHero: StoredPicture | null; about: StoredPicture | null };
  whatsapp: string | null;
}

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <HomeHero
        image={data.images.homeHero}
        total={data.total}
        wilayaCount={data.wilayaCount}
        types={data.types}
      />
      <RecentlyViewedSection />
      <HomeSections data={data} />
    </>
  );
}

/** The sections below the first screen, made interactive after it (app/ui/hydrate-later.tsx). */
const HomeSections = hydrateLater(function HomeSections({ data }: { data: HomeData }) {
  const { t } = useTranslation('home');
  return (
    <>
      <FeaturedSection lists={data.featured} typeIds={data.featuredTypeIds} />
      <DealsSection deals={data.deals} />
      <CitiesSection cities={data.cities} />
      <WhySection />
      <CardsSection
        id="home-latest"
        eyebrow={t('latest.eyebrow')}
        title={t('latest.title')}
        properties={data.latest}
        columns={3}
        link={{ to: '/properties/both?order=date_desc', label: t('latest.see_all') }}
      />
      <CardsSection
        id="home-handpicked"
        eyebrow={t('handpicked.eyebrow')}
        title={t('handpicked.title')}
        lead={t('handpicked.lead')}
        properties={data.handpicked}
        columns={4}
        className="bg-sand-100/70"
      />
      <AboutTeaser image={data.images.about} />
      <CtaBand whatsapp={data.whatsapp} />
    </>
  );
});
