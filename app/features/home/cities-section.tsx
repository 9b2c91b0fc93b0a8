// Explore by city: the wilayas with the most listings, each with a photo of one of them and its
// count, linking to its landing page.
import { ArrowLeft, ArrowRight, MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { imageSrcSet, imageVariantUrl } from '../../../common/media.ts';
import { cn } from '../../ui/cn.ts';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';

export interface City {
  id: number;
  code: string;
  name: string;
  count: number;
  image: string | null;
  /** Its landing page; without one (no listing of a kind), the list filtered on it. */
  to?: string;
}

// Warm fallbacks when a wilaya has no photo yet.
const GRADIENTS = [
  'from-brand-700 to-brand-900',
  'from-gold-600 to-gold-800',
  'from-brand-500 to-brand-800',
  'from-stone-600 to-stone-800',
];

export function CitiesSection({ cities }: { cities: City[] }) {
  const { t } = useTranslation('home');
  if (cities.length === 0) return null;
  // One large tile when the others fill the grid around it exactly (4 or 8 of them).
  const large = cities.length === 5 || cities.length === 9;
  return (
    <section
      aria-labelledby="home-cities"
      className="below-fold py-16 sm:py-24"
      data-testid="home-cities"
    >
      <Container>
        <SectionHeading
          id="home-cities"
          eyebrow={t('cities.eyebrow')}
          title={t('cities.title')}
          lead={t('cities.lead')}
          action={
            <Link
              to="/properties/both"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {t('cities.all')}
              <ArrowRight className="size-4 rtl:hidden" aria-hidden="true" />
              <ArrowLeft className="hidden size-4 rtl:block" aria-hidden="true" />
            </Link>
          }
        />
        <ul className="mt-10 grid auto-rows-[11rem] grid-cols-2 gap-3 sm:auto-rows-[13rem] sm:gap-5 lg:grid-cols-4">
          {cities.map((city, index) => (
            <li key={city.id} className={cn(large && index === 0 && 'col-span-2 row-span-2')}>
              <Link
                to={city.to ?? `/properties/both?wilayas=${city.id}`}
                className="group relative isolate flex size-full flex-col justify-end overflow-hidden rounded-2xl p-4 text-white shadow-card sm:p-5"
              >
                {city.image ? (
                  <img
                    src={imageVariantUrl(city.image, 640)}
                    srcSet={imageSrcSet(city.image)}
                    sizes={
                      large && index === 0
                        ? '(min-width: 1024px) 620px, 92vw'
                        : '(min-width: 1024px) 300px, 46vw'
                    }
                    alt=""
                    // Intrinsic ratio for the browser; the tile's box sets the shown size.
                    width={640}
                    height={480}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 -z-20 size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute inset-0 -z-20 bg-gradient-to-br',
                      GRADIENTS[index % GRADIENTS.length],
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/85 via-brand-950/25 to-transparent"
                />
                <span className="absolute start-4 top-4 rounded-md bg-white/15 px-2 py-0.5 text-xs font-bold tracking-wider ring-1 ring-white/25 backdrop-blur tabular">
                  {city.code}
                </span>
                <span
                  className={cn(
                    'font-bold tracking-tight',
                    large && index === 0 ? 'text-2xl sm:text-3xl' : 'text-lg sm:text-xl',
                  )}
                >
                  {city.name}
                </span>
                <span className="mt-1 flex items-center gap-1.5 text-sm text-brand-50">
                  <MapPin className="size-4 text-gold-300" aria-hidden="true" />
                  {t('cities.count', { count: city.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
