// The address is the state of the search: every filter, the keyword, the sort, the page and the
// map bounds live in the page's query, under the page address's keys (docs/product.md, "Search").
// This module turns that query into a typed filter state, back into a query, and into the
// parameters of GET /api/properties (docs/api.md, "The search"). One codec for server and client.
import { SEARCH_LISTS, type TReferenceAddressKey } from './reference-lists.ts';
import { COMMUNE_COUNT } from './commune-count.ts';
import { WILAYA_COUNT } from './wilaya-count.ts';
import { MAX_PAGE } from './paging.ts';
import { formatCoordinate, readCoordinate, type SearchArea } from './geo-area.ts';
import { areaParams, parseAreaQuery } from './search-area-query.ts';
import {
  pageForStatuses,
  statusesForPage,
  availableStatusesForPage,
  type ListingKind,
  type StatusOption,
} from './listing-kinds.ts';
// The pages' kinds and their statuses live in listing-kinds.ts; their importers read them here too.
export * from './listing-kinds.ts';

export const SORT_ORDERS = [
  'price_desc',
  'price_asc',
  'date_desc',
  'date_asc',
  'area_desc',
  'area_asc',
  // The latest price drop first (decision 0042).
  'price_drop',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'price_desc';
export const SEARCH_PAGE_SIZE = 20;
/** Matches a search counts on the request path; above it a total may be a lower bound. */
export const SEARCH_TOTAL_CAP = 1000;

/** Picker choices 0-5, and 6 standing for "6+" (spec: 0 to 5 plus a 6+ choice). */
export const PICKER_MAX = 6;

/**
 * Multi-valued keys: lists of option ids (strings, as the API sends them), one per reference list
 * the filter panel offers (common/reference-lists.ts), the wilayas and the communes (typed in
 * the keyword: decision 0081).
 */
export type ListKey = TReferenceAddressKey | 'wilayas' | 'communes';
export const LIST_KEYS: readonly ListKey[] = [
  ...SEARCH_LISTS.map((row) => row.addressKey),
  'wilayas',
  'communes',
];

/** Numeric range keys (dinars, m² or coordinates). */
export const NUMBER_KEYS = [
  'minPrice',
  'maxPrice',
  'minLandArea',
  'maxLandArea',
  'surface_min',
  'surface_max',
  'min_price_m',
  'max_price_m',
] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];

export const PICKER_KEYS = ['bedroom', 'bathroom', 'room', 'floor'] as const;
export type PickerKey = (typeof PICKER_KEYS)[number];

export const BOUNDS_KEYS = ['minLat', 'maxLat', 'minLng', 'maxLng'] as const;
export type Bounds = Record<(typeof BOUNDS_KEYS)[number], number>;

export interface SearchState {
  keyword: string;
  lists: Record<ListKey, string[]>;
  numbers: Partial<Record<NumberKey, number>>;
  pickers: Partial<Record<PickerKey, number>>;
  isPromo: boolean;
  /** Only properties whose documents staff checked (query key `verified`). */
  verified: boolean;
  bounds: Bounds | null;
  /** A circle around a point or a drawn polygon (issue 26): never a landing page. */
  area: SearchArea | null;
  order: SortOrder;
  page: number;
}

export function emptySearchState(): SearchState {
  return {
    keyword: '',
    lists: Object.fromEntries(LIST_KEYS.map((key) => [key, [] as string[]])) as Record<
      ListKey,
      string[]
    >,
    numbers: {},
    pickers: {},
    isPromo: false,
    verified: false,
    bounds: null,
    area: null,
    order: DEFAULT_SORT,
    page: 1,
  };
}

/** Numeric inputs are clamped to 0 or more; empty (or not a number) stays empty. */
export function clampNonNegative(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return undefined;
  return Math.max(0, number);
}

const isId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) > 0;

const isWilayaId = (value: string) => isId(value) && Number(value) <= WILAYA_COUNT;
const isCommuneId = (value: string) => isId(value) && Number(value) <= COMMUNE_COUNT;

/** The ids a list key accepts. */
const LIST_ID_RULES: Partial<Record<ListKey, (value: string) => boolean>> = {
  wilayas: isWilayaId,
  communes: isCommuneId,
};

function parseList(raw: string | null, valid: (value: string) => boolean = isId): string[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim().replace(/^0+(?=\d)/, ''))
    .filter(valid);
  return [...new Set(ids)];
}

