// The list screen: toolbar, heading and sort, active-filter chips, the cards and their pages,
// the map (a column beside the list on large screens, full screen on a phone) and the filter
// panel. The map's open/closed choice is remembered in a cookie so the server renders the same
// layout the browser shows; on a phone the map is a view of its own, chosen each visit.
import { List, Map as MapIcon } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigation } from 'react-router';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import { withLanding, type LandingBase } from '../../../common/landing-address.ts';
import { parseSearchQuery, toSearchQuery, type ListingKind } from '../../../common/search-query.ts';
import { cn } from '../../ui/cn.ts';
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { FilterChips } from './filter-chips.tsx';
import { useFiltersCache } from './filters-cache.ts';
import { HoverContext, createHoverStore } from './hover-store.ts';
import { MAP_COOKIE } from './map/map-cookie.ts';
import { MapPlaceholder } from './map/map-placeholder.tsx';
import { SearchProvider } from './search-context.tsx';
import { ResultsHeading, SearchResults } from './search-results.tsx';
import type { Relaxation } from '../../../common/search-relaxations.ts';
import { SearchToolbar } from './search-toolbar.tsx';
import { FilterPanelHost, type FilterPanelControl } from './filter-panel-host.tsx';
import type { PlaceLabels } from '../../../common/search-chips.ts';

/** The no-script filter form is hidden once the page is hydrated (search.css): its code is
 * fetched when the browser is idle, never with the page (decision 0033). */
const QuickFilters = hydrateNearScreenFrom(() => import('./quick-filters.tsx'), 'QuickFilters');

/** The map's own code (the switch, the points, the count over it; Leaflet is a further chunk)
 * is fetched when the map is first shown: it is never server-rendered, and most visits of a
 * phone never open it (decision 0069). */
const SearchMap = lazy(() =>
  import('./map/search-map.tsx').then((module) => ({ default: module.SearchMap })),
);

const ONE_YEAR = 60 * 60 * 24 * 365;

export function SearchScreen({
  kind,
  results,
  options,
  tileUrl,
  mapOpenOnServer,
  alertsEnabled = false,
  placeLabels,
  relaxations,
  landing,
}: {
  kind: ListingKind;
  results: TPropertyList;
  options: TFilterOptions;
  tileUrl: string;
  mapOpenOnServer: boolean;
  /** Show "Alert me" (e-mail is configured). */
  alertsEnabled?: boolean;
  /** The chosen places' names, for the chips. */
  placeLabels: PlaceLabels;
  /** An empty first page: the wider searches that find listings (decision 0054). */
  relaxations?: Relaxation[];
  /** A landing page: what its path fixes, its heading, and what it shows above, under the
   * heading and below the results. */
  landing?: {
    base: LandingBase;
    title: string;
    top: React.ReactNode;
    lead: React.ReactNode;
    bottom: React.ReactNode;
  };
}) {
  const { t } = useTranslation('search');
  const [hoverStore] = useState(createHoverStore);
  const panel = useRef<FilterPanelControl>(null);
  const hydrated = useHydrated();
  const desktop = useMediaQuery('(min-width: 64rem)');
  const [mapOpen, setMapOpen] = useState(mapOpenOnServer);
  const [mobileMap, setMobileMap] = useState(false);
  const navigation = useNavigation();
  const { search } = useLocation();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/properties/');
  useFiltersCache(options);

  useEffect(() => {
    if (desktop) setMobileMap(false);
  }, [desktop]);

  const toggleMap = () => {
    const next = !mapOpen;
    setMapOpen(next);
    document.cookie = `${MAP_COOKIE}=${next ? 1 : 0}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  };
  const mapShown = hydrated && (desktop ? mapOpen : mobileMap);
  const mapPlaceholder = (
    <div className="relative size-full">
      <MapPlaceholder label={t('map.loading')} />
    </div>
  );

  return (
    <SearchProvider kind={kind} options={options} landing={landing?.base}>
      <HoverContext.Provider value={hoverStore}>
        {/* data-search-ready: the page is interactive (hydrated), for browser tests. */}
        <div data-search-ready={hydrated || undefined}>
          <SearchToolbar
            onOpenFilters={() => panel.current?.open()}
            onFiltersWanted={() => panel.current?.want()}
            mapOpen={mapOpen}
            onToggleMap={toggleMap}
            alertsEnabled={alertsEnabled}
          />
          <div
            className={cn(
              mapOpen &&
                'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(380px,44%)] xl:grid-cols-[minmax(0,1fr)_minmax(420px,46%)]',
            )}
          >
            <div
              // The bottom padding keeps the last row and the page links clear of the floating
              // Map and WhatsApp buttons (search.css, --floating-clearance).
              className={cn(
                'flex min-w-0 flex-col gap-4 px-4 pt-5 pb-(--floating-clearance) sm:px-6 lg:px-8 lg:pb-12',
                !mapOpen && 'mx-auto w-full max-w-7xl',
              )}
            >
              {landing?.top}
              <ResultsHeading results={results} loading={loading} title={landing?.title} />
              {landing?.lead}
              <FilterChips placeLabels={placeLabels} />
              <SearchResults
                results={results}
                mapOpen={mapOpen}
                relaxations={relaxations}
                placeLabels={placeLabels}
              />
              {landing?.bottom}
            </div>
            <aside
              aria-label={t('map.label')}
              className={cn(
                mobileMap
                  ? 'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-20 max-lg:top-[calc(var(--header-height)+var(--search-toolbar-height))]'
                  : 'max-lg:hidden',
                mapOpen
                  ? 'lg:sticky lg:top-[calc(var(--header-height)+var(--search-toolbar-height))] lg:h-[calc(100dvh-var(--header-height)-var(--search-toolbar-height))]'
                  : 'lg:hidden',
              )}
            >
              {mapShown ? (
                <Suspense fallback={mapPlaceholder}>
                  <SearchMap tileUrl={tileUrl} cards={results.data} className="size-full" />
                </Suspense>
              ) : (
                (mapOpen || mobileMap) && mapPlaceholder
              )}
            </aside>
          </div>

          {/* Phones and tablets: one button switches between the list and the map. */}
          <button
            type="button"
            data-testid="mobile-map-toggle"
            onClick={() => setMobileMap((value) => !value)}
            className="fixed inset-x-0 bottom-[calc(1.25rem+env(safe-area-inset-bottom))] z-30 mx-auto flex h-12 w-fit items-center gap-2 rounded-full bg-brand-950 px-5 text-[15px] font-semibold text-white shadow-float hover:bg-brand-900 lg:hidden"
          >
            {mobileMap ? (
              <List className="size-4.5" aria-hidden="true" />
            ) : (
              <MapIcon className="size-4.5" aria-hidden="true" />
            )}
            {mobileMap ? t('toolbar.list') : t('toolbar.map')}
          </button>

          <QuickFilters
            search={
              landing
                ? `?${toSearchQuery(withLanding(parseSearchQuery(new URLSearchParams(search)), landing.base))}`
                : search
            }
            kind={kind}
            options={options}
          />
          <FilterPanelHost control={panel} />
        </div>
      </HoverContext.Provider>
    </SearchProvider>
  );
}
