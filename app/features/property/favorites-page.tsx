// /favorites: the visitor's favourites (localStorage), as the site's cards, read by id from the
// public API in the page's language. Properties taken offline since drop out, with a note.
import { Heart } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PropertyCard } from './property-card.tsx';
import { useFavorites } from '../visits/favorites.ts';
import { SavedSearchesSection } from '../visits/saved-searches-section.tsx';
import { useCards } from '../visits/use-cards.ts';

function Empty() {
  const { t } = useTranslation('visits');
  return (
    <div
      data-testid="favorites-empty"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white p-10 text-center shadow-card ring-1 ring-stone-900/5"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-500">
        <Heart className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-brand-950">{t('favorites.empty_title')}</h2>
      <p className="mt-2 text-stone-600">{t('favorites.empty_text')}</p>
      <Link to="/properties/both" className={buttonClasses({ className: 'mt-6' })}>
        {t('favorites.browse')}
      </Link>
    </div>
  );
}

function FavoritesList() {
  const { t } = useTranslation('visits');
  const hydrated = useHydrated();
  const ids = useFavorites();
  const { ready, cards, failed } = useCards(ids, hydrated);
  // A heart taken off here removes its card at once.
  const shown = cards.filter((card) => ids.includes(card.id));

  if (!hydrated || (!ready && ids.length > 0)) {
    return (
      <p role="status" className="py-16 text-center text-stone-500">
        {t('favorites.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        {t('favorites.failed')}
      </p>
    );
  }
  if (shown.length === 0) return <Empty />;
  const gone = ids.length - shown.length;
  return (
    <>
      <p className="mb-6 font-semibold text-stone-700" data-testid="favorites-count">
        {t('favorites.count', { count: shown.length })}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((property, index) => (
          <li key={property.id} className="flex">
            <PropertyCard property={property} priority={index < 4} className="w-full" />
          </li>
        ))}
      </ul>
      {gone > 0 && (
        <p className="mt-6 text-sm text-stone-500">{t('favorites.gone', { count: gone })}</p>
      )}
    </>
  );
}

/** `searchOptions`: the filter lists, to describe the saved searches. */
export function FavoritesPage({ searchOptions }: { searchOptions: TFilterOptions }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <PageHero
        eyebrow={t('favorites.eyebrow')}
        title={t('favorites.title')}
        lead={t('favorites.lead')}
        breadcrumb={{
          label: t('favorites.breadcrumb'),
          home: t('common:nav.home'),
          current: t('favorites.title'),
        }}
      />
      <div data-testid="favorites-page">
        <Container className="py-10 sm:py-14">
          <FavoritesList />
          <SavedSearchesSection options={searchOptions} />
        </Container>
      </div>
    </>
  );
}
