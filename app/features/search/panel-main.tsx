// The Principal tab: promotions only, statuses, types, price (million / milliard units, DA),
// condition and land area.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import type { ListKey, NumberKey, SearchState } from '../../../common/search-query.ts';
import { CheckList } from '../../ui/check-list.tsx';
import { NumberRange } from '../../ui/number-range.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { UnitRange, type UnitRangeLabels } from '../../ui/unit-range.tsx';
import type { DraftUpdate } from './filter-panel.tsx';
import { optionName, useSearch } from './search-context.tsx';

export function useDraftSetters(update: DraftUpdate) {
  return {
    list: (key: ListKey) => (ids: string[]) =>
      update((draft) => ({ ...draft, lists: { ...draft.lists, [key]: ids } })),
    range: (minKey: NumberKey, maxKey: NumberKey) => (min?: number, max?: number) =>
      update((draft) => {
        const numbers = { ...draft.numbers };
        if (min === undefined) delete numbers[minKey];
        else numbers[minKey] = min;
        if (max === undefined) delete numbers[maxKey];
        else numbers[maxKey] = max;
        return { ...draft, numbers };
      }),
  };
}

export function useUnitLabels(legend: string): UnitRangeLabels {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation('common');
  return {
    legend,
    min: t('panel.min'),
    max: t('panel.max'),
    minPlaceholder: t('panel.min_price_placeholder'),
    maxPlaceholder: t('panel.max_price_placeholder'),
    unitOfMin: t('panel.unit_of_min'),
    unitOfMax: t('panel.unit_of_max'),
    short: { million: common('units.million_abrv'), billion: common('units.billion_abrv') },
    long: { million: t('panel.unit_million'), billion: t('panel.unit_billion') },
    currency: common('units.currency'),
  };
}

export function useOptionList() {
  const { language } = useSearch();
  return (options: readonly TFilterOption[]) =>
    options.map((option) => ({ id: option.id, label: optionName(option, language) }));
}

export const sectionClass = 'border-b border-stone-100 pb-6 last:border-b-0 last:pb-0';

export function PanelMain({ draft, update }: { draft: SearchState; update: DraftUpdate }) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation('common');
  const { options } = useSearch();
  const set = useDraftSetters(update);
  const toItems = useOptionList();
  const promoId = useId();
  const verifiedId = useId();
  const seeAll = common('actions.see_all');
  const seeLess = common('actions.see_less');
  const priceLabels = useUnitLabels(t('panel.price'));

  return (
    <div className="flex flex-col gap-6">
      <div className={`${sectionClass} flex items-center justify-between gap-4`}>
        <div>
          <label htmlFor={promoId} className="text-[15px] font-semibold text-stone-900">
            {t('panel.promo')}
          </label>
          <p className="text-sm text-stone-500">{t('panel.promo_hint')}</p>
        </div>
        <ToggleSwitch
          id={promoId}
          checked={draft.isPromo}
          onCheckedChange={(isPromo) => update((d) => ({ ...d, isPromo }))}
        />
      </div>
      <div className={`${sectionClass} flex items-center justify-between gap-4`}>
        <div>
          <label htmlFor={verifiedId} className="text-[15px] font-semibold text-stone-900">
            {t('panel.verified')}
          </label>
          <p className="text-sm text-stone-500">{t('panel.verified_hint')}</p>
        </div>
        <ToggleSwitch
          id={verifiedId}
          checked={draft.verified}
          onCheckedChange={(verified) => update((d) => ({ ...d, verified }))}
        />
      </div>
      <div className={sectionClass}>
        <CheckList
          testId="filter-status"
          legend={t('panel.status')}
          options={toItems(options.statuses)}
          selected={draft.lists.status}
          onChange={set.list('status')}
          seeAll={seeAll}
          seeLess={seeLess}
        />
      </div>
      <div className={sectionClass}>
        <CheckList
          testId="filter-type"
          legend={t('panel.type')}
          options={toItems(options.types)}
          selected={draft.lists.type}
          onChange={set.list('type')}
          seeAll={seeAll}
          seeLess={seeLess}
        />
      </div>
      <div className={sectionClass}>
        <UnitRange
          id="filter-price"
          min={draft.numbers.minPrice}
          max={draft.numbers.maxPrice}
          onChange={set.range('minPrice', 'maxPrice')}
          labels={priceLabels}
        />
      </div>
      <div className={sectionClass}>
        <CheckList
          testId="filter-state"
          legend={t('panel.state')}
          options={toItems(options.states)}
          selected={draft.lists.state}
          onChange={set.list('state')}
          seeAll={seeAll}
          seeLess={seeLess}
        />
      </div>
      <div className={sectionClass}>
        <NumberRange
          id="filter-land-area"
          min={draft.numbers.minLandArea}
          max={draft.numbers.maxLandArea}
          onChange={set.range('minLandArea', 'maxLandArea')}
          labels={{
            legend: t('panel.land_area'),
            min: t('panel.min'),
            max: t('panel.max'),
            minPlaceholder: t('panel.min_placeholder'),
            maxPlaceholder: t('panel.max_placeholder'),
            unit: common('units.m2'),
          }}
        />
      </div>
    </div>
  );
}
