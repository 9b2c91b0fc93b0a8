// /ads/{id}: an advertiser's page; a link-only ad redirects to its address; a hidden or unknown
// one shows 'This ad is not available.' (404).
import { isRouteErrorResponse } from 'react-router';
import { AdNotAvailable } from '../../features/ads/ad-not-available.tsx';
import { AdPage } from '../../features/ads/ad-page.tsx';
import type { AdNotFoundData } from '../../features/ads/page-data.server.ts';
import { loadAdPage } from '../../features/ads/page-data.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/ad';
import type { TextsHandle } from '../../i18n/namespaces.ts';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['ads'] };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadAdPage(request, params.id, context.services);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (data) return pageMeta(data.seo);
  const title = isRouteErrorResponse(error) ? (error.data as AdNotFoundData | null)?.title : null;
  return [
    { title: title ?? 'This ad is not available.' },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function AdRoute({ loaderData }: Route.ComponentProps) {
  return <AdPage page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <AdNotAvailable />;
  throw error;
}
