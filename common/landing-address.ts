// A landing page (/properties/sell/oran/appartement) is the list page with its wilaya and type
// fixed by the path. This module, shared by server and browser, says what such a page searches
// and where a change of filters on it goes: it stays on a landing path while the wilaya (and the
// type, when the path names one) still match, and goes to the query-string address otherwise
// (docs/decisions/0043-landing-pages.md).
import {
  countFilters,
  searchHref,
  toSearchQuery,
  type ListingKind,
  type SearchState,
} from './search-query.ts';

export type LandingKind = 'sell' | 'rent';

export function isLandingKind(value: unknown): value is LandingKind {
  return value === 'sell' || value === 'rent';
}

/** What the path of a landing page fixes (ids as the address writes them). */
export interface LandingBase {
  kind: LandingKind;
  wilaya: string;
  type: string | null;
  /** The page's path, without a query. */
  path: string;
}

/** The search of a landing page: its address's query with the path's wilaya and type. */
export function withLanding(state: SearchState, base: LandingBase): SearchState {
  return {
    ...state,
    lists: {
      ...state.lists,
      wilayas: [base.wilaya],
      type: base.type ? [base.type] : state.lists.type,
    },
  };
}

const only = (ids: readonly string[], id: string) => ids.length === 1 && ids[0] === id;

/** The address of a state on this landing page's path, or null when it leaves the page. */
export function landingHref(base: LandingBase, kind: ListingKind, state: SearchState) {
  // An area search is the list page's, never a landing page's (issue 26).
  if (state.area) return null;
  if (kind !== base.kind || !only(state.lists.wilayas, base.wilaya)) return null;
  if (base.type && !only(state.lists.type, base.type)) return null;
  const rest = {
    ...state,
    lists: { ...state.lists, wilayas: [], type: base.type ? [] : state.lists.type },
  };
  const query = toSearchQuery(rest).toString();
  return `${base.path}${query ? `?${query}` : ''}`;
}

/** Where a list page's link goes: its landing path when it has one, else the query address. */
export function listHref(base: LandingBase | undefined, kind: ListingKind, state: SearchState) {
  return (base && landingHref(base, kind, state)) ?? searchHref(kind, state);
}

/**
 * The landing page a query-string search stands for (its canonical address): a sell or rent
 * search of exactly one wilaya and at most one type, nothing else but the sort and the page.
 */
export function landingOfSearch(
  kind: ListingKind,
  state: SearchState,
): { kind: LandingKind; wilaya: number; type: number | null } | null {
  if (!isLandingKind(kind) || state.keyword || state.bounds || state.area) return null;
  const { wilayas, type } = state.lists;
  if (wilayas.length !== 1 || type.length > 1) return null;
  if (countFilters(state) !== 1 + type.length) return null;
  return { kind, wilaya: Number(wilayas[0]), type: type[0] ? Number(type[0]) : null };
}