/** Lenient: an unknown or malformed value is dropped, never an error (addresses get mangled). */
export function parseSearchQuery(query: URLSearchParams): SearchState {
  const state = emptySearchState();
  state.keyword = (query.get('keyword') ?? '').trim().slice(0, 200);
  for (const key of LIST_KEYS) {
    state.lists[key] = parseList(query.get(key), LIST_ID_RULES[key] ?? isId);
  }
  for (const key of NUMBER_KEYS) {
    const value = clampNonNegative(query.get(key));
    if (value !== undefined) state.numbers[key] = value;
  }
  // A minimum above its maximum is a range typed backwards, not a wish for nothing: swapped.
  state.numbers = withOrderedRanges(state.numbers);
  for (const key of PICKER_KEYS) {
    const raw = query.get(key);
    const value = raw === '6+' ? PICKER_MAX : clampNonNegative(raw);
    if (value !== undefined && Number.isInteger(value))
      state.pickers[key] = Math.min(value, PICKER_MAX);
  }
  state.isPromo = query.get('isPromo') === 'true' || query.get('isPromo') === '1';
  state.verified = query.get('verified') === 'true' || query.get('verified') === '1';
  const minLat = readCoordinate(query.get('minLat'), 90);
  const maxLat = readCoordinate(query.get('maxLat'), 90);
  const minLng = readCoordinate(query.get('minLng'), 180);
  const maxLng = readCoordinate(query.get('maxLng'), 180);
  if (
    minLat !== undefined &&
    maxLat !== undefined &&
    minLng !== undefined &&
    maxLng !== undefined &&
    minLat <= maxLat &&
    minLng <= maxLng
  ) {
    state.bounds = { minLat, maxLat, minLng, maxLng };
  }
  state.area = parseAreaQuery(query);
  const order = query.get('order');
  if ((SORT_ORDERS as readonly string[]).includes(order ?? '')) state.order = order as SortOrder;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) state.page = page;
  return state;
}

