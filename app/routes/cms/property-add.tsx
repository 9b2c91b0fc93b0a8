// /cms/property/add: a new property.
import type { Route } from './+types/property-add';
import { guarded } from '../../features/cms/api.ts';
import { PropertyForm } from '../../features/cms/properties/property-form.tsx';
import { referenceOptions } from '../../features/cms/reference/options.ts';
import { PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta() {
  return [{ title: 'Nouveau bien — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => ({ refs: await referenceOptions().catch(() => null) }));
}

export function HydrateFallback() {
  return <PageSkeleton rows={10} />;
}

export default function PropertyAddScreen({ loaderData }: Route.ComponentProps) {
  return <PropertyForm refs={loaderData.refs} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
