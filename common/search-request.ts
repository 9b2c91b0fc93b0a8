// The search a list page's state stands for, as the typed query the search service takes: what
// GET /api/properties gets from its query string once validated (ZPropertySearchQuerySchema), built
// here from the state directly. The page loaders, the map and count probes and the e-mail alerts
// call the service with it, so a search made in-process is never written out as a query string
// and parsed back. The same rules hold as at the API's door: a value past a filter's bounds or a
// min above its max is a search that cannot be answered (the API says 400; here: null).
import {
  MAX_AREA,
  MAX_PRICE,
  propertyFilterShape,
  type TPropertyFilters,
  type TPropertySearchQuery,
} from './schemas/search.ts';
import { MAX_LIMIT } from './paging.ts';
import { rangeIssues } from './schemas/record-rules.ts';
import { ID_LIST_MAX_CHARS } from './schemas/primitives.ts';
import type { Language } from './languages.ts';
import {
  LIST_KEYS,
  NUMBER_KEYS,
  PICKER_KEYS,
  PICKER_MAX,
  SEARCH_PAGE_SIZE,
  type ListKey,
  type NumberKey,
  type PickerKey,
  type SearchState,
} from './search-query.ts';

type ListFilter = {
  [K in keyof TPropertyFilters]-?: NonNullable<TPropertyFilters[K]> extends number[] ? K : never;
}[keyof TPropertyFilters];
type NumberFilter = {
  [K in keyof TPropertyFilters]-?: NonNullable<TPropertyFilters[K]> extends number ? K : never;
}[keyof TPropertyFilters];

/** The filter each of the address's id lists sets. */
const LIST_FILTERS: Record<ListKey, ListFilter> = {
  type: 'property_type_id',
  state: 'property_state_id',
  status: 'property_status_id',
  commodites: 'commodity_id',
  securite_accessibilite: 'security_accessibility_id',
  documents_associes: 'associated_document_id',
  proximite: 'proximity_id',
  vue: 'view_id',
  autres_caracteristiques: 'other_characteristic_id',
  wilayas: 'wilayas',
  communes: 'communes',
};

/** The filter each of the address's numbers sets, and the largest value it takes. */
const NUMBER_FILTERS: Record<NumberKey, { name: NumberFilter; max: number }> = {
  minPrice: { name: 'min_price', max: MAX_PRICE },
  maxPrice: { name: 'max_price', max: MAX_PRICE },
  minLandArea: { name: 'min_land_area', max: MAX_AREA },
  maxLandArea: { name: 'max_land_area', max: MAX_AREA },
  surface_min: { name: 'min_living_area', max: MAX_AREA },
  surface_max: { name: 'max_living_area', max: MAX_AREA },
  min_price_m: { name: 'min_price_per_m2', max: MAX_PRICE },
  max_price_m: { name: 'max_price_per_m2', max: MAX_PRICE },
};

/** A picker's 0-5 is an upper bound, its 6+ a lower bound (docs/product.md, "Search"). */
const PICKER_FILTERS: Record<PickerKey, { min: NumberFilter; max: NumberFilter }> = {
  bedroom: { min: 'min_bedrooms', max: 'max_bedrooms' },
  bathroom: { min: 'min_bathrooms', max: 'max_bathrooms' },
  room: { min: 'min_rooms', max: 'max_rooms' },
  floor: { min: 'min_floors', max: 'max_floors' },
};

const SEARCH_TEXT_MAX = 200;

/** The filters in the API schema's own order: equal searches give equal keys (search totals). */
const FILTER_ORDER = Object.keys(propertyFilterShape) as (keyof TPropertyFilters)[];

function filtersOf(state: SearchState): TPropertyFilters | null {
  const found: Partial<Record<keyof TPropertyFilters, unknown>> = {};
  const text = state.keyword.trim();
  if (text) {
    if (text.length > SEARCH_TEXT_MAX) return null;
    found.text = text;
  }
  for (const key of LIST_KEYS) {
    const ids = state.lists[key];
    if (ids.length === 0) continue;
    if (ids.join(',').length > ID_LIST_MAX_CHARS) return null;
    found[LIST_FILTERS[key]] = [...new Set(ids.map(Number))];
  }
  for (const key of NUMBER_KEYS) {
    const value = state.numbers[key];
    if (value === undefined) continue;
    const { name, max } = NUMBER_FILTERS[key];
    const rounded = Math.round(value);
    if (!(rounded >= 0 && rounded <= max)) return null;
    found[name] = rounded;
  }
  for (const key of PICKER_KEYS) {
    const value = state.pickers[key];
    if (value === undefined) continue;
    const filter = PICKER_FILTERS[key];
    if (value >= PICKER_MAX) found[filter.min] = PICKER_MAX;
    else found[filter.max] = value;
  }
  if (state.isPromo) found.ispromo = true;
  if (state.verified) found.verified = true;
  if (state.bounds) {
    found.min_lat = state.bounds.minLat;
    found.max_lat = state.bounds.maxLat;
    found.min_lng = state.bounds.minLng;
    found.max_lng = state.bounds.maxLng;
  }
  if (state.area?.kind === 'radius') {
    found.lat = state.area.circle.lat;
    found.lng = state.area.circle.lng;
    found.radius_km = state.area.circle.radiusKm;
  } else if (state.area) found.polygon = state.area.points;
  const filters = Object.fromEntries(
    FILTER_ORDER.filter((name) => found[name] !== undefined).map((name) => [name, found[name]]),
  ) as TPropertyFilters;
  return rangeIssues(filters).length > 0 ? null : filters;
}

/**
 * The search service's query for a state: one page of `limit` cards (the list's page size by
 * default). Null when the state cannot be searched (a min above its max, a value out of bounds):
 * it matches nothing.
 */
export function toSearchRequest(
  state: SearchState,
  options: { locale: Language; limit?: number },
): TPropertySearchQuery | null {
  const filters = filtersOf(state);
  if (!filters) return null;
  return {
    locale: options.locale,
    ...filters,
    order_by: state.order,
    page: state.page,
    limit: Math.min(options.limit ?? SEARCH_PAGE_SIZE, MAX_LIMIT),
  };
}
