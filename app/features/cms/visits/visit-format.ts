// How the visits screen writes a visit: on Algiers time whatever the staff's computer says
// ("Dimanche 6 décembre 2026 à 10:00"), and the statuses in French.
import { formatLongDateTime } from '../../../../common/calendar.ts';
import { algiersClock, dayName } from '../../../../common/opening-hours.ts';
import type { TVisitStatus } from '../../../../common/schemas/visits.ts';

export function visitTime(iso: string): string {
  return `${dayName(algiersClock(new Date(iso)).day, 'fr')} ${formatLongDateTime(iso, 'fr')}`;
}

export const VISIT_STATUS_LABELS: Record<TVisitStatus, string> = {
  requested: 'À confirmer',
  confirmed: 'Confirmée',
  declined: 'Refusée',
  cancelled: 'Annulée',
};

export const VISIT_STATUS_CLASSES: Record<TVisitStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-slate-100 text-slate-700',
};
