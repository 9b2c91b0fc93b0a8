// The alert e-mails' links (/alerts/confirm/{token}, /alerts/unsubscribe/{token}): what a link
// shows on GET and what its button does on POST, read and written through the saved-searches service.
import { data } from 'react-router';
import type { ListingKind } from '../../../common/search-query.ts';
import { ZTokenSchema } from '../../../common/schemas/return-visits.ts';
import type { Services } from '../../../server/services/index.ts';
import {
  confirmSavedSearch,
  findSavedSearchLink,
  unsubscribeSavedSearch,
  type SavedSearchLink,
} from '../../../server/services/return-visits/saved-searches.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { AlertLinkOutcome } from './alert-link-page.tsx';

type Db = Services['db'];

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

/** GET: what the link would do (nothing changes yet). */
export async function alertLinkPage(db: Db, request: Request, rawToken: string | undefined) {
  const link = linkOf(request);
  const token = ZTokenSchema.safeParse({ token: rawToken });
  if (!token.success) return page(request, 'invalid', null);
  const found = await findSavedSearchLink(db, link, token.data.token);
  if (found.state === 'unknown') return page(request, 'invalid', null);
  if (link === 'confirm') {
    return page(request, found.state === 'pending' ? 'confirm' : 'confirmed', found.search);
  }
  return page(request, found.state === 'ended' ? 'unsubscribed' : 'unsubscribe', found.search);
}

/** POST (the page's button, or a mail client's one-click unsubscribe): confirm or end the alert. */
export async function alertLinkAction(db: Db, request: Request, rawToken: string | undefined) {
  const token = ZTokenSchema.safeParse({ token: rawToken });
  if (!token.success) return page(request, 'invalid', null);
  if (linkOf(request) === 'unsubscribe') {
    const done = await unsubscribeSavedSearch(db, token.data.token);
    return page(request, done ? 'unsubscribed' : 'invalid', null);
  }
  const search = await confirmSavedSearch(db, token.data.token);
  return page(request, search ? 'confirmed' : 'invalid', search);
}
