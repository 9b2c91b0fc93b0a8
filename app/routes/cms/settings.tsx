// /cms/settings (superadmin): the agency's general information (office position, contacts).
import type { Route } from './+types/settings';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { guarded } from '../../features/cms/api.ts';
import { getGeneralInfo, getImageHosts } from '../../features/cms/settings/api.ts';
import { ImageHostsForm } from '../../features/cms/settings/image-hosts-form.tsx';
import { SettingsForm } from '../../features/cms/settings/settings-form.tsx';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta() {
  return [{ title: 'Informations générales — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    const [info, imageHosts] = await Promise.all([
      getGeneralInfo(request.signal),
      getImageHosts(request.signal),
    ]);
    return { info, imageHosts: imageHosts.hosts };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Informations générales"
        description="Le bureau de l'agence, ses coordonnées et l'estimation de financement, affichés sur le site."
      />
      <SettingsForm info={loaderData.info} />
      <ImageHostsForm hosts={loaderData.imageHosts} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
