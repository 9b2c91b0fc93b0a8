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
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
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
          <div>
            <label htmlFor={field('kind')} className="mb-1 block text-sm font-semibold">
              {t('quick.kind')}
            </label>
            <select id={field('kind')} name="kind" defaultValue={kind} className={fieldClass}>
              {LISTING_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`quick.kind_${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field('type')} className="mb-1 block text-sm font-semibold">
              {t('panel.type')}
            </label>
            <select
              id={field('type')}
              name="type"
              defaultValue={state.lists.type[0] ?? ''}
              className={fieldClass}
            >
              <option value="">{t('quick.any')}</option>
              {options.types.map((option) => (
                <option key={option.id} value={option.id}>
                  {optionName(option, language)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field('wilaya')} className="mb-1 block text-sm font-semibold">
              {t('quick.wilaya')}
            </label>
            <select
              id={field('wilaya')}
              name="wilayas"
              defaultValue={state.lists.wilayas[0] ?? ''}
              className={fieldClass}
            >
              <option value="">{t('quick.any')}</option>
              {WILAYAS.map((wilaya) => (
                <option key={wilaya.id} value={String(wilaya.id)}>
                  {wilayaLabel(wilaya.id, language)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm font-semibold">{t('quick.price')}</legend>
            <div className="flex gap-2">
              <input
                name="minPrice"
                type="number"
                min={0}
                step={10000}
                inputMode="numeric"
                aria-label={t('quick.min_price')}
                placeholder={t('panel.min')}
                defaultValue={number(state.numbers.minPrice)}
                className={fieldClass}
              />
              <input
                name="maxPrice"
                type="number"
                min={0}
                step={10000}
                inputMode="numeric"
                aria-label={t('quick.max_price')}
                placeholder={t('panel.max')}
                defaultValue={number(state.numbers.maxPrice)}
                className={fieldClass}
              />
            </div>
          </fieldset>
          <div>
            <label htmlFor={field('bedroom')} className="mb-1 block text-sm font-semibold">
              {t('quick.bedrooms')}
            </label>
            <select
              id={field('bedroom')}
              name="bedroom"
              defaultValue={bedroom === undefined ? '' : String(bedroom)}
              className={fieldClass}
            >
              <option value="">{t('quick.any')}</option>
              {Array.from({ length: PICKER_MAX }, (_, n) => (
                <option key={n} value={String(n)}>
                  {t('quick.at_most', { count: n })}
                </option>
              ))}
              <option value={String(PICKER_MAX)}>
                {t('quick.or_more', { count: PICKER_MAX })}
              </option>
            </select>
          </div>
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
