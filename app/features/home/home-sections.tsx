// The home page's sections below the first screen (docs/product.md, "Routes"): featured, deals,
// cities, why us, latest, handpicked, partners, about and the call to action. A module of its own: the
// page fetches it when it comes near the screen (home-page.tsx).
import { useTranslation } from '../../i18n/react.tsx';
import { hydrateNearScreen } from '../../ui/hydrate-later.tsx';
import { AboutTeaser } from './about-teaser.tsx';
import { CardsSection } from './cards-section.tsx';
import { CitiesSection } from './cities-section.tsx';
import { CtaBand } from './cta-band.tsx';
import { DealsSection } from './deals-section.tsx';
import { FeaturedSection } from './featured-section.tsx';
import type { HomeData } from './home-page.tsx';
import { PartnersSection } from './partners-section.tsx';
import { WhySection } from './why-section.tsx';

// Each section is made interactive when it comes near the screen (app/ui/hydrate-later.tsx): a
// visit that stops at the first sections does not pay for the others.
const Featured = hydrateNearScreen(FeaturedSection, 'FeaturedSection');
const Deals = hydrateNearScreen(DealsSection, 'DealsSection');
const Cities = hydrateNearScreen(CitiesSection, 'CitiesSection');
const Why = hydrateNearScreen(WhySection, 'WhySection');
const Cards = hydrateNearScreen(CardsSection, 'CardsSection');
const About = hydrateNearScreen(AboutTeaser, 'AboutTeaser');
const Cta = hydrateNearScreen(CtaBand, 'CtaBand');
const Partners = hydrateNearScreen(PartnersSection, 'PartnersSection');

export default function HomeSections({ data }: { data: HomeData }) {
  const { t } = useTranslation('home');
  return (
    <>
      <Featured lists={data.featured} typeIds={data.featuredTypeIds} />
      <Deals deals={data.deals} />
      <Cities cities={data.cities} />
      <Why />
      <Cards
        id="home-latest"
        eyebrow={t('latest.eyebrow')}
        title={t('latest.title')}
        properties={data.latest}
        columns={3}
        link={{ to: '/properties/both?order=date_desc', label: t('latest.see_all') }}
      />
      <Cards
        id="home-handpicked"
        eyebrow={t('handpicked.eyebrow')}
        title={t('handpicked.title')}
        lead={t('handpicked.lead')}
        properties={data.handpicked}
        columns={4}
        className="bg-sand-100/70"
      />
      <Partners partners={data.partners} />
      <About image={data.images.about} />
      <Cta whatsapp={data.whatsapp} />
    </>
  );
}
