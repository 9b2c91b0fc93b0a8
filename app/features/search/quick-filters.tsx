// The main filters as a plain GET form, for the moment before the page's script runs and for a
// browser without JavaScript (decision 0032). The toolbar's filter button is a link to
// #filters: before hydration the browser shows this form (search.css, `:target`); once hydrated
// the same address opens the full panel instead and this form stays hidden. Its fields carry
// the address's own keys (kind, type, wilayas, minPrice, maxPrice, bedroom) and the other
// filters as hidden fields, so the list page's loader turns what the browser sends into the
// codec's address (`kind` picks the page; empty fields are dropped).
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import {
  LISTING_KINDS,
  PICKER_MAX,
  parseSearchQuery,
  type ListingKind,
} from '../../../common/search-query.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import { WILAYAS, wilayaLabel } from '../../../common/wilayas.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { HiddenFields } from '../../ui/hidden-fields.tsx';
import { optionName } from './search-context.tsx';

/** The keys this form edits; every other one of the address goes along hidden. */
const EDITED = ['kind', 'type', 'wilayas', 'minPrice', 'maxPrice', 'bedroom', 'page'] as const;

const fieldClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

/**
 * Its props come from the loader and the address only, never from the search context: the part
 * is hydrated late (search-screen.tsx), and a context change would make React hydrate it at
 * once — waiting for its code and holding back every update of the page meanwhile.
 */
export default function QuickFilters({
  search,
  kind,
  options,
}: {
  search: string;
  kind: ListingKind;
  options: TFilterOptions;
}) {
  const { t, i18n } = useTranslation('search');
  const language = i18n.language;
  const state = parseSearchQuery(new URLSearchParams(search));
  const id = useId();
  const kept = new URLSearchParams(search);
  for (const key of EDITED) kept.delete(key);
  const field = (name: string) => `${id}-${name}`;
  const bedroom = state.pickers.bedroom;

  return (
    <div id="filters" className="quick-filters" data-testid="quick-filters">
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-stone-200 px-4">
        <h2 className="text-lg font-bold text-brand-950">{t('quick.title')}</h2>
        <a
          href="#search-results"
          aria-label={t('panel.close')}
          className="inline-flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </a>
      </div>
      <form
        method="get"
        action={`/properties/${kind}`}
        role="search"
        aria-label={t('quick.title')}
        className="flex min-h-0 flex-1 flex-col"
      >
        <HiddenFields params={kept} />
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-5">
          <SelectField
            id={field('kind')}
            name="kind"
            label={t('quick.kind')}
            defaultValue={kind}
            choices={LISTING_KINDS.map((value) => ({ value, label: t(`quick.kind_${value}`) }))}
          />
          <SelectField
            id={field('type')}
            name="type"
            label={t('panel.type')}
            anyLabel={t('quick.any')}
            defaultValue={state.lists.type[0] ?? ''}
            choices={options.types.map((option) => ({
              value: option.id,
              label: optionName(option, language),
            }))}
          />
          <SelectField
            id={field('wilaya')}
            name="wilayas"
            label={t('quick.wilaya')}
            anyLabel={t('quick.any')}
            defaultValue={state.lists.wilayas[0] ?? ''}
            choices={WILAYAS.map((wilaya) => ({
              value: String(wilaya.id),
              label: wilayaLabel(wilaya.id, language),
            }))}
          />
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm font-semibold">{t('quick.price')}</legend>
            <div className="flex gap-2">
              <PriceInput
                name="minPrice"
                label={t('quick.min_price')}
                placeholder={t('panel.min')}
                value={state.numbers.minPrice}
              />
              <PriceInput
                name="maxPrice"
                label={t('quick.max_price')}
                placeholder={t('panel.max')}
                value={state.numbers.maxPrice}
              />
            </div>
          </fieldset>
          <SelectField
            id={field('bedroom')}
            name="bedroom"
            label={t('quick.bedrooms')}
            anyLabel={t('quick.any')}
            defaultValue={bedroom === undefined ? '' : String(bedroom)}
            choices={Array.from({ length: PICKER_MAX + 1 }, (_, n) => ({
              value: String(n),
              label:
                n < PICKER_MAX
                  ? t('quick.at_most', { count: n })
                  : t('quick.or_more', { count: PICKER_MAX }),
            }))}
          />
        </div>
        <div className="shrink-0 border-t border-stone-200 px-4 py-3">
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            {t('quick.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A labelled choice of the form; `anyLabel` adds a first "any" choice sending nothing. */
function SelectField({
  id,
  name,
  label,
  anyLabel,
  defaultValue,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel?: string;
  defaultValue: string;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={fieldClass}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One bound of the price, in dinars. */
function PriceInput({
  name,
  label,
  placeholder,
  value,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: number | undefined;
}) {
  return (
    <input
      name={name}
      type="number"
      min={0}
      step={10000}
      inputMode="numeric"
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value === undefined ? '' : String(value)}
      className={fieldClass}
    />
  );
}
