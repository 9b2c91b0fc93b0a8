// The home page (docs/product.md, "Routes"), section by section.
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import type { StoredPicture } from '../../ui/site-picture.tsx';
import { RecentlyViewedSection } from '../property/recently-viewed-section.tsx';
import type { City } from './cities-section.tsx';
import type { Partner } from './partners-section.tsx';
import type { FeaturedTab } from './featured-section.tsx';
import { HomeHero } from './home-hero.tsx';

export interface HomeData {
  total: number;
  wilayaCount: number;
  types: { id: number; name: string }[];
  featured: Partial<Record<FeaturedTab, TPropertyCard[]>>;
  featuredTypeIds: Partial<Record<Exclude<FeaturedTab, 'all'>, number>>;
  deals: TPropertyCard[];
  cities: City[];
  partners: Partner[];
  latest: TPropertyCard[];
  handpicked: TPropertyCard[];
  images: { homeHero: StoredPicture | null; about: StoredPicture | null };
  whatsapp: string | null;
  verification: { listed: number; verified: number };
}

export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <HomeHero
        image={data.images.homeHero}
        total={data.total}
        wilayaCount={data.wilayaCount}
        types={data.types}
        verification={data.verification}
      />
      <RecentlyViewedSection />
      <HomeSections data={data} />
    </>
  );
}

/** The sections below the first screen: their code is fetched and made interactive when they
 * come near the screen (app/ui/hydrate-later.tsx). */
const HomeSections = hydrateNearScreenFrom(() => import('./home-sections.tsx'), 'HomeSections');
