// /property/{id}: the property details page (server-rendered), or 'Property not found' (404).
import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import type { NotFoundData } from '../../features/property/page-data.server.ts';
import { loadPropertyPage } from '../../features/property/page-data.server.ts';
import { PropertyNotFound } from '../../features/property/property-not-found.tsx';
import { PropertyPage } from '../../features/property/property-page.tsx';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/property';
import type { loader as layoutLoader } from './layout.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPropertyPage(request, params.id, context.services);
}

export function meta({ data, error }: Route.MetaArgs) {
  if (data) return pageMeta(data.seo);
  const title = isRouteErrorResponse(error) ? (error.data as NotFoundData | null)?.title : null;
  return [{ title: title ?? 'Property not found' }, { name: 'robots', content: 'noindex, follow' }];
}

export default function PropertyRoute({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/public/layout');
  const language = loaderData.seo.language;
  return (
    <PropertyPage
      page={loaderData}
      agencyPhone={layout?.info?.phone ?? null}
      dir={directionOf(isLanguage(language) ? language : 'fr')}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PropertyNotFound />;
  throw error;
}