/** The query of a state, in a stable key order, leaving out what is empty or default. */
export function toSearchQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.keyword.trim()) query.set('keyword', state.keyword.trim());
  for (const key of LIST_KEYS) {
    if (state.lists[key].length > 0) query.set(key, state.lists[key].join(','));
  }
  for (const key of NUMBER_KEYS) {
    const value = state.numbers[key];
    if (value !== undefined) query.set(key, String(value));
  }
  for (const key of PICKER_KEYS) {
    const value = state.pickers[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (state.isPromo) query.set('isPromo', 'true');
  if (state.verified) query.set('verified', 'true');
  if (state.bounds) {
    for (const key of BOUNDS_KEYS) query.set(key, formatCoordinate(state.bounds[key]));
  }
  for (const [key, value] of areaParams(state.area)) query.set(key, value);
  if (state.order !== DEFAULT_SORT) query.set('order', state.order);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

const API_LIST_PARAMS = Object.fromEntries([
  ...SEARCH_LISTS.map((row) => [row.addressKey, row.apiParam]),
  ['wilayas', 'wilayas'],
  ['communes', 'communes'],
]) as Record<ListKey, string>;

const API_NUMBER_PARAMS: Record<NumberKey, string> = {
  minPrice: 'min_price',
  maxPrice: 'max_price',
  minLandArea: 'min_land_area',
  maxLandArea: 'max_land_area',
  surface_min: 'min_living_area',
  surface_max: 'max_living_area',
  min_price_m: 'min_price_per_m2',
  max_price_m: 'max_price_per_m2',
};

const API_PICKER_PARAMS: Record<PickerKey, string> = {
  bedroom: 'bedrooms',
  bathroom: 'bathrooms',
  room: 'rooms',
  floor: 'floors',
};

/**
 * The parameters of GET /api/properties for a state. Pickers: 0-5 is an upper bound
 * (`max_bedrooms=3`), 6+ a lower bound (`min_bedrooms=6`), as docs/product.md ("Search") says.
 */
export function toApiParams(
  state: SearchState,
  options: { locale: string; limit?: number },
): Record<string, string> {
  const params: Record<string, string> = {
    locale: options.locale,
    order_by: state.order,
    page: String(state.page),
    limit: String(options.limit ?? SEARCH_PAGE_SIZE),
  };
  if (state.keyword.trim()) params.text = state.keyword.trim();
  for (const key of LIST_KEYS) {
    if (state.lists[key].length > 0) params[API_LIST_PARAMS[key]] = state.lists[key].join(',');
  }
  for (const key of NUMBER_KEYS) {
    const value = state.numbers[key];
    if (value !== undefined) params[API_NUMBER_PARAMS[key]] = String(Math.round(value));
  }
  for (const key of PICKER_KEYS) {
    const value = state.pickers[key];
    if (value === undefined) continue;
    const name = API_PICKER_PARAMS[key];
    if (value >= PICKER_MAX) params[`min_${name}`] = String(PICKER_MAX);
    else params[`max_${name}`] = String(value);
  }
  if (state.isPromo) params.ispromo = 'true';
  if (state.verified) params.verified = 'true';
  if (state.bounds) {
    params.min_lat = String(state.bounds.minLat);
    params.max_lat = String(state.bounds.maxLat);
    params.min_lng = String(state.bounds.minLng);
    params.max_lng = String(state.bounds.maxLng);
  }
  for (const [key, value] of areaParams(state.area)) params[key] = value;
  return params;
}

/**
 * The state a list page searches with: on a sell or rent page where the visitor chose no status,
 * the page's own statuses apply (spec: "applied automatically"); on a landing page, only its
 * available ones. The address is left as it is.
 */
export function withPageStatuses(
  state: SearchState,
  kind: ListingKind,
  options: readonly StatusOption[],
  landing = false,
): SearchState {
  if (state.lists.status.length > 0 || kind === 'both') return state;
  const status = landing ? availableStatusesForPage(kind, options) : statusesForPage(kind, options);
  if (status.length === 0) return state;
  return { ...state, lists: { ...state.lists, status } };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Where the filter panel's Apply goes: the page chosen by the statuses, with every filter in the
 * query from the first page. Statuses that are exactly the target page's own are left out of the
 * address (the page applies them by itself), so `/properties/rent` stays a clean address.
 * `ownStatuses` says which those are (a landing page's are its available ones).
 */
export function applyTarget(
  state: SearchState,
  options: readonly StatusOption[],
  ownStatuses: (kind: ListingKind, state: SearchState) => readonly string[] = (kind) =>
    statusesForPage(kind, options),
): { kind: ListingKind; search: string; state: SearchState } {
  const kind = pageForStatuses(state.lists.status, options);
  let next: SearchState = { ...state, numbers: withOrderedRanges(state.numbers), page: 1 };
  if (kind !== 'both' && sameIds(state.lists.status, ownStatuses(kind, next))) {
    next = { ...next, lists: { ...next.lists, status: [] } };
  }
  const query = toSearchQuery(next).toString();
  return { kind, search: query ? `?${query}` : '', state: next };
}

/** The address of a list page for a state. */
export function searchHref(kind: ListingKind, state: SearchState): string {
  const query = toSearchQuery(state).toString();
  return `/properties/${kind}${query ? `?${query}` : ''}`;
}

/** The numeric keys in min/max pairs: a range counts as one filter. */
export const RANGE_PAIRS: readonly (readonly [NumberKey, NumberKey])[] = [
  ['minPrice', 'maxPrice'],
  ['minLandArea', 'maxLandArea'],
  ['surface_min', 'surface_max'],
  ['min_price_m', 'max_price_m'],
];

/** The min/max pairs whose minimum is above their maximum. */
export function reversedRanges(
  numbers: SearchState['numbers'],
): (readonly [NumberKey, NumberKey])[] {
  return RANGE_PAIRS.filter(([min, max]) => {
    const low = numbers[min];
    const high = numbers[max];
    return low !== undefined && high !== undefined && low > high;
  });
}

/**
 * The numbers with every reversed range swapped (decision 0032): the address, the panel's Apply
 * and the searches read "from 30 to 10 million" as "from 10 to 30 million".
 */
export function withOrderedRanges(numbers: SearchState['numbers']): SearchState['numbers'] {
  const reversed = reversedRanges(numbers);
  if (reversed.length === 0) return numbers;
  const ordered = { ...numbers };
  for (const [min, max] of reversed) {
    ordered[min] = numbers[max];
    ordered[max] = numbers[min];
  }
  return ordered;
}

/**
 * How many filters are set: each chosen id, each range, each picker, the promotion and the
 * verified switches
 * (the keyword, the sort, the page and the map area are not counted).
 */
export function countFilters(state: SearchState): number {
  let count = (state.isPromo ? 1 : 0) + (state.verified ? 1 : 0);
  for (const key of LIST_KEYS) count += state.lists[key].length;
  for (const [min, max] of RANGE_PAIRS) {
    if (state.numbers[min] !== undefined || state.numbers[max] !== undefined) count += 1;
  }
  count += Object.keys(state.pickers).length;
  return count;
}
