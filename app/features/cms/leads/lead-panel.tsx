// One lead: who asked, about which listing, how they want to be answered; its status, its agent
// (a superadmin assigns), its first-response time and its notes.
import { ArrowLeft, ExternalLink, Mail, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { statusesOfKind, type TLeadStatus } from '../../../../common/leads.ts';
import { formatAlgerianPhone } from '../../../../common/phone.ts';
import { formatDateTime } from '../format.ts';
import { button, label, select } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { updateLead, type TAdminLeadDetail } from './api.ts';
import {
  CHANNEL_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
  STATUS_STYLES,
  formatDuration,
} from './labels.ts';
import { LeadVisits } from './lead-visits.tsx';
import { LeadNoteForm } from './lead-note-form.tsx';
import { OwnerLeadSection } from './owner-lead-section.tsx';

export interface AgentChoice {
  id: number;
  username: string;
}

export function StatusBadge({ status }: { status: TLeadStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

function FirstResponse({ lead }: { lead: TAdminLeadDetail }) {
  if (lead.first_response_seconds === null) {
    return (
      <p className="text-sm text-amber-800" data-testid="lead-first-response">
        En attente de réponse depuis le {formatDateTime(lead.created_at)}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700" data-testid="lead-first-response">
      Première réponse en <strong>{formatDuration(lead.first_response_seconds)}</strong>
    </p>
  );
}

export function LeadPanel({
  lead,
  agents,
  isAdmin,
  backTo,
  onChange,
}: {
  lead: TAdminLeadDetail;
  /** The accounts a superadmin may assign (empty for an agent). */
  agents: AgentChoice[];
  isAdmin: boolean;
  backTo: string;
  onChange: (lead: TAdminLeadDetail) => void;
}) {
  const report = useApiError();
  const statusId = useId();
  const agentId = useId();
  const phone = lead.phone_number;
  const whatsapp = phone?.replace(/[^\d]/g, '');

  async function save(body: Parameters<typeof updateLead>[1], done: string) {
    try {
      onChange(await updateLead(lead.id, body));
      toast.success(done);
    } catch (error) {
      report(error);
    }
  }

  return (
    <article className="space-y-5 p-4 sm:p-5" aria-labelledby="lead-title">
      <Link to={backTo} className={`${button.ghost} -ms-3 2xl:hidden`} preventScrollReset>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        Retour à la liste
      </Link>
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="lead-title" className="text-lg font-semibold text-slate-900">
            {lead.full_name}
          </h2>
          <StatusBadge status={lead.status} />
        </div>
        <p className="text-sm text-slate-500">
          Reçue le {formatDateTime(lead.created_at)} · {SOURCE_LABELS[lead.source]}
          {lead.locale ? ` · ${lead.locale.toUpperCase()}` : ''}
        </p>
        <FirstResponse lead={lead} />
      </header>

      <section aria-label="Contact" className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {phone && (
            <a className={button.secondary} href={`tel:${phone}`}>
              <Phone aria-hidden className="size-4" />
              <span dir="ltr">{formatAlgerianPhone(phone)}</span>
            </a>
          )}
          {whatsapp && (
            <a
              className={button.secondary}
              href={`https://wa.me/${whatsapp}`}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden className="size-4" />
              WhatsApp
            </a>
          )}
          {lead.email && (
            <a className={`${button.secondary} max-w-full`} href={`mailto:${lead.email}`}>
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{lead.email}</span>
            </a>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Contact préféré :{' '}
          <strong>{lead.preferred_channel ? CHANNEL_LABELS[lead.preferred_channel] : '—'}</strong>
        </p>
        {lead.property_id !== null && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-slate-600">Bien :</span>
            <Link
              to={`/cms/property/${lead.property_id}`}
              className="font-medium text-brand-800 underline"
            >
              {lead.property_name ?? `#${lead.property_id}`} (#{lead.property_id})
            </Link>
            <a
              href={`/property/${lead.property_id}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-slate-600 underline"
            >
              Voir sur le site
              <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </p>
        )}
      </section>

      {/* An owner may send no words at all. */}
      {lead.message && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {lead.message}
        </p>
      )}

      <section aria-label="Suivi" className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={statusId} className={label}>
            Statut
          </label>
          <select
            id={statusId}
            className={`${select} h-10`}
            value={lead.status}
            onChange={(event) =>
              void save(
                { status: event.target.value as TLeadStatus },
                `Statut : ${STATUS_LABELS[event.target.value as TLeadStatus]}.`,
              )
            }
          >
            {statusesOfKind(lead.kind).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          {isAdmin ? (
            <>
              <label htmlFor={agentId} className={label}>
                Agent
              </label>
              <select
                id={agentId}
                className={`${select} h-10`}
                value={lead.agent_id ?? ''}
                onChange={(event) => {
                  const value = event.target.value ? Number(event.target.value) : null;
                  void save({ agent_id: value }, value ? 'Demande attribuée.' : 'Demande libérée.');
                }}
              >
                <option value="">Non attribuée</option>
                {agents.map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.username}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <>
              <p className={label}>Agent</p>
              <p className="py-2 text-sm text-slate-800">
                {lead.agent_username ?? 'Non attribuée (elle vous revient dès votre réponse)'}
              </p>
            </>
          )}
        </div>
      </section>

      {lead.owner && <OwnerLeadSection lead={lead} onChange={onChange} />}

      <LeadVisits visits={lead.visits} />

      <section aria-labelledby="lead-notes" className="space-y-3">
        <h3 id="lead-notes" className="text-sm font-semibold text-slate-900">
          Notes ({lead.notes.length})
        </h3>
        {lead.notes.length > 0 && (
          <ol className="space-y-2" data-testid="lead-notes">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 p-3">
                <p className="text-xs text-slate-500">
                  <strong className="text-slate-700">{note.author_name}</strong> ·{' '}
                  {formatDateTime(note.created_at)}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <LeadNoteForm leadId={lead.id} onSaved={onChange} />
      </section>
    </article>
  );
}
