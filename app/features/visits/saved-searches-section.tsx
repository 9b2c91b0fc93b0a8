// "My searches" on the favourites page: the searches saved on this device (saved-searches.ts),
// each a link that runs it again in one tap, with a button to remove it. Nothing before
// hydration (the list is the device's) and nothing when no search is saved.
import { Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import type { Language } from '../../../common/languages.ts';
import { LIST_OF_ADDRESS_KEY } from '../../../common/reference-lists.ts';
import type { TFilterOption, TFilterOptions } from '../../../common/schemas/reference.ts';
import { searchChips } from '../../../common/search-chips.ts';
import { parseSearchQuery } from '../../../common/search-query.ts';
import { wilayaLabel } from '../../../common/wilayas.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import {
  removeSavedSearch,
  savedSearchHref,
  useSavedSearches,
  type SavedSearch,
} from './saved-searches.ts';
import { useCommuneNames, type CommuneNames } from './use-commune-names.ts';

/**
 * The search in words: the page it runs on, then its filters as the list page's chips say them
 * (common/search-chips.ts), « Villa · Staoueli · Prix : jusqu'à 2 Md ». The communes' names
 * come from the server (useCommuneNames); until they do, a commune has no chip of its own.
 */
function useDescribe(options: TFilterOptions, communes: CommuneNames) {
  const { t } = useTranslation(['visits', 'search']);
  const format = usePriceFormat();
  const language: Language = format.language;
  return (search: SavedSearch) => {
    const state = parseSearchQuery(new URLSearchParams(search.query));
    const chips = searchChips(state, {
      t: (key, values) => t(`search:${key}`, values),
      price: format.short,
      area: format.area,
      option: (key, id) => {
        if (key === 'wilayas') return wilayaLabel(Number(id), language) || undefined;
        if (key === 'communes') return communes[id];
        const list: readonly TFilterOption[] = options[LIST_OF_ADDRESS_KEY[key]];
        const option = list.find((item) => item.id === id);
        return option && (option[`name_${language}`] || option.name);
      },
    });
    return {
      name: t(`search:heading.${search.kind}`),
      filters:
        chips.length > 0
          ? chips.map((chip) => chip.label).join(' · ')
          : t('saved_searches.filters', { count: 0 }),
    };
  };
}

const ANCHOR = 'saved-searches';

export function SavedSearchesSection({ options }: { options: TFilterOptions }) {
  const { t } = useTranslation('visits');
  const searches = useSavedSearches();
  const language = usePriceFormat().language;
  const describe = useDescribe(options, useCommuneNames(searches, language));
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = searches.length > 0;
  // The browser looked for #saved-searches before hydration, when the list was not there yet.
  useEffect(() => {
    if (shown && hash === `#${ANCHOR}`) section.current?.scrollIntoView();
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <section
      ref={section}
      id={ANCHOR}
      aria-labelledby="saved-searches-title"
      data-testid="saved-searches"
      className="mt-12 scroll-mt-(--header-height)"
    >
      <h2 id="saved-searches-title" className="text-xl font-bold text-brand-950">
        {t('saved_searches.title')}
      </h2>
      <p className="mt-1 text-stone-600">{t('saved_searches.lead')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {searches.map((search) => {
          const { name, filters } = describe(search);
          return (
            <li
              key={`${search.kind}?${search.query}`}
              className="flex items-center gap-2 rounded-2xl bg-white p-2 shadow-card ring-1 ring-stone-900/5"
            >
              <Link
                to={savedSearchHref(search)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 hover:bg-brand-50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Search className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-brand-950">{name}</span>
                  <span data-testid="saved-search-filters" className="block text-sm text-stone-600">
                    {filters}
                  </span>
                </span>
              </Link>
              <button
                type="button"
                onClick={() => removeSavedSearch(search)}
                aria-label={t('saved_searches.remove', { name: `${name} · ${filters}` })}
                className="flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
