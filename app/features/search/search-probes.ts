// Small requests the list page makes to its own loader (React Router fetchers, in-process on the
// server): the number of matches for the filter panel's draft ("Show 23 properties") and the
// points of the map. `?_probe=count|points` on the list address selects them.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { MapPoints } from '../../../server/services/property-map-points.ts';

export const PROBE_PARAM = '_probe';
/** Cookie remembering that the visitor keeps the map open (read by the server render). */
export const MAP_COOKIE = 'search_map';

/** The panel's live count; `exact` false: at least `total` (see common/schemas/search.ts). */
export type CountProbe = { probe: 'count'; total: number; exact: boolean };
type ProbeAnswer = CountProbe | ({ probe: 'points' } & MapPoints);
type AnyAnswer = ProbeAnswer | { probe: null };

function probeHref(href: string, probe: 'count' | 'points'): string {
  const url = new URL(href, 'http://x');
  url.searchParams.delete('page');
  url.searchParams.set(PROBE_PARAM, probe);
  return `${url.pathname}${url.search}`;
}

/** The number of matches of an address, loaded after a short pause; null while unknown. */
export function useMatchCount(
  href: string | null,
  delay = 250,
): { total: number; exact: boolean } | null {
  const fetcher = useFetcher<AnyAnswer>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(() => void load.current(probeHref(href, 'count')), delay);
    return () => clearTimeout(timer);
  }, [href, delay]);
  const data = fetcher.data;
  if (!href || fetcher.state !== 'idle' || !data || data.probe !== 'count') return null;
  return { total: data.total, exact: data.exact };
}

/** The map's points for an address (the filters of the list, all pages at once). */
export function useMapPoints(href: string): { points: MapPoints | null; loading: boolean } {
  const fetcher = useFetcher<AnyAnswer>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  useEffect(() => {
    void load.current(probeHref(href, 'points'));
  }, [href]);
  const data = fetcher.data;
  const points = data && data.probe === 'points' ? data : null;
  return { points, loading: fetcher.state !== 'idle' };
}
