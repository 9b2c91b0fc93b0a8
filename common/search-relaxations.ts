// No dead end (issue 34, decision 0054): a search with no result proposes the searches one
// filter wider, each with how many listings it finds. One per active filter, named by the key
// of its chip above the results (app/features/search/filter-chips.tsx), so the page names each
// as its chip does; a single wilaya also widens to its nearest neighbours. Only filters that are
// set are proposed: never advice about one that is not.
import { LIST_KEYS, PICKER_KEYS, RANGE_PAIRS, type SearchState } from './search-query.ts';
import { nearestWilayas } from './wilaya-neighbours.ts';
import { wilayaById } from './wilayas.ts';

export interface Relaxation {
  /** The chip it removes (`keyword`, `type-3`, `price`...), or `wilaya-neighbours`. */
  key: string;
  /** Listings the wider search finds. */
  count: number;
  /** The list page's address of the wider search. */
  href: string;
}

/** How many neighbouring wilayas a single wilaya widens to. */
export const NEIGHBOURS = 4;
/** At most this many relaxations are shown, the most fruitful first. */
export const RELAXATIONS_SHOWN = 3;

/** The chip keys of the number ranges, in RANGE_PAIRS order (filter-chips.tsx RANGES). */
const RANGE_KEYS = ['price', 'land_area', 'surface', 'price_m2'] as const;

const wider = (state: SearchState, change: Partial<SearchState>): SearchState => ({
  ...state,
  ...change,
  page: 1,
});

/** The searches one filter wider than this one, keyed by the chip they remove. */
export function relaxedStates(state: SearchState): { key: string; state: SearchState }[] {
  const found: { key: string; state: SearchState }[] = [];
  if (state.keyword) found.push({ key: 'keyword', state: wider(state, { keyword: '' }) });
  if (state.isPromo) found.push({ key: 'promo', state: wider(state, { isPromo: false }) });
  if (state.verified) found.push({ key: 'verified', state: wider(state, { verified: false }) });
  for (const key of LIST_KEYS) {
    for (const id of state.lists[key]) {
      const lists = { ...state.lists, [key]: state.lists[key].filter((other) => other !== id) };
      found.push({ key: `${key}-${id}`, state: wider(state, { lists }) });
    }
  }
  const [only] = state.lists.wilayas;
  const wilaya = state.lists.wilayas.length === 1 && only ? wilayaById(Number(only)) : undefined;
  if (wilaya) {
    const near = nearestWilayas(wilaya, NEIGHBOURS).map((other) => String(other.id));
    const lists = { ...state.lists, wilayas: [only!, ...near] };
    found.push({ key: 'wilaya-neighbours', state: wider(state, { lists }) });
  }
  RANGE_PAIRS.forEach(([min, max], index) => {
    if (state.numbers[min] === undefined && state.numbers[max] === undefined) return;
    const numbers = { ...state.numbers };
    delete numbers[min];
    delete numbers[max];
    found.push({ key: RANGE_KEYS[index]!, state: wider(state, { numbers }) });
  });
  for (const key of PICKER_KEYS) {
    if (state.pickers[key] === undefined) continue;
    const pickers = { ...state.pickers };
    delete pickers[key];
    found.push({ key: `picker-${key}`, state: wider(state, { pickers }) });
  }
  if (state.area) found.push({ key: 'area', state: wider(state, { area: null }) });
  if (state.bounds) found.push({ key: 'bounds', state: wider(state, { bounds: null }) });
  return found;
}
