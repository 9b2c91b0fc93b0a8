// What the filter panel's two tabs are made of: each part edits one piece of the draft search
// (a list of ids, a min/max pair, a switch) inside the same section frame, with its texts.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import type { ListKey, NumberKey, SearchState } from '../../../common/search-query.ts';
import { CheckList } from '../../ui/check-list.tsx';
import { cn } from '../../ui/cn.ts';
import { NumberRange } from '../../ui/number-range.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { UnitRange, type UnitRangeLabels } from '../../ui/unit-range.tsx';
import type { DraftUpdate } from './filter-panel.tsx';
import { optionName, useSearch } from './search-context.tsx';

/** What every part receives: the draft search and the way to change it. */
export interface DraftProps {
  draft: SearchState;
  update: DraftUpdate;
}

export const sectionClass = 'border-b border-stone-100 pb-6 last:border-b-0 last:pb-0';

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

/** Reference options as checkbox items named in the visitor's language. */
export function useOptionList() {
  const { language } = useSearch();
  return (options: readonly TFilterOption[]) =>
    options.map((option) => ({ id: option.id, label: optionName(option, language) }));
}

/** The "see all" / "see less" pair every checkbox list of the panel uses. */
export function useSeeAllLabels() {
  const { t } = useTranslation('common');
  return { seeAll: t('actions.see_all'), seeLess: t('actions.see_less') };
}

/** A checkbox list of reference options bound to one list of the draft (test id filter-<key>). */
export function OptionList({
  listKey,
  legend,
  options,
  draft,
  update,
}: DraftProps & { listKey: ListKey; legend: string; options: readonly TFilterOption[] }) {
  const set = useDraftSetters(update);
  const toItems = useOptionList();
  return (
    <div className={sectionClass}>
      <CheckList
        testId={`filter-${listKey}`}
        legend={legend}
        options={toItems(options)}
        selected={draft.lists[listKey]}
        onChange={set.list(listKey)}
        {...useSeeAllLabels()}
      />
    </div>
  );
}

/**
 * Said under a range whose minimum is above its maximum: Apply swaps them (decision 0032), and
 * the visitor sees it before, rather than an empty list after.
 */
export function ReversedRangeNote({
  draft,
  minKey,
  maxKey,
}: Pick<DraftProps, 'draft'> & { minKey: NumberKey; maxKey: NumberKey }) {
  const { t } = useTranslation('search');
  const low = draft.numbers[minKey];
  const high = draft.numbers[maxKey];
  if (low === undefined || high === undefined || low <= high) return null;
  return (
    <p
      role="status"
      data-testid={`reversed-${minKey}`}
      className="mt-2 rounded-lg bg-gold-100 px-3 py-2 text-sm text-gold-900"
    >
      {t('quick.range_swapped')}
    </p>
  );
}

/** An area range in m² bound to a min/max pair of the draft. */
export function AreaRange({
  id,
  legend,
  minKey,
  maxKey,
  draft,
  update,
}: DraftProps & { id: string; legend: string; minKey: NumberKey; maxKey: NumberKey }) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation('common');
  const set = useDraftSetters(update);
  return (
    <div className={sectionClass}>
      <NumberRange
        id={id}
        min={draft.numbers[minKey]}
        max={draft.numbers[maxKey]}
        onChange={set.range(minKey, maxKey)}
        labels={{
          legend,
          min: t('panel.min'),
          max: t('panel.max'),
          minPlaceholder: t('panel.min_placeholder'),
          maxPlaceholder: t('panel.max_placeholder'),
          unit: common('units.m2'),
        }}
      />
      <ReversedRangeNote draft={draft} minKey={minKey} maxKey={maxKey} />
    </div>
  );
}

/** The texts of a price range whose bounds are typed in millions or milliards. */
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

/** A price range (million / milliard units) bound to a min/max pair of the draft. */
export function PriceRange({
  id,
  labels,
  minKey,
  maxKey,
  draft,
  update,
}: DraftProps & { id: string; labels: UnitRangeLabels; minKey: NumberKey; maxKey: NumberKey }) {
  const set = useDraftSetters(update);
  return (
    <div className={sectionClass}>
      <UnitRange
        id={id}
        min={draft.numbers[minKey]}
        max={draft.numbers[maxKey]}
        onChange={set.range(minKey, maxKey)}
        labels={labels}
      />
      <ReversedRangeNote draft={draft} minKey={minKey} maxKey={maxKey} />
    </div>
  );
}

/** A yes/no filter: its name and a hint on one side, the switch on the other. */
export function SwitchFilter({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={cn(sectionClass, 'flex items-center justify-between gap-4')}>
      <div>
        <label htmlFor={id} className="text-[15px] font-semibold text-stone-900">
          {label}
        </label>
        <p className="text-sm text-stone-500">{hint}</p>
      </div>
      <ToggleSwitch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
