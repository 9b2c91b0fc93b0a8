// The free estimate (issue 36, decision 0064): the owners' door, a GET form and its result.
import { EstimatePage } from '../../features/owner/estimate-page.tsx';
import { readEstimatePage } from '../../features/owner/estimate-data.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { TextsHandle } from '../../i18n/namespaces.ts';
import type { Route } from './+types/estimate';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['owner', 'contact'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const db = context.services.readDb(request);
  const language = requestLanguage(request);
  const t = fixedT(language, 'owner');
  const page = await readEstimatePage(db, new URL(request.url), language);
  return {
    meta: { title: t('meta.estimate_title'), description: t('meta.estimate_description') },
    page,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(data?.meta);
}

export default function Estimate({ loaderData }: Route.ComponentProps) {
  return <EstimatePage data={loaderData.page} />;
}
