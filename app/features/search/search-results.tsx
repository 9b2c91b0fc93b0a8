// The results: the heading with the number found (announced to screen readers) and the sort,
// the cards (the shared property card; hovering one lights its marker on the map), pages as
// links, and 'No properties found' with ways out. While a new search loads, the cards stay in
// place, dimmed, so nothing jumps.
import { memo, useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigation } from 'react-router';
import type { TPropertyCard, TPropertyList } from '../../../common/schemas/property.ts';
import { formatNumber } from '../../../common/money.ts';
import { SEARCH_TOTAL_CAP, SORT_ORDERS, type SortOrder } from '../../../common/search-query.ts';
import { cn } from '../../ui/cn.ts';
import { HiddenFields, paramsExcept } from '../../ui/hidden-fields.tsx';
import { hydrateLater, hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { PropertyCard } from '../property/property-card.tsx';
import { useHoverStore, useIsHovered } from './hover-store.ts';
import { useSearch } from './search-context.tsx';
import type { Relaxation } from '../../../common/search-relaxations.ts';
import { NO_PLACE_LABELS, type PlaceLabels } from '../../../common/search-chips.ts';

/**
 * The sort as a GET form to this list page, the other parameters as hidden fields: with the
 * script, a change goes into the address at once; without it, the "Sort" button (shown only
 * then) sends the form, and the server answers the list in that order.
 */
function SortSelect() {
  const { t } = useTranslation('search');
  const { state, go } = useSearch();
  const { pathname, search } = useLocation();
  const id = useId();
  return (
    <form
      method="get"
      action={pathname}
      data-testid="sort-form"
      className="flex shrink-0 items-center gap-2"
      onSubmit={(event) => event.preventDefault()}
    >
      <HiddenFields params={paramsExcept(search, ['order'])} />
      <label htmlFor={id} className="hidden text-sm text-stone-600 sm:block">
        {t('toolbar.sort_label')}
      </label>
      <select
        id={id}
        name="order"
        data-testid="sort"
        value={state.order}
        aria-label={t('toolbar.sort_label')}
        onChange={(event) =>
          go({ ...state, order: event.target.value as SortOrder, page: 1 }, { keepScroll: true })
        }
        className="h-10 rounded-lg border border-stone-300 bg-white ps-3 pe-8 text-sm font-medium text-stone-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-800"
        >
          {t('toolbar.sort_submit')}
        </button>
      </noscript>
    </form>
  );
}

/** "23 properties found", or "More than 1,000 properties" when the total is a lower bound. */
function useCountText(): (results: Pick<TPropertyList, 'total' | 'total_exact'>) => string {
  const { t } = useTranslation('search');
  const { language } = useSearch();
  return ({ total, total_exact }) =>
    total_exact
      ? t('count.many', { count: formatNumber(total, language) })
      : t('count.more_than', { count: formatNumber(SEARCH_TOTAL_CAP, language) });
}

/**
 * Pages to link to. An inexact total is a lower bound: links up to it, and one more page while
 * the pages are full (a page past the end shows the usual empty state).
 */
function pageCountOf(results: TPropertyList, page: number): number {
  const counted = Math.ceil(results.total / results.limit);
  if (results.total_exact) return counted;
  const full = results.data.length === results.limit;
  return Math.max(
    Math.min(counted, Math.ceil(SEARCH_TOTAL_CAP / results.limit)),
    page + (full ? 1 : 0),
  );
}

export function ResultsHeading({
  results,
  loading,
  title,
}: {
  results: TPropertyList;
  loading: boolean;
  /** A landing page's own heading (it names the place and the type). */
  title?: string;
}) {
  const { t } = useTranslation('search');
  const { kind, state } = useSearch();
  const countText = useCountText();
  const { total } = results;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">
          {state.keyword
            ? t('heading.keyword', { keyword: state.keyword })
            : (title ?? t(`heading.${kind}`))}
        </h1>
        <p
          role="status"
          aria-live="polite"
          data-testid="results-count"
          className="mt-0.5 text-sm text-stone-600 tabular"
        >
          {loading
            ? t('count.loading')
            : total === 0
              ? t('empty.title')
              : total === 1
                ? t('count.single')
                : countText(results)}
        </p>
      </div>
      <SortSelect />
    </div>
  );
}

