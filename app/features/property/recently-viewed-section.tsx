// Home: the properties this visitor opened lately (localStorage), newest first. Rendered in the
// browser only, and only when there are some still online.
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { CardGrid } from '../../ui/card-grid.tsx';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PropertyCard } from './property-card.tsx';
import { recentlyViewedStore, useRecentlyViewed } from '../visits/recently-viewed.ts';
import { useCards } from '../visits/use-cards.ts';

const SHOWN = 4;

export function RecentlyViewedSection() {
  const { t } = useTranslation('visits');
  const hydrated = useHydrated();
  const ids = useRecentlyViewed();
  const { cards } = useCards(ids.slice(0, SHOWN + 4), hydrated);
  const shown = cards.filter((card) => ids.includes(card.id)).slice(0, SHOWN);
  if (!hydrated || shown.length === 0) return null;
  return (
    <section
      aria-labelledby="home-recent"
      data-testid="home-recently-viewed"
      className="bg-sand-100/70 py-12 sm:py-16"
    >
      <Container>
        <SectionHeading
          id="home-recent"
          eyebrow={t('recent.eyebrow')}
          title={t('recent.title')}
          action={
            <Button variant="ghost" size="sm" onClick={() => recentlyViewedStore.write([])}>
              {t('recent.clear')}
            </Button>
          }
        />
        <CardGrid
          className="mt-8"
          columns={4}
          items={shown}
          itemKey={(property) => property.id}
          render={(property) => <PropertyCard property={property} className="w-full" />}
        />
      </Container>
    </section>
  );
}
