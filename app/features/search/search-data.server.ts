// What the list pages load on the server, in-process through the services: the page of results
// for the address, the filter panel's option lists (so the first HTML needs no other request),
// the map's tile address and whether the visitor keeps the map open (a cookie, so the server
// renders the same layout the browser will show). Two "probes" answer the panel's live count and
// the map's points with the same filters (see search-probes.ts).
import type { Language } from '../../../common/languages.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import { ZPropertySearchQuerySchema } from '../../../common/schemas/search.ts';
import {
  SEARCH_PAGE_SIZE,
  parseSearchQuery,
  toApiParams,
  withPageStatuses,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';
import type { Services } from '../../../server/services/index.ts';
import { searchMapPoints, type MapPoints } from '../../../server/services/property-map-points.ts';
import { searchProperties } from '../../../server/services/property-search.ts';
import { getFilterOptions } from '../../../server/services/reference-options.ts';
import { readCookie } from '../../i18n/language.server.ts';
import { MAP_COOKIE, PROBE_PARAM, type CountProbe } from './search-probes.ts';

export interface SearchPageData {
  probe: null;
  kind: ListingKind;
  results: TPropertyList;
  options: TFilterOptions;
  tileUrl: string;
  mapOpen: boolean;
  /** E-mail alerts can be offered (SMTP is configured). */
  alertsEnabled: boolean;
}

export type SearchProbeData = CountProbe | ({ probe: 'points' } & MapPoints);

const emptyResults = (state: SearchState): TPropertyList => ({
  data: [],
  total: 0,
  total_exact: true,
  page: state.page,
  limit: SEARCH_PAGE_SIZE,
});

/** The API query of a state; null when it cannot match anything (e.g. a min above its max). */
function apiQuery(state: SearchState, language: Language, limit = SEARCH_PAGE_SIZE) {
  const parsed = ZPropertySearchQuerySchema.safeParse(
    toApiParams(state, { locale: language, limit }),
  );
  return parsed.success ? parsed.data : null;
}

export async function loadSearchPage(
  services: Services,
  request: Request,
  kind: ListingKind,
  language: Language,
): Promise<SearchPageData | SearchProbeData> {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = services;
  const db = services.readDb(request);
  const url = new URL(request.url);
  const state = parseSearchQuery(url.searchParams);
  const options = await getFilterOptions(db, language);
  // On a sell or rent page with no status chosen, the page's statuses apply.
  const effective = withPageStatuses(state, kind, options.statuses);

  const probe = url.searchParams.get(PROBE_PARAM);
  if (probe === 'count') {
    const query = apiQuery({ ...effective, page: 1 }, language, 1);
    if (!query) return { probe: 'count', total: 0, exact: true };
    const found = await searchProperties(db, query);
    return { probe: 'count', total: found.total, exact: found.total_exact };
  }
  if (probe === 'points') {
    // Every match, wherever it is, so panning shows its neighbours at once; only a catalogue
    // too big to send whole is cut to the map's area.
    const everywhere = apiQuery({ ...effective, bounds: null, page: 1 }, language);
    let points = everywhere
      ? await searchMapPoints(db, everywhere)
      : { points: [], truncated: false };
    if (points.truncated && effective.bounds) {
      const inArea = apiQuery({ ...effective, page: 1 }, language);
      if (inArea) points = await searchMapPoints(db, inArea);
    }
    return { probe: 'points', ...points };
  }

  const query = apiQuery(effective, language);
  const results = query ? await searchProperties(db, query) : emptyResults(state);
  return {
    probe: null,
    kind,
    results,
    options,
    tileUrl: config.MAP_TILE_URL,
    mapOpen: readCookie(request.headers.get('cookie'), MAP_COOKIE) === '1',
    alertsEnabled: Boolean(config.SMTP_URL),
  };
}
