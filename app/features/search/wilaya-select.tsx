// The wilaya multi-select of the filter panel: the 58 wilayas as "16 - Alger" in the page's
// language, a search box that finds them by number or by name in any of the three languages
// (accents and Arabic letter variants ignored), and the chosen ones as removable chips on top.
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Language } from '../../../common/languages.ts';
import { normalizeSearchText } from '../../../common/text-search.ts';
import { WILAYAS, wilayaLabel, wilayaName } from '../../../common/wilayas.ts';

const searchable = WILAYAS.map((wilaya) => ({
  id: String(wilaya.id),
  code: wilaya.code,
  text: normalizeSearchText(`${wilaya.fr} ${wilaya.en} ${wilaya.ar}`),
}));

export function WilayaSelect({
  language,
  selected,
  onChange,
}: {
  language: Language;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = normalizeSearchText(query);
    if (!needle) return searchable;
    const number = /^\d+$/.test(needle) ? needle.padStart(2, '0') : null;
    return searchable.filter((w) =>
      number ? w.code.startsWith(needle) || w.code === number : w.text.includes(needle),
    );
  }, [query]);
  const toggle = (wid: string, checked: boolean) =>
    onChange(
      checked
        ? WILAYAS.map((w) => String(w.id)).filter((x) => x === wid || selected.includes(x))
        : selected.filter((x) => x !== wid),
    );

  return (
    <fieldset className="min-w-0" data-testid="wilaya-select">
      <legend className="mb-1.5 flex w-full items-center justify-between text-sm font-semibold text-stone-900">
        {t('panel.wilayas')}
        {selected.length > 0 && (
          <span className="text-xs font-medium text-stone-500">
            {t('panel.wilaya_selected', { count: selected.length })}
          </span>
        )}
      </legend>
      {selected.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5">
          {selected.map((wid) => {
            const label = wilayaLabel(Number(wid), language);
            return (
              <li key={wid}>
                <button
                  type="button"
                  onClick={() => toggle(wid, false)}
                  aria-label={t('chips.remove', { label })}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {label}
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('panel.wilaya_search')}
        </label>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('panel.wilaya_search_placeholder')}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white ps-9 pe-3 text-base placeholder:text-sm placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        />
      </div>
      <ul
        aria-label={t('panel.wilayas')}
        className="mt-1.5 max-h-52 overflow-y-auto overscroll-contain rounded-lg border border-stone-200 p-1"
      >
        {shown.map((w) => (
          <li key={w.id} className="h-8">
            <label className="flex h-8 cursor-pointer items-center gap-2.5 rounded-md px-1.5 text-[15px] text-stone-800 hover:bg-stone-50">
              <input
                type="checkbox"
                checked={selected.includes(w.id)}
                onChange={(event) => toggle(w.id, event.target.checked)}
                className="size-4.5 shrink-0 cursor-pointer accent-brand-700"
              />
              <span className="truncate">
                <span className="tabular text-stone-500">{w.code}</span> -{' '}
                {wilayaName(Number(w.id), language)}
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 && (
          <li className="px-2 py-3 text-sm text-stone-500">{t('panel.wilaya_none')}</li>
        )}
      </ul>
    </fieldset>
  );
}
