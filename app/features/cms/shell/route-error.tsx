// What a back-office screen shows when its data could not be loaded: the reason, and a retry.
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '../api.ts';
import { button } from '../styles.ts';

export function CmsRouteError({ error }: { error: unknown }) {
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
