// The list page's search, shared by its parts (toolbar, chips, panel, results, map): the state
// read from the address, the same state with the page's own statuses, the option lists, and how
// to go to another state (a navigation: the address stays the state).
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, type Language } from '../../../common/languages.ts';
import type { TFilterOption, TFilterOptions } from '../../../common/schemas/reference.ts';
import { withChosenLanguage } from '../../ui/hidden-fields.tsx';
import {
  landingHref,
  listHref,
  withLanding,
  type LandingBase,
} from '../../../common/landing-address.ts';
import {
  availableStatusesForPage,
  parseSearchQuery,
  statusesForPage,
  withPageStatuses,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';

export interface SearchContextValue {
  kind: ListingKind;
  /** What the address says. */
  state: SearchState;
  /** What is searched: the address plus, on a sell or rent page without a status, its statuses. */
  effective: SearchState;
  options: TFilterOptions;
  language: Language;
  href: (state: SearchState, kind?: ListingKind) => string;
  /**
   * The statuses the page a state goes to applies by itself when none is chosen: a landing
   * page's available ones (decision 0072), a list page's all of its kind.
   */
  pageStatuses: (kind: ListingKind, state: SearchState) => string[];
  go: (
    state: SearchState,
    options?: { kind?: ListingKind; replace?: boolean; keepScroll?: boolean },
  ) => void;
}

const SearchContext = createContext<SearchContextValue | null>(null);

export function SearchProvider({
  kind,
  options,
  landing,
  children,
}: {
  kind: ListingKind;
  options: TFilterOptions;
  /** On a landing page: the wilaya and type its path fixes. */
  landing?: LandingBase;
  children: React.ReactNode;
}) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const state = useMemo(() => {
    const parsed = parseSearchQuery(new URLSearchParams(search));
    return landing ? withLanding(parsed, landing) : parsed;
  }, [search, landing]);
  const effective = useMemo(
    () => withPageStatuses(state, kind, options.statuses, Boolean(landing)),
    [state, kind, options.statuses, landing],
  );
  const href = useCallback(
    (next: SearchState, target: ListingKind = kind) =>
      withChosenLanguage(listHref(landing, target, next), search),
    [kind, landing, search],
  );
  const pageStatuses = useCallback(
    (target: ListingKind, next: SearchState) =>
      landing && landingHref(landing, target, next) !== null
        ? availableStatusesForPage(target, options.statuses)
        : statusesForPage(target, options.statuses),
    [landing, options.statuses],
  );
  const go = useCallback<SearchContextValue['go']>(
    (next, { kind: target = kind, replace = false, keepScroll = false } = {}) => {
      void navigate(withChosenLanguage(listHref(landing, target, next), search), {
        replace,
        preventScrollReset: keepScroll,
      });
    },
    [kind, landing, navigate, search],
  );
  const value = useMemo(
    () => ({ kind, state, effective, options, language, href, pageStatuses, go }),
    [kind, state, effective, options, language, href, pageStatuses, go],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error('useSearch outside a SearchProvider');
  return value;
}

/** An option's name in the page's language. */
export function optionName(option: TFilterOption, language: Language): string {
  return option[`name_${language}`] || option.name;
}
