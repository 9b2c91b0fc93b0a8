// /cms/property/{id}: edit a property.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/property-edit';
import { guarded } from '../../features/cms/api.ts';
import { getProperty } from '../../features/cms/properties/api.ts';
import { PropertyForm } from '../../features/cms/properties/property-form.tsx';
import { referenceOptions } from '../../features/cms/reference/options.ts';
import { PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.property.name_fr ?? 'Bien'} — Espace agence` }];
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const [property, refs] = await Promise.all([
      getProperty(Number(params.id), request.signal),
      referenceOptions().catch(() => null),
    ]);
    return { property, refs };
  });
}

// Saving updates the form in place: no need to read the property again.
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function HydrateFallback() {
  return <PageSkeleton rows={10} />;
}

export default function PropertyEditScreen({ loaderData }: Route.ComponentProps) {
  // A new key for another property: the form starts over with its values.
  return (
    <PropertyForm
      key={loaderData.property.id}
      property={loaderData.property}
      refs={loaderData.refs}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
