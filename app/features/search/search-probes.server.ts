// The two small answers the list page asks for while the visitor works (search-probes.ts): the
// number of matches of the filter panel's draft, and the map's points. Each is a resource route
// of its own (routes/public/search-count.ts, search-points.ts) on the list address's filters.
import type { Language } from '../../../common/languages.ts';
import { statusesForPage, type ListingKind } from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { Services } from '../../../server/services/index.ts';
import {
  searchMapPoints,
  type MapPoints,
} from '../../../server/services/search/property-map-points.ts';
import { searchProperties } from '../../../server/services/search/property-search.ts';
import { readListSearch } from './search-data.server.ts';
import type { MatchCount } from './search-probes.ts';

export async function loadMatchCount(
  services: Services,
  request: Request,
  kind: ListingKind,
  language: Language,
): Promise<MatchCount> {
  const { db, effective } = await readListSearch(services, request, kind, language);
  const query = toSearchRequest({ ...effective, page: 1 }, { locale: language, limit: 1 });
  if (!query) return { total: 0, exact: true };
  const found = await searchProperties(db, query);
  return { total: found.total, exact: found.total_exact };
}

export async function loadMapPoints(
  services: Services,
  request: Request,
  kind: ListingKind,
  language: Language,
): Promise<MapPoints> {
  const { db, options, effective } = await readListSearch(services, request, kind, language);
  // A rent's pin and popup say its price is per month.
  const rentStatusIds = statusesForPage('rent', options.statuses).map(Number);
  // Every match, wherever it is, so panning shows its neighbours at once; only a catalogue
  // too big to send whole is cut to the map's area.
  const everywhere = toSearchRequest({ ...effective, bounds: null, page: 1 }, { locale: language });
  let points = everywhere
    ? await searchMapPoints(db, everywhere, { rentStatusIds })
    : { points: [], truncated: false };
  if (points.truncated && effective.bounds) {
    const inArea = toSearchRequest({ ...effective, page: 1 }, { locale: language });
    if (inArea) points = await searchMapPoints(db, inArea, { rentStatusIds });
  }
  return points;
}
