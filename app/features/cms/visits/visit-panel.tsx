// One visit request: who asks, for which property, the proposed slots — each with « Confirmer »,
// greyed when the slot is past or overlaps one of the user's confirmed visits (no double
// booking; the API refuses it too, 409) — and « Refuser » or « Annuler la visite ».
import { CalendarCheck, Mail, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatAlgerianPhone } from '../../../../common/phone.ts';
import { useCmsShell } from '../shell/cms-context.tsx';
import { button, card } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { confirmVisit, decideVisit, type TAdminVisit, type TAdminVisitDetail } from './api.ts';
import { decisionMessage, visitorNotice } from './visitor-notice.ts';
import { VISIT_STATUS_CLASSES, VISIT_STATUS_LABELS, visitTime } from './visit-format.ts';

const LANGUAGE_LABELS = { fr: 'français', ar: 'arabe', en: 'anglais' } as const;

export function VisitStatusBadge({ status }: { status: TAdminVisitDetail['status'] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${VISIT_STATUS_CLASSES[status]}`}
    >
      {VISIT_STATUS_LABELS[status]}
    </span>
  );
}

export function VisitPanel({
  visit,
  closeTo,
  onChanged,
}: {
  visit: TAdminVisitDetail;
  /** The list without this visit open. */
  closeTo: string;
  onChanged: () => void;
}) {
  const report = useApiError();
  const [busy, setBusy] = useState(false);
  const now = Date.now();

  const { refreshUnread } = useCmsShell();
  async function run(action: () => Promise<TAdminVisit>) {
    setBusy(true);
    try {
      const decided = await action();
      // Says exactly what the visitor was told; when nobody was, it stays until read.
      const told =
        decided.status === 'confirmed'
          ? decided.confirmation_email_status
          : decided.decision_email_status;
      if (told === 'sent' || told === 'pending') toast.success(decisionMessage(decided));
      else toast.warning(decisionMessage(decided), { duration: Infinity, closeButton: true });
      // Confirming a visit may move its lead out of « new »: the menu's badge follows.
      refreshUnread();
    } catch (error) {
      report(error, "L'action a échoué.");
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  return (
    <section
      className={`${card} p-4 sm:p-5`}
      aria-labelledby="visit-title"
      data-testid="visit-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="visit-title" className="text-lg font-semibold text-slate-900">
            Visite de {visit.full_name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {visit.property ? (
              <Link
                to={`/cms/property/${visit.property.id}`}
                className="text-brand-700 hover:underline"
              >
                {visit.property.name}
              </Link>
            ) : (
              'Bien supprimé'
            )}
            {visit.lead_id !== null && (
              <>
                {' · '}
                <Link
                  to={`/cms/leads?id=${visit.lead_id}`}
                  className="text-brand-700 hover:underline"
                >
                  Voir la demande n° {visit.lead_id}
                </Link>
              </>
            )}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <VisitStatusBadge status={visit.status} />
          <Link to={closeTo} className={button.icon} aria-label="Fermer la visite">
            <X aria-hidden className="size-4" />
          </Link>
        </div>
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <Phone aria-hidden className="size-4 text-slate-500" />
          <a href={`tel:${visit.phone_number}`} className="tabular hover:underline">
            {formatAlgerianPhone(visit.phone_number)}
          </a>
        </li>
        {visit.email && (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden className="size-4 text-slate-500" />
            <a href={`mailto:${visit.email}`} className="break-all hover:underline">
              {visit.email}
            </a>
          </li>
        )}
        <li>Langue : {LANGUAGE_LABELS[visit.locale]}</li>
      </ul>
      {visit.message && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
          {visit.message}
        </p>
      )}

      {visit.status === 'confirmed' && visit.confirmed_start ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <CalendarCheck aria-hidden className="size-5 shrink-0" />
          <span>
            Confirmée pour le <strong>{visitTime(visit.confirmed_start)}</strong>
            {visit.agent && <> avec {visit.agent.username}</>}.{' '}
            {visitorNotice(visit, visit.confirmation_email_status)}
          </span>
        </p>
      ) : null}

      {(visit.status === 'declined' || visit.status === 'cancelled') && (
        <p className="mt-4 text-sm text-slate-600">
          {visitorNotice(visit, visit.decision_email_status)}
        </p>
      )}

      {visit.status === 'requested' && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">Créneaux proposés</h3>
          <ul className="mt-2 space-y-2">
            {visit.slots.map((slot, index) => {
              const past = new Date(slot).getTime() <= now;
              const taken = visit.slot_taken[index] ?? false;
              const blocked = past || taken;
              return (
                <li
                  key={slot}
                  className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2.5 ${
                    blocked ? 'border-slate-200 bg-slate-50 text-slate-400' : 'border-slate-200'
                  }`}
                  data-testid="visit-slot"
                >
                  <span className="text-sm">
                    {visitTime(slot)}
                    {taken && <span className="ms-2 text-xs">(vous avez déjà une visite)</span>}
                    {past && !taken && <span className="ms-2 text-xs">(passé)</span>}
                  </span>
                  <button
                    type="button"
                    className={button.primary}
                    disabled={busy || blocked}
                    aria-label={`Confirmer le ${visitTime(slot)}`}
                    onClick={() => void run(() => confirmVisit(visit.id, slot))}
                  >
                    Confirmer
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {(visit.status === 'requested' || visit.status === 'confirmed') && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          {visit.status === 'requested' && (
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => void run(() => decideVisit(visit.id, 'declined'))}
            >
              Refuser la demande
            </button>
          )}
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() => void run(() => decideVisit(visit.id, 'cancelled'))}
          >
            Annuler la visite
          </button>
        </div>
      )}
    </section>
  );
}
