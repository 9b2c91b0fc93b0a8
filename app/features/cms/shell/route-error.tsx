// What a back-office screen shows when its data could not be loaded: the reason, and a retry;
// or, for an agent on a superadmin screen (decision 0037), a page that says it is reserved.
import { AlertTriangle, LockKeyhole, RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, Link, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../api.ts';
import { button } from '../styles.ts';

/** A superadmin screen opened by an agent: the screen's check, or the API's 403. */
const isForbidden = (error: unknown) =>
  (error instanceof ApiError && error.status === 403) ||
  (isRouteErrorResponse(error) && error.status === 403);

export function AdminOnlyNotice() {
  return (
    <div className="mx-auto max-w-lg p-4 sm:p-10">
      <div
        role="alert"
        className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-xs"
      >
        <LockKeyhole aria-hidden className="mx-auto size-8 text-gold-700" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">Réservé aux administrateurs</h1>
        <p className="mt-1 text-sm text-slate-600">
          Cet écran est réservé aux super-administrateurs de l'agence. Si vous en avez besoin,
          demandez à un administrateur.
        </p>
        <div className="mt-5 flex justify-center">
          <Link to="/cms/dashboard" className={button.primary}>
            Retour au tableau de bord
          </Link>
        </div>
      </div>
    </div>
  );
}

export function CmsRouteError({ error }: { error: unknown }) {
  if (isForbidden(error)) return <AdminOnlyNotice />;
  return <LoadError error={error} />;
}

function LoadError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const notFound =
    (error instanceof ApiError && error.status === 404) ||
    (isRouteErrorResponse(error) && error.status === 404);
  const message = notFound
    ? "Cet élément n'existe pas ou a été supprimé."
    : error instanceof ApiError
      ? error.message
      : 'Une erreur inattendue est survenue.';
  return (
    <div className="mx-auto max-w-lg p-6 sm:p-10">
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-white p-6 text-center shadow-xs"
      >
        <AlertTriangle aria-hidden className="mx-auto size-8 text-red-600" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">
          {notFound ? 'Introuvable' : 'Chargement impossible'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{message}</p>
        <div className="mt-5 flex justify-center gap-2">
          <button type="button" className={button.secondary} onClick={() => navigate(-1)}>
            Retour
          </button>
          {!notFound && (
            <button
              type="button"
              className={button.primary}
              onClick={() => revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
            >
              <RotateCcw aria-hidden className="size-4" />
              Réessayer
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
