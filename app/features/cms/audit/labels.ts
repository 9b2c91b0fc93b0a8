// The Journal's words: actions and kinds of entries in French, values shown as staff read them.
import type { AuditAction, AuditEntity } from '../../../../common/audit.ts';
import type { TLeadStatus } from '../../../../common/leads.ts';
import { formatDA, formatDateTime } from '../format.ts';
import { STATUS_LABELS } from '../leads/labels.ts';

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  login: 'Connexion',
  login_failed: 'Connexion refusée',
  password_change: 'Mot de passe changé',
};

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  property: 'Bien',
  ad: 'Annonceur',
  agent: 'Compte',
  settings: 'Informations générales',
  reference: 'Liste de référence',
  site_image: 'Image du site',
  image: 'Image',
  lead: 'Demande',
  visit: 'Visite',
  message: 'Message',
};

/** The back-office page of an entry's entity, while it can still be opened. */
export function entityPath(entity: AuditEntity, id: number | null): string | null {
  if (id === null) return null;
  if (entity === 'property') return `/cms/property/${id}`;
  if (entity === 'ad') return `/cms/ads/${id}`;
  if (entity === 'lead') return `/cms/leads?id=${id}`;
  if (entity === 'visit') return `/cms/visits?visit=${id}`;
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 160;

/** One side of a change as a short text: "Oui", "12 500 000 DA", "3 photos", a date… */
export function formatAuditValue(
  field: string,
  value: unknown,
  /** Usernames by agent id: an `agent_id` reads as the agent's name, not a number. */
  agentNames?: ReadonlyMap<number, string>,
): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'agent_id' && typeof value === 'number') {
    return agentNames?.get(value) ?? `compte supprimé (n° ${value})`;
  }
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (field === 'status' && typeof value === 'string' && value in STATUS_LABELS) {
    return STATUS_LABELS[value as TLeadStatus];
  }
  if (typeof value === 'number' && /price/.test(field)) return formatDA(value);
  if (Array.isArray(value)) {
    if (field === 'images') return `${value.length} photo${value.length > 1 ? 's' : ''}`;
    return value.join(', ');
  }
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
