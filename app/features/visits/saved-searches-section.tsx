// "My searches" on the favourites page: the searches saved on this device (saved-searches.ts),
// each a link that runs it again in one tap, with a button to remove it. Nothing before
// hydration (the list is the device's) and nothing when no search is saved.
import { Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { countFilters, parseSearchQuery } from '../../../common/search-query.ts';
import {
  removeSavedSearch,
  savedSearchHref,
  useSavedSearches,
  type SavedSearch,
} from './saved-searches.ts';

/** The search in words: the page it runs on and its keyword, then how many filters. */
function useDescribe() {
  const { t } = useTranslation(['visits', 'search']);
  return (search: SavedSearch) => {
    const state = parseSearchQuery(new URLSearchParams(search.query));
    const keyword = state.keyword.trim();
    const page = t(`search:heading.${search.kind}`);
    return {
      name: keyword ? `${page} · ${keyword}` : page,
      filters: t('saved_searches.filters', { count: countFilters(state) }),
    };
  };
}

const ANCHOR = 'saved-searches';

export function SavedSearchesSection() {
  const { t } = useTranslation('visits');
  const searches = useSavedSearches();
  const describe = useDescribe();
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
                  <span className="block text-sm text-stone-600">{filters}</span>
                </span>
              </Link>
              <button
                type="button"
                onClick={() => removeSavedSearch(search)}
                aria-label={t('saved_searches.remove', { name })}
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
