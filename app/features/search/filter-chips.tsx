// The active filters above the results, one removable chip each, and "clear all". The page's
// own statuses (applied by the sell and rent pages themselves) are not chips: only what the
// visitor chose is.
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { LIST_OF_ADDRESS_KEY } from '../../../common/reference-lists.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import {
  LIST_KEYS,
  PICKER_MAX,
  emptySearchState,
  type NumberKey,
  type PickerKey,
  type SearchState,
} from '../../../common/search-query.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { optionName, useSearch } from './search-context.tsx';

interface Chip {
  key: string;
  label: string;
  remove: (state: SearchState) => SearchState;
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

/** The chips of the address's filters; `wilayaLabels` names the chosen wilayas (the loader's). */
export function useFilterChips(wilayaLabels: Record<string, string>): Chip[] {
  const { t } = useTranslation('search');
  const format = usePriceFormat();
  const { state, options, language } = useSearch();
  const chips: Chip[] = [];

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
      let label: string | undefined;
      if (key === 'wilayas') label = wilayaLabels[id];
      else {
        const list: readonly TFilterOption[] = options[LIST_OF_ADDRESS_KEY[key]];
        const option = list.find((item) => item.id === id);
        label = option && optionName(option, language);
      }
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
    const show = (value: number) => (range.money ? format.short(value) : format.area(value));
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

export function FilterChips({ wilayaLabels }: { wilayaLabels: Record<string, string> }) {
  const { t } = useTranslation('search');
  const { state, go } = useSearch();
  const chips = useFilterChips(wilayaLabels);
  if (chips.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('chips.label')}
      data-testid="filter-chips"
      className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => go(chip.remove(state), { keepScroll: true })}
          aria-label={t('chips.remove', { label: chip.label })}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-white ps-3 pe-2 text-sm font-medium text-stone-800 shadow-sm ring-1 ring-stone-200 transition-colors hover:bg-brand-50 hover:ring-brand-300"
        >
          <span className="max-w-56 truncate">{chip.label}</span>
          <X className="size-3.5 text-stone-500" aria-hidden="true" />
        </button>
      ))}
      {chips.length > 1 && (
        <button
          type="button"
          onClick={() => go({ ...emptySearchState(), order: state.order })}
          className="inline-flex h-8 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
        >
          {t('chips.clear_all')}
        </button>
      )}
    </div>
  );
}
