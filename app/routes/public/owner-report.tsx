// /owner/{token}: the owner's private report (decision 0070). No login: the token is the key.
// Never indexed, never kept by a shared cache; an unknown or revoked link is the 404 page.
import { OwnerReportPage } from '../../features/owner/report-page.tsx';
import { readOwnerReport } from '../../features/owner/report-data.server.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { TextsHandle } from '../../i18n/namespaces.ts';
import type { Route } from './+types/owner-report';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['owner'] };

const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = fixedT(language, 'owner');
  const report = await readOwnerReport(context.services.db, params.token, language);
  return {
    meta: { title: t('meta.report_title'), description: t('meta.report_description') },
    report,
  };
}

export function headers() {
  return PRIVATE;
}

/** No preview tags: the link is private, a chat app's preview shows only the generic title. */
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function OwnerReport({ loaderData }: Route.ComponentProps) {
  return <OwnerReportPage report={loaderData.report} />;
}
