// The "Alert me" sign-up as a page (/alerts/new), for a visitor whose page has no script yet:
// the list page's button is a link here, carrying the search (kind and the list's own keys,
// never personal data). The dialog does the same in the page once the script runs.
import {
  isListingKind,
  parseSearchQuery,
  toSearchQuery,
  type ListingKind,
  type SearchState,
} from '../../../common/search-query.ts';

export const ALERT_SIGNUP_PATH = '/alerts/new';

/** Where the favourites page lists the searches saved on the device (saved-searches.ts). */
export const SAVED_SEARCHES_HREF = '/favorites#saved-searches';

export type AlertSignupAnswer =
  | { status: 'sent'; email: string }
  | { status: 'invalid_email' | 'too_many' | 'error'; email: string; frequency: string };

/** The sign-up page's address for a list page's search (in the visitor's language). */
export function alertSignupHref(kind: ListingKind, state: SearchState, language: string): string {
  const params = toSearchQuery({ ...state, page: 1 });
  params.set('kind', kind);
  params.set('lang', language);
  return `${ALERT_SIGNUP_PATH}?${params.toString()}`;
}

/** The search the sign-up page's address carries: the kind and the list's query string. */
export function searchOfSignupUrl(url: URL): { kind: ListingKind; query: string } {
  const kind = url.searchParams.get('kind');
  const query = toSearchQuery({ ...parseSearchQuery(url.searchParams), page: 1 }).toString();
  return { kind: isListingKind(kind) ? kind : 'both', query };
}
