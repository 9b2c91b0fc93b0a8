// The active filters above the results, one removable chip each (common/search-chips.ts), and
// "clear all". The page's own statuses are not chips: only what the visitor chose is.
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { LIST_OF_ADDRESS_KEY } from '../../../common/reference-lists.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import { searchChips, type PlaceLabels, type SearchChip } from '../../../common/search-chips.ts';
import { emptySearchState } from '../../../common/search-query.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { optionName, useSearch } from './search-context.tsx';

/** The chips of the address's filters; `placeLabels` names the chosen places (the loader's). */
export function useFilterChips(placeLabels: PlaceLabels): SearchChip[] {
  const { t } = useTranslation('search');
  const format = usePriceFormat();
  const { state, options, language } = useSearch();
  return searchChips(state, {
    t: (key, values) => t(key, values),
    price: format.short,
    area: format.area,
    option: (key, id) => {
      if (key === 'wilayas' || key === 'communes') return placeLabels[key][id];
      const list: readonly TFilterOption[] = options[LIST_OF_ADDRESS_KEY[key]];
      const option = list.find((item) => item.id === id);
      return option && optionName(option, language);
    },
  });
}

export function FilterChips({ placeLabels }: { placeLabels: PlaceLabels }) {
  const { t } = useTranslation('search');
  const { state, go } = useSearch();
  const chips = useFilterChips(placeLabels);
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
