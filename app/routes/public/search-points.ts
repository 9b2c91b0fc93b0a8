// /properties/:kind/points: the map's points for the list address's filters, every page at once.
// A resource route: JSON, the list page's query string. No Cache-Control, as the list page's own
// data requests.
import { data } from 'react-router';
import { isListingKind } from '../../../common/search-query.ts';
import { loadMapPoints } from '../../features/search/search-probes.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { Route } from './+types/search-points';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isListingKind(params.kind)) throw data(null, { status: 404 });
  return loadMapPoints(context.services, request, params.kind, requestLanguage(request));
}
