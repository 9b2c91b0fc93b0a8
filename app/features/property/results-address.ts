// A property opened from a list of results knows that list: its link carries the list's address
// as `?from=/properties/sell?wilayas=16&page=2` (the search address of common/search-query.ts,
// encoded). The property page reads it back with the same codec, so it can link back to the
// results, and to the listings before and after it in them, in plain server-rendered links
// (results-nav.server.ts). Only a list page's address is accepted: anything else is ignored,
// so the parameter cannot send a visitor elsewhere.
import {
  isListingKind,
  parseSearchQuery,
  searchHref,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';

export const FROM_PARAM = 'from';

/** A property's address, remembering the results it was opened from. */
export function propertyHref(id: number, resultsHref?: string): string {
  return resultsHref
    ? `/property/${id}?${FROM_PARAM}=${encodeURIComponent(resultsHref)}`
    : `/property/${id}`;
}

export interface ResultsAddress {
  kind: ListingKind;
  state: SearchState;
}

/** The list a property page was opened from, or null (absent, or not a list page's address). */
export function readResultsAddress(raw: string | null): ResultsAddress | null {
  if (!raw || !raw.startsWith('/properties/') || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://list.invalid');
  } catch {
    return null;
  }
  const kind = url.pathname.slice('/properties/'.length);
  if (!isListingKind(kind)) return null;
  return { kind, state: parseSearchQuery(url.searchParams) };
}

/** The address of the results, rebuilt by the codec (a clean, canonical list address). */
export const resultsHref = ({ kind, state }: ResultsAddress) => searchHref(kind, state);

/** The links of a property page opened from a list (results-nav.server.ts). */
export interface ResultsNav {
  back: string;
  /** The listing before this one in the results (maybe on the previous page), or null. */
  previous: string | null;
  next: string | null;
}
