// /alerts/new?kind=…&<the list's query>: the "Alert me" sign-up as a page, for the list page's
// button before its script runs (decision 0017). Posts to its own action; personal: not indexed.
import { useActionData } from 'react-router';
import { alertSignupAction } from '../../features/visits/alert-signup-action.server.ts';
import { AlertSignupPage } from '../../features/visits/alert-signup-page.tsx';
import { searchOfSignupUrl, type AlertSignupAnswer } from '../../features/visits/alert-signup.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/alert-new';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = fixedT(language, 'visits');
  const brand = fixedT(language, 'common')('brand.name');
  const { kind, query } = searchOfSignupUrl(new URL(request.url));
  return {
    search: { kind, query },
    searchHref: `/properties/${kind}${query ? `?${query}` : ''}`,
    // Without e-mail the page offers to save the search on the device instead.
    mailEnabled: Boolean(context.services.config.SMTP_URL),
    meta: { title: t('alerts.meta_title', { brand }), description: t('alerts.lead') },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return alertSignupAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }];
}

export default function AlertNew({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<AlertSignupAnswer>();
  return (
    <AlertSignupPage
      search={loaderData.search}
      searchHref={loaderData.searchHref}
      mailEnabled={loaderData.mailEnabled}
      answer={answer}
    />
  );
}
