// The map of the list page. Leaflet and its stylesheet load only in the browser and only once
// the map is shown (its own chunk); the server and the first render show a quiet placeholder of
// the same size. The points are all the matches of the filters (not only this page's cards);
// moving the map searches within its bounds when "search as I move the map" is on, otherwise
// a "search this area" button offers it. Over the map, at its top start, one column: the switch,
// the number found (phones and tablets, where the map covers the list), the notice when the
// tiles cannot be loaded, and "search this area".
import { Loader2 } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { TPropertyCard } from '../../../../common/schemas/property.ts';
import { DEFAULT_SORT, searchHref, type Bounds } from '../../../../common/search-query.ts';
import { ClientOnly } from '../../../ui/client-only.tsx';
import { cn } from '../../../ui/cn.ts';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { useSearch } from '../search-context.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';
import { useMapPoints } from '../search-probes.ts';

const LeafletSearchMap = lazy(() => import('./search-map.client.tsx'));
const MapStatus = lazy(() => import('./map-status.client.tsx'));

/** Bounds as the address keeps them (5 decimals), to recognise the ones this map wrote. */
export function boundsKey(bounds: Bounds | null): string {
  if (!bounds) return '';
  return [bounds.minLat, bounds.maxLat, bounds.minLng, bounds.maxLng]
    .map((value) => Number(value.toFixed(5)))
    .join(',');
}

const SEARCH_AS_MOVE_KEY = 'searchAsMove';
const MOVE_DEBOUNCE_MS = 350;

export function SearchMap({
  tileUrl,
  cards,
  className,
}: {
  tileUrl: string;
  cards: readonly TPropertyCard[];
  className?: string;
}) {
  const { t } = useTranslation('search');
  const { kind, state, go, language } = useSearch();
  const switchId = useId();
  // The points follow the filters, not the sort or the page.
  // (On the query-string address, where the probe lives, also on a landing page.)
  const { points, loading } = useMapPoints(
    searchHref(kind, { ...state, order: DEFAULT_SORT, page: 1 }),
  );
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [pending, setPending] = useState<Bounds | null>(null);
  const [tilesDown, setTilesDown] = useState(false);
  const written = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const stored = localStorage.getItem(SEARCH_AS_MOVE_KEY);
    if (stored !== null) setSearchAsMove(stored !== 'false');
    return () => clearTimeout(timer.current);
  }, []);

  const searchIn = useCallback(
    (bounds: Bounds, replace: boolean) => {
      written.current = boundsKey(bounds);
      setPending(null);
      go({ ...latest.current, bounds, page: 1 }, { replace, keepScroll: true });
    },
    [go],
  );

  const onMoved = useCallback(
    (bounds: Bounds) => {
      clearTimeout(timer.current);
      if (!searchAsMove) {
        setPending(bounds);
        return;
      }
      timer.current = setTimeout(() => searchIn(bounds, true), MOVE_DEBOUNCE_MS);
    },
    [searchAsMove, searchIn],
  );

  return (
    <div
      role="region"
      aria-label={t('map.label')}
      data-testid="search-map"
      dir="ltr"
      className={cn('relative isolate overflow-hidden bg-sand-100', className)}
    >
      <ClientOnly fallback={<MapPlaceholder label={t('map.loading')} />}>
        {() => (
          <LeafletSearchMap
            tileUrl={tileUrl}
            points={points?.points ?? null}
            cards={cards}
            bounds={state.bounds}
            boundsWrittenByMap={written.current === boundsKey(state.bounds)}
            onMoved={onMoved}
            onTilesDown={setTilesDown}
            language={language}
          />
        )}
      </ClientOnly>

      {/* Over the map, at the top start (the zoom buttons are at the top end). */}
      <div
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        className="pointer-events-none absolute inset-x-3 top-3 z-[1000] flex flex-col items-start gap-2"
      >
        <div className="flex items-start gap-2">
          <div className="pointer-events-auto flex items-center gap-2 rounded-xl bg-white/95 py-1.5 ps-3 pe-2 shadow-md ring-1 ring-stone-900/5">
            <label htmlFor={switchId} className="text-sm font-medium text-stone-800">
              {t('map.search_as_move')}
            </label>
            <ToggleSwitch
              id={switchId}
              size="sm"
              checked={searchAsMove}
              onCheckedChange={(checked) => {
                setSearchAsMove(checked);
                localStorage.setItem(SEARCH_AS_MOVE_KEY, String(checked));
              }}
            />
          </div>
          {loading && (
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/95 shadow-md">
              <Loader2 className="size-4.5 animate-spin text-brand-700" aria-hidden="true" />
            </span>
          )}
        </div>
        <Suspense fallback={null}>
          <MapStatus tilesDown={tilesDown} />
        </Suspense>
        {pending && !searchAsMove && (
          <button
            type="button"
            data-testid="search-this-area"
            onClick={() => searchIn(pending, false)}
            className="pointer-events-auto self-center rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-900"
          >
            {t('map.search_here')}
          </button>
        )}
      </div>
      {points?.truncated && (
        // Above the phone's floating list/map button.
        <p className="absolute inset-x-3 bottom-3 z-[1000] rounded-lg max-lg:bottom-20 bg-white/95 px-3 py-2 text-center text-xs text-stone-700 shadow">
          {t('map.truncated')}
        </p>
      )}
    </div>
  );
}
