// /alerts/confirm/{token} and /alerts/unsubscribe/{token}: the links of the alert e-mails. Opening
// a link only shows a page (GET and HEAD change nothing: mail scanners and link previews open
// links too); its button posts the form that confirms the alert or ends it. The form works
// without JavaScript, and a mail client's one-click unsubscribe (RFC 8058) posts to the same
// address. No login either way: the token is the key.
import { data } from 'react-router';
import type { ListingKind } from '../../../common/search-query.ts';
import { ZTokenSchema } from '../../../common/schemas/return-visits.ts';
import {
  confirmSavedSearch,
  findSavedSearchLink,
  unsubscribeSavedSearch,
  type SavedSearchLink,
} from '../../../server/services/return-visits/saved-searches.ts';
import { AlertLinkPage, type AlertLinkOutcome } from '../../features/visits/alert-link-page.tsx';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../ui/page-meta.ts';
import type { Route } from './+types/alert-link';

const listHref = (kind: ListingKind, query: string) =>
  `/properties/${kind}${query ? `?${query}` : ''}`;

const linkOf = (request: Request) =>
  new URL(request.url).pathname.startsWith('/alerts/unsubscribe/') ? 'unsubscribe' : 'confirm';

function page(request: Request, outcome: AlertLinkOutcome, search: SavedSearchLink | null) {
  const language = requestLanguage(request);
  const t = fixedT(language, 'visits');
  const brand = fixedT(language, 'common')('brand.name');
  return data(
    {
      outcome,
      searchHref: search ? listHref(search.kind, search.query) : null,
      meta: { title: t('alerts.meta_title', { brand }), description: t(`alerts.${outcome}_text`) },
    },
    { status: outcome === 'invalid' ? 404 : 200 },
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const link = linkOf(request);
  const token = ZTokenSchema.safeParse({ token: params.token });
  if (!token.success) return page(request, 'invalid', null);
  const found = await findSavedSearchLink(context.services.db, link, token.data.token);
  if (found.state === 'unknown') return page(request, 'invalid', null);
  if (link === 'confirm') {
    return page(request, found.state === 'pending' ? 'confirm' : 'confirmed', found.search);
  }
  return page(request, found.state === 'ended' ? 'unsubscribed' : 'unsubscribe', found.search);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.services;
  const token = ZTokenSchema.safeParse({ token: params.token });
  if (!token.success) return page(request, 'invalid', null);
  if (linkOf(request) === 'unsubscribe') {
    const done = await unsubscribeSavedSearch(db, token.data.token);
    return page(request, done ? 'unsubscribed' : 'invalid', null);
  }
  const search = await confirmSavedSearch(db, token.data.token);
  return page(request, search ? 'confirmed' : 'invalid', search);
}

export function meta({ data: page }: Route.MetaArgs) {
  return [...pageMeta(page?.meta), { name: 'robots', content: 'noindex' }];
}

export default function AlertLink({ loaderData, actionData }: Route.ComponentProps) {
  // After the button, the action's answer; the loader's (run again) would say the same.
  const shown = actionData ?? loaderData;
  return <AlertLinkPage outcome={shown.outcome} searchHref={shown.searchHref} />;
}
