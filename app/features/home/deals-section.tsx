// Special deals: properties whose promotion is running (ispromo, 12), in a carousel, each with
// its old and new price.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { Carousel } from '../../ui/carousel.tsx';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { PropertyCard } from '../property/property-card.tsx';

export function DealsSection({ deals }: { deals: TPropertyCard[] }) {
  const { t, i18n } = useTranslation(['home', 'common']);
  if (deals.length === 0) return null;
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'fr');
  return (
    <section
      aria-labelledby="home-deals"
      data-testid="home-deals"
      className="below-fold relative isolate overflow-hidden bg-brand-950 py-16 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -end-32 -top-32 -z-10 size-[26rem] rounded-full bg-gold-400/10 blur-3xl"
      />
      <Container>
        <SectionHeading
          id="home-deals"
          tone="dark"
          eyebrow={t('deals.eyebrow')}
          title={t('deals.title')}
          lead={t('deals.lead')}
        />
        <div className="mt-8">
          <Carousel
            items={deals}
            itemKey={(property) => property.id}
            dir={dir}
            tone="dark"
            label={t('deals.carousel')}
            slideLabel={(index, total) => t('deals.slide', { index, total })}
            previousLabel={t('common:actions.previous')}
            nextLabel={t('common:actions.next')}
            render={(property) => <PropertyCard property={property} className="w-full" />}
            toolbar={
              <Link
                to="/properties/both?isPromo=true"
                className="inline-flex items-center gap-1.5 font-semibold text-gold-300 hover:text-gold-200 hover:underline"
              >
                {t('deals.see_all')}
                <ArrowRight className="size-4 rtl:hidden" aria-hidden="true" />
                <ArrowLeft className="hidden size-4 rtl:block" aria-hidden="true" />
              </Link>
            }
          />
        </div>
      </Container>
    </section>
  );
}
