// The owner's report in an owner lead's panel (decision 0070): the private link to copy and send,
// « Créer le lien du propriétaire » (again after a revocation), « Révoquer le lien », and the
// « Prochaines étapes » note the owner reads on the report (each change in the lead's audit).
import { Copy, Link2, Link2Off } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { toast } from 'sonner';
import { button, input, label } from '../styles.ts';
import { createReportLink, revokeReportLink, updateLead, type TAdminLeadDetail } from './api.ts';

const NOTE_MAX = 2000;

export function OwnerReportLink({
  lead,
  busy,
  run,
}: {
  lead: TAdminLeadDetail;
  busy: boolean;
  run: (action: () => Promise<TAdminLeadDetail>, done: string) => void;
}) {
  const owner = lead.owner!;
  const ids = { link: useId(), note: useId(), hint: useId() };
  const published = lead.status === 'published' && owner.published_at !== null;
  const url = owner.report_token
    ? new URL(`/owner/${owner.report_token}`, window.location.origin).toString()
    : null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Lien copié.');
    } catch {
      toast.error('La copie a échoué : sélectionnez le lien et copiez-le.');
    }
  }

  function saveNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    run(() => updateLead(lead.id, { report_note: note }), 'Prochaines étapes enregistrées.');
  }

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3" data-testid="owner-report">
      <p className="text-sm font-medium text-slate-900">Rapport du propriétaire</p>
      {url ? (
        <div className="space-y-1">
          <label htmlFor={ids.link} className={label}>
            Lien privé (sans connexion, à envoyer au propriétaire)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={ids.link}
              readOnly
              value={url}
              className={`${input} min-w-0 flex-1 font-mono text-xs`}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="owner-report-url"
            />
            <button type="button" className={button.secondary} onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" />
              Copier
            </button>
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              data-testid="owner-report-revoke"
              onClick={() => {
                if (!window.confirm('Révoquer le lien ? Le propriétaire ne pourra plus l’ouvrir.'))
                  return;
                run(() => revokeReportLink(lead.id), 'Lien révoqué.');
              }}
            >
              <Link2Off aria-hidden className="size-4" />
              Révoquer le lien
            </button>
          </div>
        </div>
      ) : (
        <div className="space-y-1">
          <button
            type="button"
            className={button.secondary}
            disabled={busy || !published}
            aria-describedby={ids.hint}
            data-testid="owner-report-create"
            onClick={() => run(() => createReportLink(lead.id), 'Lien du propriétaire créé.')}
          >
            <Link2 aria-hidden className="size-4" />
            Créer le lien du propriétaire
          </button>
          <p id={ids.hint} className="text-xs text-slate-500">
            {published
              ? 'Aucun lien actif : un lien révoqué ne s’ouvre plus, créez-en un nouveau pour le propriétaire.'
              : 'Le lien suit la publication : passez la demande à « Publiée » avec son annonce visible.'}
          </p>
        </div>
      )}
      <form onSubmit={saveNote} className="space-y-2">
        <label htmlFor={ids.note} className={label}>
          Prochaines étapes (lues par le propriétaire)
        </label>
        <textarea
          id={ids.note}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          className={input}
          defaultValue={owner.report_note}
          key={owner.report_note}
          data-testid="owner-report-note"
        />
        <button type="submit" className={button.secondary} disabled={busy}>
          Enregistrer les prochaines étapes
        </button>
      </form>
    </div>
  );
}
