// /cms/ads/add: a new ad.
import type { Route } from './+types/ad-add';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { AdForm } from '../../features/cms/ads/ad-form.tsx';
import { guarded } from '../../features/cms/api.ts';
import { PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta() {
  return [{ title: 'Nouvelle annonce — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return null;
  });
}

export function HydrateFallback() {
  return <PageSkeleton rows={8} />;
}

export default function AdAddScreen() {
  return <AdForm />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
