// /alerts/confirm/{token} and /alerts/unsubscribe/{token}: the links of the alert e-mails. Opening
// a link only shows a page (GET and HEAD change nothing: mail scanners and link previews open
// links too); its button posts the form that confirms the alert or ends it. The form works
// without JavaScript, and a mail client's one-click unsubscribe (RFC 8058) posts to the same
// address. No login either way: the token is the key.
import { alertLinkAction, alertLinkPage } from '../../features/visits/alert-link.server.ts';
import { AlertLinkPage } from '../../features/visits/alert-link-page.tsx';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/alert-link';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return alertLinkPage(context.services.db, request, params.token);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return alertLinkAction(context.services.db, request, params.token);
}

export function meta({ data: page }: Route.MetaArgs) {
  return [...pageMeta(page?.meta), { name: 'robots', content: 'noindex' }];
}

export default function AlertLink({ loaderData, actionData }: Route.ComponentProps) {
  // After the button, the action's answer; the loader's (run again) would say the same.
  const shown = actionData ?? loaderData;
  return <AlertLinkPage outcome={shown.outcome} searchHref={shown.searchHref} />;
}
