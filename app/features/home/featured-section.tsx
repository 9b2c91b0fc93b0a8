// "Must-see" properties (isANePasManquer, 6 per tab) with tabs All / Villas / Apartments /
// Houses. Every tab's cards come with the page (server-rendered), so switching is instant.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { CardGrid } from '../../ui/card-grid.tsx';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { PropertyCard } from '../property/property-card.tsx';

export type FeaturedTab = 'all' | 'villa' | 'apartment' | 'house';

export function FeaturedSection({
  lists,
  typeIds,
}: {
  lists: Partial<Record<FeaturedTab, TPropertyCard[]>>;
  typeIds: Partial<Record<Exclude<FeaturedTab, 'all'>, number>>;
}) {
  const { t } = useTranslation('home');
  const tabs = (['all', 'villa', 'apartment', 'house'] as const).filter((tab) => lists[tab]);
  const seeAll = (tab: FeaturedTab) =>
    tab === 'all' || !typeIds[tab] ? '/properties/both' : `/properties/both?type=${typeIds[tab]}`;

  return (
    <section
      aria-labelledby="home-featured"
      className="below-fold py-16 sm:py-24"
      data-testid="home-featured"
    >
      <Container>
        <Tabs.Root defaultValue="all">
          <SectionHeading
            id="home-featured"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
            lead={t('featured.lead')}
            action={
              <Tabs.List
                aria-label={t('featured.tabs_label')}
                className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0"
              >
                {tabs.map((tab) => (
                  <Tabs.Trigger
                    key={tab}
                    value={tab}
                    className="h-10 shrink-0 rounded-full border border-stone-300 bg-white px-4.5 text-sm font-semibold text-stone-700 transition hover:border-brand-600 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
                  >
                    {t(`featured.${tab}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            }
          />
          {tabs.map((tab) => {
            const list = lists[tab] ?? [];
            return (
              <Tabs.Content key={tab} value={tab} className="mt-10 outline-none" tabIndex={-1}>
                {list.length > 0 ? (
                  <CardGrid
                    items={list}
                    itemKey={(property) => property.id}
                    render={(property, index) => (
                      <PropertyCard property={property} priority={index < 3} className="w-full" />
                    )}
                  />
                ) : (
                  <p className="rounded-2xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center text-stone-600">
                    {t('featured.empty')}
                  </p>
                )}
                <div className="mt-10 flex justify-center">
                  <Link
                    to={seeAll(tab)}
                    className={buttonClasses({ variant: 'outline', size: 'lg' })}
                  >
                    {t('featured.see_all')}
                    <ArrowRight className="size-5 rtl:hidden" aria-hidden="true" />
                    <ArrowLeft className="hidden size-5 rtl:block" aria-hidden="true" />
                  </Link>
                </div>
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Container>
    </section>
  );
}
