// /properties/:kind/count: how many properties the list address's filters match (the filter
// panel's live count). A resource route: JSON, the list page's query string. No Cache-Control,
// as the list page's own data requests: it follows the visitor's every change of the draft.
import { data } from 'react-router';
import { isListingKind } from '../../../common/search-query.ts';
import { loadMatchCount } from '../../features/search/search-probes.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { Route } from './+types/search-count';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) throw data(null, { status: 404 });
  return loadMatchCount(context.services, request, params.kind, requestLanguage(request));
}
