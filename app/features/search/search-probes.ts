// Small requests the list page makes while the visitor works (React Router fetchers, in-process on
// the server): the number of matches for the filter panel's draft ("Show 23 properties") and the
// points of the map. Each is a resource route on the list address with the same query:
// /properties/:kind/count and /properties/:kind/points (search-probes.server.ts answers them).
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { TMapPoints as MapPoints } from '../../../common/schemas/map-points.ts';

/** Cookie remembering that the visitor keeps the map open (read by the server render). */
export const MAP_COOKIE = 'search_map';

/** The panel's live count; `exact` false: at least `total` (see common/schemas/search.ts). */
export interface MatchCount {
  total: number;
  exact: boolean;
}

export type SearchProbe = 'count' | 'points';

/** The probe's address for a list address: the same filters, without the page. */
export function probeHref(href: string, probe: SearchProbe): string {
  const url = new URL(href, 'http://x');
  url.searchParams.delete('page');
  return `${url.pathname.replace(/\/$/, '')}/${probe}${url.search}`;
}

/** The number of matches of an address, loaded after a short pause; null while unknown. */
export function useMatchCount(href: string | null, delay = 250): MatchCount | null {
  const fetcher = useFetcher<MatchCount>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(() => void load.current(probeHref(href, 'count')), delay);
    return () => clearTimeout(timer);
  }, [href, delay]);
  const data = fetcher.data;
  if (!href || fetcher.state !== 'idle' || !data) return null;
  return { total: data.total, exact: data.exact };
}

/** The map's points for an address (the filters of the list, all pages at once). */
export function useMapPoints(href: string): { points: MapPoints | null; loading: boolean } {
  const fetcher = useFetcher<MapPoints>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    void load.current(probeHref(href, 'points'));
  }, [href]);
  return { points: fetcher.data ?? null, loading: fetcher.state !== 'idle' };
}
