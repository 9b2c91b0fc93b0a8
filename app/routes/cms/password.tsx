// /cms/password: any agent changes their own password (PUT /api/admin/me/password).
import type { Route } from './+types/password';
import { PasswordForm } from '../../features/cms/account/password-form.tsx';
import { guarded } from '../../features/cms/api.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';

export function meta() {
  return [{ title: 'Mon mot de passe — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => null);
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function PasswordScreen() {
  return (
    <>
      <PageHeader
        title="Mon mot de passe"
        description="Après le changement, vos autres sessions ouvertes (autres navigateurs, autres appareils) sont fermées."
      />
      <PasswordForm />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