/** The cards of a phone's first screen: their photos load first and they hydrate with the page. */
const PRIORITY_CARDS = 3;

function ResultCard({ property, priority }: { property: TPropertyCard; priority: boolean }) {
  const { state, href } = useSearch();
  const hover = useHoverStore();
  const lit = useIsHovered(property.id);
  return (
    <li
      data-property-id={property.id}
      data-highlighted={lit || undefined}
      onMouseEnter={() => hover.set(property.id)}
      onMouseLeave={() => hover.set(null)}
      onFocus={() => hover.set(property.id)}
      onBlur={() => hover.set(null)}
      className={cn('flex', !priority && 'below-fold [--below-fold-height:27rem]')}
    >
      <PropertyCard
        property={property}
        priority={priority}
        headingLevel={2}
        fromResults={href(state)}
        className={cn('w-full', lit && 'ring-2 ring-gold-400')}
      />
    </li>
  );
}

/** The other cards: drawn on demand and made interactive after the rest of the page. */
const LaterCards = hydrateLater(function LaterCards({
  properties,
}: {
  properties: TPropertyList['data'];
}) {
  return properties
    .slice(PRIORITY_CARDS)
    .map((property) => <ResultCard key={property.id} property={property} priority={false} />);
});

/** 'No properties found' and the wider searches (decision 0054): a page with results never
 * fetches its code. The server writes it in place (the links work without script); in the
 * browser its code comes when the page is idle, or when a navigation lands on an empty search
 * (decision 0069). */
const NoResults = hydrateNearScreenFrom(() => import('./no-results.tsx'), 'NoResults');

/** The links to the other pages, below the cards: the server writes them in place, their code
 * comes when the page is idle or they are reached (decision 0069). */
const ResultPages = hydrateNearScreenFrom(() => import('./result-pages.tsx'), 'ResultPages');

export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-900/5"
    >
      <div className="aspect-[4/3] animate-pulse bg-sand-100" />
      <div className="space-y-2.5 p-4 sm:p-5">
        <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-3.5 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}

// Memoised: the screen above re-renders once hydrated (the map and the phone/desktop layout
// switch on), which must not render every card again.
export const SearchResults = memo(function SearchResults({
  results,
  mapOpen,
  relaxations = [],
  placeLabels = NO_PLACE_LABELS,
}: {
  results: TPropertyList;
  mapOpen: boolean;
  /** An empty first page: the wider searches that find listings (decision 0054). */
  relaxations?: Relaxation[];
  /** The chosen places' names, naming the wider searches as their chips. */
  placeLabels?: PlaceLabels;
}) {
  const { state } = useSearch();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/properties/');
  const countText = useCountText();
  const pageCount = pageCountOf(results, state.page);

  return (
    <section
      id="search-results"
      aria-label={countText(results)}
      aria-busy={loading}
      className="min-w-0"
    >
      {results.data.length === 0 ? (
        <NoResults relaxations={relaxations} placeLabels={placeLabels} />
      ) : (
        <ul
          data-testid="results"
          className={cn(
            'grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2',
            !mapOpen && 'lg:grid-cols-3 xl:grid-cols-4',
            loading && 'pointer-events-none opacity-55',
          )}
        >
          {results.data.slice(0, PRIORITY_CARDS).map((property) => (
            <ResultCard key={property.id} property={property} priority />
          ))}
          <LaterCards properties={results.data} />
        </ul>
      )}
      {pageCount > 1 && results.data.length > 0 && (
        <ResultPages pageCount={pageCount} exact={results.total_exact} />
      )}
    </section>
  );
});
