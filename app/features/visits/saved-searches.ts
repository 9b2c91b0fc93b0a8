// Searches saved on the device (localStorage.savedSearches, no account, no e-mail needed): the
// "Alert me" button keeps the list page's search here, and the favourites page lists them, each
// a link that runs it again. Newest first, one entry per search, kept in step across tabs.
import { useSyncExternalStore } from 'react';
import { isListingKind, type ListingKind } from '../../../common/search-query.ts';

export interface SavedSearch {
  kind: ListingKind;
  /** The list page's own query string (common/search-query.ts), without `?`. */
  query: string;
  /** When it was saved (ms since 1970). */
  savedAt: number;
}

const KEY = 'savedSearches';
const CHANGE_EVENT = 'saved-searches-change';
export const MAX_SAVED_SEARCHES = 20;
const EMPTY: readonly SavedSearch[] = Object.freeze([]);

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isListingKind(entry.kind) &&
    typeof entry.query === 'string' &&
    entry.query.length <= 2000 &&
    typeof entry.savedAt === 'number'
  );
}

function parse(raw: string | null): readonly SavedSearch[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isSavedSearch).slice(0, MAX_SAVED_SEARCHES) : EMPTY;
  } catch {
    return EMPTY;
  }
}

// The same array for the same stored text: useSyncExternalStore needs a stable snapshot.
let cachedRaw: string | null = null;
let cached: readonly SavedSearch[] = EMPTY;

export function readSavedSearches(): readonly SavedSearch[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage disabled: nothing kept
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(list: readonly SavedSearch[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_SAVED_SEARCHES)));
  } catch {
    // Full or disabled storage: the change lives until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const same = (a: Pick<SavedSearch, 'kind' | 'query'>, b: Pick<SavedSearch, 'kind' | 'query'>) =>
  a.kind === b.kind && a.query === b.query;

/** Saves a search (again: it moves to the top). */
export function saveSearch(kind: ListingKind, query: string): void {
  const entry = { kind, query, savedAt: Date.now() };
  write([entry, ...readSavedSearches().filter((other) => !same(other, entry))]);
}

export function removeSavedSearch(search: Pick<SavedSearch, 'kind' | 'query'>): void {
  write(readSavedSearches().filter((other) => !same(other, search)));
}

export function isSearchSaved(
  list: readonly SavedSearch[],
  search: Pick<SavedSearch, 'kind' | 'query'>,
) {
  return list.some((other) => same(other, search));
}

/** The list page that runs the search. */
export function savedSearchHref({ kind, query }: Pick<SavedSearch, 'kind' | 'query'>): string {
  return `/properties/${kind}${query ? `?${query}` : ''}`;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The saved searches; none on the server, the device's after hydration. */
export function useSavedSearches(): readonly SavedSearch[] {
  return useSyncExternalStore(subscribe, readSavedSearches, () => EMPTY);
}
