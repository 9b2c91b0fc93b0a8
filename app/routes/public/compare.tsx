// /compare?ids=3,8,12: up to four properties side by side (server-rendered). Personal: not indexed.
import { ComparePage } from '../../features/visits/compare-page.tsx';
import { loadComparePage } from '../../features/visits/compare-data.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/compare';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadComparePage(request, context.services);
}

export function meta({ data }: Route.MetaArgs) {
  return [...pageMeta(data?.meta), { name: 'robots', content: 'noindex' }];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage page={loaderData} />;
}
