// /cms/ads/{id}: edit an ad.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/ad-edit';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { AdForm } from '../../features/cms/ads/ad-form.tsx';
import { getAd } from '../../features/cms/ads/api.ts';
import { guarded } from '../../features/cms/api.ts';
import { PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.ad.name_fr || 'Annonce'} — Espace agence` }];
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return { ad: await getAd(Number(params.id), request.signal) };
  });
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function HydrateFallback() {
  return <PageSkeleton rows={8} />;
}

export default function AdEditScreen({ loaderData }: Route.ComponentProps) {
  return <AdForm key={loaderData.ad.id} ad={loaderData.ad} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
