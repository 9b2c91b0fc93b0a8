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

export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = fixedT(language, 'visits');
  const brand = fixedT(language, 'common')('brand.name');
  const { kind, query } = searchOfSignupUrl(new URL(request.url));
  return {
    searchHref: `/properties/${kind}${query ? `?${query}` : ''}`,
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
  return <AlertSignupPage searchHref={loaderData.searchHref} answer={answer} />;
}
