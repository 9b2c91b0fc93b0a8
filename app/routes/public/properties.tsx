// /properties/sell, /properties/rent and /properties/both: the list screen (docs/product.md,
// "Search"). Any other kind redirects to /properties/both keeping the query. The address is the
// state of the search; the server renders the results (and the filter options) in the first HTML.
import { redirect } from 'react-router';
import { understandQuery } from '../../../common/query-understanding.ts';
import { isListingKind, parseSearchQuery, toSearchQuery } from '../../../common/search-query.ts';
import { parseAreaQuery } from '../../../common/search-area-query.ts';
import { cleanAreaQuery } from '../../features/search/area/area-address.server.ts';
import type { PublicRouteHandle } from '../../features/layout/public-shell.tsx';
import { SearchScreen } from '../../features/search/search-screen.tsx';
import { loadSearchPage } from '../../features/search/search-data.server.ts';
import {
  understoodAddress,
  withPageParams,
} from '../../features/search/understood-address.server.ts';
import { landingCanonical } from '../../features/landing/list-canonical.server.ts';
import { searchPageTexts } from '../../features/search/search-meta.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/properties';
import '../../features/search/search.css';

export const handle: PublicRouteHandle = { footer: false };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  if (!isListingKind(params.kind)) throw redirect(`/properties/both${search}`, 301);
  const chosen = new URL(request.url).searchParams.get('kind');
  if (chosen !== null) throw redirect(heroSearchTarget(chosen, new URLSearchParams(search)));
  const cleaned = cleanAreaQuery(new URL(request.url).searchParams);
  if (cleaned) throw redirect(`/properties/${params.kind}?${cleaned}`);
  // Typed words that name filters: the address of those filters (decision 0052).
  const query = new URL(request.url).searchParams;
  const understood = await understoodAddress(
    context.services.readDb(request),
    parseSearchQuery(query),
    params.kind,
  );
  if (understood) throw redirect(withPageParams(understood, query));
  const language = requestLanguage(request);
  const data = await loadSearchPage(context.services, request, params.kind, language);
  const { config } = context.services;
  const canonical = landingCanonical(config, request, params.kind, data.options.types, language);
  const texts = searchPageTexts(language, params.kind);
  // An area around a point or a drawn zone is one visitor's search: kept out of search engines.
  if (parseAreaQuery(new URL(request.url).searchParams)) texts.noindex = true;
  return { ...data, meta: canonical ? { ...texts, canonical, language } : texts };
}

/** The Home search box sent by the browser (no script yet), or a search or suggestion it opened:
 * its buy/rent choice comes as `kind`, with its pickers and empty fields; the list's own address
 * has no `kind`. What the words name wins over a picker naming the same filter (decision 0075). */
function heroSearchTarget(chosen: string, query: URLSearchParams): string {
  const state = { ...parseSearchQuery(query), page: 1 };
  const typed = understandQuery(state.keyword);
  const lists = { ...state.lists };
  if (typed.types.length > 0) lists.type = [];
  if (typed.wilayas.length > 0) lists.wilayas = [];
  const target = toSearchQuery({ ...state, lists });
  const language = query.get('lang');
  if (language) target.set('lang', language);
  const rest = target.toString();
  const kind = typed.transaction ?? (isListingKind(chosen) ? chosen : 'both');
  return `/properties/${kind}${rest ? `?${rest}` : ''}`;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.meta) : [];
}

export default function PropertiesScreen({ loaderData }: Route.ComponentProps) {
  return (
    <SearchScreen
      kind={loaderData.kind}
      results={loaderData.results}
      options={loaderData.options}
      tileUrl={loaderData.tileUrl}
      mapOpenOnServer={loaderData.mapOpen}
      alertsEnabled={loaderData.alertsEnabled}
      placeLabels={loaderData.placeLabels}
      relaxations={loaderData.relaxations}
    />
  );
}
