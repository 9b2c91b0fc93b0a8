// How the back-office names a lead's status, channel and source, and writes a response time.
import type { TLeadChannel, TLeadStatus } from '../../../../common/leads.ts';
import { LEAD_STATUSES } from '../../../../common/leads.ts';
import type { FilterOption } from '../list/filter-select.tsx';

export const STATUS_LABELS: Record<TLeadStatus, string> = {
  new: 'Nouvelle',
  contacted: 'Contacté',
  visit_planned: 'Visite planifiée',
  offer: 'Offre',
  won: 'Conclue',
  estimation_visit: "Visite d'estimation",
  mandate_signed: 'Mandat signé',
  published: 'Publié',
  lost: 'Perdue',
};

export const STATUS_OPTIONS: readonly FilterOption[] = LEAD_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** Badge colours: waiting (new) stands out, closed ones fade. */
export const STATUS_STYLES: Record<TLeadStatus, string> = {
  new: 'bg-brand-700 text-white',
  contacted: 'bg-sky-100 text-sky-900',
  visit_planned: 'bg-violet-100 text-violet-900',
  offer: 'bg-gold-100 text-gold-800',
  won: 'bg-emerald-100 text-emerald-900',
  estimation_visit: 'bg-violet-100 text-violet-900',
  mandate_signed: 'bg-gold-100 text-gold-800',
  published: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-100 text-slate-600',
};

/** Buyers' enquiries and owners' properties (decision 0065). */
export const KIND_OPTIONS: readonly FilterOption[] = [
  { value: 'buyer', label: 'Acheteurs et locataires' },
  { value: 'owner', label: 'Biens confiés' },
];

export const MANDATE_LABELS = { simple: 'Mandat simple', exclusive: 'Mandat exclusif' } as const;

export const CHANNEL_LABELS: Record<TLeadChannel, string> = {
  phone: 'Appel',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

export const SOURCE_LABELS = {
  property: 'Fiche du bien',
  contact: 'Page contact',
  visit: 'Demande de visite',
  owner: 'Bien confié',
} as const;

/** 95 → "2 min", 5 400 → "1 h 30", 200 000 → "2 j 7 h". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return "moins d'une minute";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} j ${rest} h` : `${days} j`;
}
