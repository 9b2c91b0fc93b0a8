// The active filters of a search, one chip each: its words and how to take it away. The list
// page shows them above the results (filter-chips.tsx) and a saved search is described by them
// (saved-searches-section.tsx), so both say the same. The page's own statuses (applied by the
// sell and rent pages themselves) are not chips: only what the visitor chose is.
import {
  LIST_KEYS,
  PICKER_MAX,
  type ListKey,
  type NumberKey,
  type PickerKey,
  type SearchState,
} from './search-query.ts';

/**
 * The names of the places an address picks, in the page's language, by id (the loader's: the
 * page does not load the 58 wilayas and 1,541 communes in three languages for them).
 */
export interface PlaceLabels {
  wilayas: Record<string, string>;
  communes: Record<string, string>;
}

export const NO_PLACE_LABELS: PlaceLabels = { wilayas: {}, communes: {} };

export interface SearchChip {
  key: string;
  label: string;
  remove: (state: SearchState) => SearchState;
}

/** What the chips are written with: the search texts, the units, the lists' names. */
export interface ChipWords {
  /** A text of the `search` namespace (`chips.*`, `panel.*`). */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A price, short (« 2 Md »). */
  price: (dinars: number) => string;
  /** An area with its unit. */
  area: (m2: number) => string;
  /** The name of one of a list's options (a wilaya, a type…); undefined when unknown. */
  option: (key: ListKey, id: string) => string | undefined;
}

const RANGES: { label: string; min: NumberKey; max: NumberKey; money: boolean }[] = [
  { label: 'price', min: 'minPrice', max: 'maxPrice', money: true },
  { label: 'land_area', min: 'minLandArea', max: 'maxLandArea', money: false },
  { label: 'surface', min: 'surface_min', max: 'surface_max', money: false },
  { label: 'price_m2', min: 'min_price_m', max: 'max_price_m', money: true },
];

const without = (state: SearchState, change: Partial<SearchState>): SearchState => ({
  ...state,
  ...change,
  page: 1,
});

/** The chips of a search's filters, in the order the list page shows them. */
export function searchChips(state: SearchState, words: ChipWords): SearchChip[] {
  const { t } = words;
  const chips: SearchChip[] = [];

  if (state.keyword) {
    chips.push({
      key: 'keyword',
      label: t('chips.keyword', { keyword: state.keyword }),
      remove: (s) => without(s, { keyword: '' }),
    });
  }
  if (state.isPromo) {
    chips.push({
      key: 'promo',
      label: t('chips.promo'),
      remove: (s) => without(s, { isPromo: false }),
    });
  }
  if (state.verified) {
    chips.push({
      key: 'verified',
      label: t('chips.verified'),
      remove: (s) => without(s, { verified: false }),
    });
  }
  for (const key of LIST_KEYS) {
    for (const id of state.lists[key]) {
      const label = words.option(key, id);
      if (!label) continue;
      chips.push({
        key: `${key}-${id}`,
        label,
        remove: (s) =>
          without(s, { lists: { ...s.lists, [key]: s.lists[key].filter((x) => x !== id) } }),
      });
    }
  }
  for (const range of RANGES) {
    const min = state.numbers[range.min];
    const max = state.numbers[range.max];
    if (min === undefined && max === undefined) continue;
    const show = (value: number) => (range.money ? words.price(value) : words.area(value));
    const value =
      min !== undefined && max !== undefined
        ? t('chips.range', { min: show(min), max: show(max) })
        : min !== undefined
          ? t('chips.from', { value: show(min) })
          : t('chips.up_to', { value: show(max!) });
    chips.push({
      key: range.label,
      label: t('chips.labelled', { label: t(`chips.${range.label}`), value }),
      remove: (s) => {
        const numbers = { ...s.numbers };
        delete numbers[range.min];
        delete numbers[range.max];
        return without(s, { numbers });
      },
    });
  }
  for (const [key, value] of Object.entries(state.pickers) as [PickerKey, number][]) {
    const label = t(`panel.${key}`);
    chips.push({
      key: `picker-${key}`,
      label:
        value >= PICKER_MAX
          ? t('chips.picker_min', { label })
          : t('chips.picker_max', { label, count: value }),
      remove: (s) => {
        const pickers = { ...s.pickers };
        delete pickers[key];
        return without(s, { pickers });
      },
    });
  }
  if (state.area) {
    chips.push({
      key: 'area',
      label:
        state.area.kind === 'radius'
          ? t('chips.area_radius', { count: state.area.circle.radiusKm })
          : t('chips.area_polygon'),
      remove: (s) => without(s, { area: null }),
    });
  }
  if (state.bounds) {
    chips.push({
      key: 'bounds',
      label: t('chips.map_area'),
      remove: (s) => without(s, { bounds: null }),
    });
  }
  return chips;
}
