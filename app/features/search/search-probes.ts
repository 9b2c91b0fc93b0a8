// Small requests the list page makes while the visitor works: the number of matches for the
// filter panel's draft ("Show 23 properties", a React Router fetcher, in-process on the server)
// and the points of the map (a plain fetch). Each is a resource route on the list address with
// the same query: /properties/:kind/count and /properties/:kind/points (search-probes.server.ts).
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { TMapPoints as MapPoints } from '../../../common/schemas/map-points.ts';

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

/**
 * The map's points for an address (the filters of the list, all pages at once). Fetched by the
 * map itself and kept in its own state rather than a router fetcher: a fetcher's answer is a
 * router transition, which React holds back while a part of the page still waits to hydrate
 * (app/ui/hydrate-later.tsx), and the pins then stayed away until the map moved.
 */
export function useMapPoints(href: string): { points: MapPoints | null; loading: boolean } {
  const [points, setPoints] = useState<MapPoints | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetch(probeHref(href, 'points'), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<MapPoints>) : null))
      .then(
        (answer) => {
          if (answer) setPoints(answer);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    return () => controller.abort();
  }, [href]);
  return { points, loading };
}
