// What the list pages load on the server, in-process through the services: the page of results
// for the address, the filter panel's option lists (so the first HTML needs no other request),
// the map's tile address and whether the visitor keeps the map open (a cookie, so the server
// renders the same layout the browser will show). The panel's live count and the map's points
// have their own resource routes (search-probes.server.ts).
import type { Language } from '../../../common/languages.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import {
  SEARCH_PAGE_SIZE,
  parseSearchQuery,
  withPageStatuses,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { Services } from '../../../server/services/index.ts';
import { searchProperties } from '../../../server/services/search/property-search.ts';
import { getFilterOptions } from '../../../server/services/reference/reference-options.ts';
import { readCookie } from '../../i18n/language.server.ts';
import { MAP_COOKIE } from './map/map-cookie.ts';
import { wilayaLabel } from '../../../common/wilayas.ts';
import { withLanding, type LandingBase } from '../../../common/landing-address.ts';
import type { Relaxation } from '../../../common/search-relaxations.ts';
import { findRelaxations } from './search-relaxations.server.ts';
import type { PlaceLabels } from '../../../common/search-chips.ts';
import { communeLabel } from '../../../common/communes.ts';

export interface SearchPageData {
  kind: ListingKind;
  results: TPropertyList;
  options: TFilterOptions;
  tileUrl: string;
  mapOpen: boolean;
  /** E-mail alerts can be offered (SMTP is configured). */
  alertsEnabled: boolean;
  /** The names of the wilayas and communes the address picks, in the page's language (the
   * filter chips): the page does not load the lists in three languages for them (decision 0033). */
  placeLabels: PlaceLabels;
  /** An empty first page: the searches one filter wider that find listings (decision 0054). */
  relaxations: Relaxation[];
}

/** A list address read on the server: its database, its state, the search it stands for. */
export interface ListSearch {
  db: ReturnType<Services['readDb']>;
  options: TFilterOptions;
  /** The state as the address says it. */
  state: SearchState;
  /** The state searched: on a sell or rent page with no status chosen, the page's statuses. */
  effective: SearchState;
}

export async function readListSearch(
  services: Services,
  request: Request,
  kind: ListingKind,
  language: Language,
  landing?: LandingBase,
): Promise<ListSearch> {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const db = services.readDb(request);
  const parsed = parseSearchQuery(new URL(request.url).searchParams);
  // A landing page's path fixes its wilaya (and type): the search has them, the query does not.
  const state = landing ? withLanding(parsed, landing) : parsed;
  const options = await getFilterOptions(db, language);
  return {
    db,
    options,
    state,
    effective: withPageStatuses(state, kind, options.statuses, Boolean(landing)),
  };
}

const emptyResults = (state: SearchState): TPropertyList => ({
  data: [],
  total: 0,
  total_exact: true,
  page: state.page,
  limit: SEARCH_PAGE_SIZE,
});

export async function loadSearchPage(
  services: Services,
  request: Request,
  kind: ListingKind,
  language: Language,
  landing?: LandingBase,
): Promise<SearchPageData> {
  const { config } = services;
  const { db, options, state, effective } = await readListSearch(
    services,
    request,
    kind,
    language,
    landing,
  );
  const query = toSearchRequest(effective, { locale: language });
  const results = query ? await searchProperties(db, query) : emptyResults(state);
  const relaxations =
    results.total === 0 && state.page === 1
      ? await findRelaxations(db, state, kind, options, language)
      : [];
  return {
    relaxations,
    kind,
    results,
    options,
    tileUrl: config.MAP_TILE_URL,
    mapOpen: readCookie(request.headers.get('cookie'), MAP_COOKIE) === '1',
    alertsEnabled: Boolean(config.SMTP_URL),
    placeLabels: {
      wilayas: Object.fromEntries(
        state.lists.wilayas.map((id) => [id, wilayaLabel(Number(id), language)]),
      ),
      communes: Object.fromEntries(
        state.lists.communes.map((id) => [id, communeLabel(Number(id), language)]),
      ),
    },
  };
}
