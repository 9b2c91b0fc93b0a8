// A list address whose keyword names filters (« villa a vendre alger ») is redirected to the
// address of those filters (/properties/sell?type=1&status=1&wilayas=16): the page shows them
// as the usual removable chips, and a shared link, the back button and a saved search hold the
// structured search (decision 0052; a commune is a key since decision 0081). The words the
// address has no key for (F3, 3 chambres, meublé) stay in the keyword, where the search service
// reads them the same way (server/services/search/query-filters.ts). A second reading moves
// nothing: no redirect loop.
import { understandQuery, type PartKind } from '../../../common/query-understanding.ts';
import { queryWords } from '../../../common/query-tokens.ts';
import {
  BOUNDS_KEYS,
  LIST_KEYS,
  NUMBER_KEYS,
  PICKER_KEYS,
  searchHref,
  type ListingKind,
  type NumberKey,
  type SearchState,
} from '../../../common/search-query.ts';
import { toSearchRequest } from '../../../common/search-request.ts';
import type { TPropertyFilters } from '../../../common/schemas/search.ts';
import type { Services } from '../../../server/services/index.ts';
import {
  UNDERSTOOD_LISTS,
  withUnderstoodText,
} from '../../../server/services/search/query-filters.ts';
import { loadReferenceItems } from '../../../server/services/reference/reference-options.ts';

/** What the address cannot hold: left in the keyword. */
const KEPT_AS_TEXT: readonly PartKind[] = ['rooms', 'bedrooms', 'furnished'];

const NUMBERS: [NumberKey, keyof TPropertyFilters][] = [
  ['minPrice', 'min_price'],
  ['maxPrice', 'max_price'],
  ['surface_min', 'min_living_area'],
  ['surface_max', 'max_living_area'],
  ['minLandArea', 'min_land_area'],
  ['maxLandArea', 'max_land_area'],
];

/** The address keys a search state reads (parseSearchQuery, parseAreaQuery, cleanAreaQuery):
 * the redirect rewrites these, and carries every other key over as it was. */
const SEARCH_KEYS = new Set<string>([
  'keyword',
  ...LIST_KEYS,
  ...NUMBER_KEYS,
  ...PICKER_KEYS,
  'isPromo',
  'verified',
  ...BOUNDS_KEYS,
  'polygon',
  'lat',
  'lng',
  'radius_km',
  'near',
  'order',
  'page',
]);

/**
 * The understood address with the page address's other parameters (`lang`, a campaign's tags):
 * the language chosen stays in the address, not only in the cookie.
 */
export function withPageParams(href: string, query: URLSearchParams): string {
  const kept = [...query].filter(([key]) => !SEARCH_KEYS.has(key));
  if (kept.length === 0) return href;
  const target = new URL(href, 'http://localhost');
  for (const [key, value] of kept) target.searchParams.append(key, value);
  return `${target.pathname}${target.search}`;
}

const ids = (values: readonly number[] | undefined) => (values ?? []).map(String);

/**
 * The address the keyword's understood words lead to, or null when it is the same address
 * (nothing understood, or nothing the address can hold).
 */
export async function understoodAddress(
  db: ReturnType<Services['readDb']>,
  state: SearchState,
  kind: ListingKind,
): Promise<string | null> {
  if (!state.keyword) return null;
  const understood = understandQuery(state.keyword);
  if (understood.parts.length === 0) return null;
  const asked = toSearchRequest(state, { locale: 'fr' });
  if (!asked) return null;
  const refs = await loadReferenceItems(db, UNDERSTOOD_LISTS);
  const filters = withUnderstoodText(asked, refs, KEPT_AS_TEXT);
  const numbers = { ...state.numbers };
  for (const [key, name] of NUMBERS) {
    const value = filters[name] as number | undefined;
    if (value !== undefined) numbers[key] = value;
  }
  const next: SearchState = {
    ...state,
    keyword: asTyped(state.keyword, filters.text ?? ''),
    lists: {
      ...state.lists,
      type: ids(filters.property_type_id),
      state: ids(filters.property_state_id),
      status: ids(filters.property_status_id),
      wilayas: ids(filters.wilayas),
      communes: ids(filters.communes),
    },
    numbers,
    page: 1,
  };
  // « à louer » typed on the sale page: the rent page.
  const statusMoved = next.lists.status.join() !== state.lists.status.join();
  const target = statusMoved && understood.transaction ? understood.transaction : kind;
  const href = searchHref(target, next);
  return href === searchHref(kind, state) ? null : href;
}

/**
 * The words left in the keyword as the visitor typed them (« F3 », « Hydra »), not in the
 * understanding's normalised form: a typed word that reads as one word comes back unchanged.
 */
function asTyped(typed: string, leftover: string): string {
  const original = new Map<string, string>();
  for (const token of typed.split(/\s+/)) {
    const words = queryWords(token);
    if (words.length === 1 && !original.has(words[0]!)) original.set(words[0]!, token);
  }
  return leftover
    .split(' ')
    .filter(Boolean)
    .map((word) => original.get(word) ?? word)
    .join(' ');
}
