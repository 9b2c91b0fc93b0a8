// /alerts/confirm/{token} and /alerts/unsubscribe/{token}: the links of the alert e-mails. Opening
// the link does it (no login, no form): confirms the saved search, or ends it.
import { data } from 'react-router';
import type { ListingKind } from '../../../common/search-query.ts';
import { ZTokenSchema } from '../../../common/schemas/return-visits.ts';
import {
  confirmSavedSearch,
  unsubscribeSavedSearch,
} from '../../../server/services/return-visits/saved-searches.ts';
import { AlertLinkPage, type AlertLinkOutcome } from '../../features/visits/alert-link-page.tsx';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../ui/page-meta.ts';
import type { Route } from './+types/alert-link';

const listHref = (kind: ListingKind, query: string) =>
  `/properties/${kind}${query ? `?${query}` : ''}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const language = requestLanguage(request);
  const t = fixedT(language, 'visits');
  const brand = fixedT(language, 'common')('brand.name');
  const unsubscribe = new URL(request.url).pathname.startsWith('/alerts/unsubscribe/');
  const token = ZTokenSchema.safeParse({ token: params.token });

  let outcome: AlertLinkOutcome = 'invalid';
  let searchHref: string | null = null;
  if (token.success && unsubscribe) {
    if (await unsubscribeSavedSearch(db, token.data.token)) outcome = 'unsubscribed';
  } else if (token.success) {
    const search = await confirmSavedSearch(db, token.data.token);
    if (search) {
      outcome = 'confirmed';
      searchHref = listHref(search.kind, search.query);
    }
  }
  const page = {
    outcome,
    searchHref,
    meta: { title: t('alerts.meta_title', { brand }), description: t(`alerts.${outcome}_text`) },
  };
  return data(page, { status: outcome === 'invalid' ? 404 : 200 });
}

export function meta({ data: page }: Route.MetaArgs) {
  return [...pageMeta(page?.meta), { name: 'robots', content: 'noindex' }];
}

export default function AlertLink({ loaderData }: Route.ComponentProps) {
  return <AlertLinkPage outcome={loaderData.outcome} searchHref={loaderData.searchHref} />;
}
