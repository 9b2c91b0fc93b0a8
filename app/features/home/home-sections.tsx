// The home page's sections below the first screen (spec section 2, "Home"): featured, deals,
// cities, why us, latest, handpicked, about and the call to action. A module of its own: the
// page fetches it once the first screen is interactive (home-page.tsx).
import { useTranslation } from 'react-i18next';
import { AboutTeaser } from './about-teaser.tsx';
import { CardsSection } from './cards-section.tsx';
import { CitiesSection } from './cities-section.tsx';
import { CtaBand } from './cta-band.tsx';
import { DealsSection } from './deals-section.tsx';
import { FeaturedSection } from './featured-section.tsx';
import type { HomeData } from './home-page.tsx';
import { WhySection } from './why-section.tsx';

export default function HomeSections({ data }: { data: HomeData }) {
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
}
