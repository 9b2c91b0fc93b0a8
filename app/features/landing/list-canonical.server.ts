// A query-string search equal to a landing page (/properties/sell?wilayas=31&type=2, in any sort)
// names that page as its canonical address, so search engines count one page, not many. The page
// number is kept; the sort is not (decision 0043).
import { landingOfSearch } from '../../../common/landing-address.ts';
import type { Language } from '../../../common/languages.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import { parseSearchQuery, type ListingKind } from '../../../common/search-query.ts';
import { landingPath } from '../../../common/slugs.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Services } from '../../../server/services/index.ts';
import { siteOrigin } from '../seo/site-origin.server.ts';
import { pageUrl } from '../seo/urls.ts';

/** The landing page's address for this list address, or null when it stands for none. */
export function landingCanonical(
  config: Services['config'],
  request: Request,
  kind: ListingKind,
  types: readonly TFilterOption[],
  language: Language,
): string | null {
  const state = parseSearchQuery(new URL(request.url).searchParams);
  const landing = landingOfSearch(kind, state);
  if (!landing) return null;
  const wilaya = wilayaById(landing.wilaya);
  const type =
    landing.type === null ? null : types.find((option) => option.id === String(landing.type));
  if (!wilaya || type === undefined) return null;
  const path = landingPath(landing.kind, wilaya, type);
  return pageUrl(
    siteOrigin(config),
    state.page > 1 ? `${path}?page=${state.page}` : path,
    language,
  );
}
