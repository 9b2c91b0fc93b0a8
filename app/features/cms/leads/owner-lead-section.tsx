// An owner lead's property and its follow-up (decisions 0065, 0066): what the owner sent, the
// mandate (type, dates, fee), the reason when it is lost, the hidden draft listing made from it,
// and the owner's report link with its next steps (decision 0070).
import { FilePlus2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MANDATE_TYPES, type TMandateType } from '../../../../common/leads.ts';
import { wilayaLabel } from '../../../../common/wilayas.ts';
import { formatDateTime, formatDA } from '../format.ts';
import { button, input, label, select } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { draftListing, getLead, updateLead, type TAdminLeadDetail } from './api.ts';
import { MANDATE_LABELS } from './labels.ts';
import { OwnerReportLink } from './owner-report-link.tsx';

type Owner = NonNullable<TAdminLeadDetail['owner']>;

function Facts({ owner }: { owner: Owner }) {
  const rows: [string, string][] = [
    ['Projet', owner.deal === 'sell' ? 'Vente' : 'Location'],
    ['Type', owner.property_type ?? '—'],
    ['Lieu', [owner.commune, wilayaLabel(owner.wilaya_id, 'fr')].filter(Boolean).join(', ')],
    ['Adresse', owner.address || '—'],
    [
      'Surfaces',
      `${owner.living_area ?? '—'} m² habitables · ${owner.land_area ?? '—'} m² de terrain`,
    ],
    ['Pièces', owner.num_rooms === null ? '—' : String(owner.num_rooms)],
    ['Prix souhaité', owner.asking_price === null ? '—' : formatDA(owner.asking_price)],
    ['Photos', String(owner.photos.length)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="owner-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OwnerLeadSection({
  lead,
  onChange,
}: {
  lead: TAdminLeadDetail;
  onChange: (lead: TAdminLeadDetail) => void;
}) {
  const owner = lead.owner!;
  const report = useApiError();
  const ids = { type: useId(), start: useId(), end: useId(), fee: useId(), reason: useId() };
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<TAdminLeadDetail>, done: string) {
    setBusy(true);
    try {
      onChange(await action());
      toast.success(done);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  function saveMandate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fee = String(data.get('fee') ?? '').replace(/\s/g, '');
    void run(
      () =>
        updateLead(lead.id, {
          status: 'mandate_signed',
          mandate: {
            type: data.get('type') as TMandateType,
            start: String(data.get('start')),
            end: String(data.get('end')),
            fee: fee === '' ? null : Number(fee),
          },
        }),
      'Mandat enregistré.',
    );
  }

  function markLost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    void run(() => updateLead(lead.id, { status: 'lost', lost_reason: reason }), 'Demande perdue.');
  }

  return (
    <section aria-labelledby="owner-title" className="space-y-4" data-testid="owner-section">
      <h3 id="owner-title" className="text-sm font-semibold text-slate-900">
        Bien confié
      </h3>
      <Facts owner={owner} />

      <form
        onSubmit={saveMandate}
        className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
      >
        <p className="text-sm font-medium text-slate-900 sm:col-span-2">
          {owner.mandate_type
            ? `${MANDATE_LABELS[owner.mandate_type]} du ${owner.mandate_start} au ${owner.mandate_end}${owner.mandate_fee === null ? '' : ` · honoraires ${formatDA(owner.mandate_fee)}`}`
            : 'Mandat : pas encore signé'}
        </p>
        <div className="space-y-1">
          <label htmlFor={ids.type} className={label}>
            Type de mandat
          </label>
          <select
            id={ids.type}
            name="type"
            className={`${select} h-10`}
            defaultValue={owner.mandate_type ?? 'simple'}
          >
            {MANDATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {MANDATE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.fee} className={label}>
            Honoraires convenus (DA)
          </label>
          <input
            id={ids.fee}
            name="fee"
            inputMode="numeric"
            className={input}
            defaultValue={owner.mandate_fee ?? ''}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.start} className={label}>
            Début
          </label>
          <input
            id={ids.start}
            name="start"
            type="date"
            required
            className={input}
            defaultValue={owner.mandate_start ?? ''}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.end} className={label}>
            Fin
          </label>
          <input
            id={ids.end}
            name="end"
            type="date"
            required
            className={input}
            defaultValue={owner.mandate_end ?? ''}
          />
        </div>
        <button type="submit" className={`${button.secondary} sm:col-span-2`} disabled={busy}>
          Enregistrer le mandat signé
        </button>
      </form>

      {lead.property_id === null ? (
        <button
          type="button"
          className={button.primary}
          disabled={busy}
          data-testid="owner-draft"
          onClick={() =>
            void run(async () => {
              await draftListing(lead.id);
              return getLead(lead.id);
            }, 'Annonce brouillon créée (masquée).')
          }
        >
          <FilePlus2 aria-hidden className="size-4" />
          Créer l'annonce brouillon
        </button>
      ) : (
        <p className="text-sm">
          Annonce :{' '}
          <Link
            to={`/cms/property/${lead.property_id}`}
            className="font-medium text-brand-800 underline"
          >
            #{lead.property_id}
          </Link>
          {owner.published_at && ` · publiée le ${formatDateTime(owner.published_at)}`}
        </p>
      )}

      {lead.property_id !== null && (
        <OwnerReportLink lead={lead} busy={busy} run={(action, done) => void run(action, done)} />
      )}

      {lead.status === 'lost' ? (
        <p className="text-sm text-slate-700">Perdue : {owner.lost_reason}</p>
      ) : (
        <form onSubmit={markLost} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1 space-y-1">
            <label htmlFor={ids.reason} className={label}>
              Raison de la perte
            </label>
            <input id={ids.reason} name="reason" required maxLength={500} className={input} />
          </div>
          <button type="submit" className={button.secondary} disabled={busy}>
            Marquer perdue
          </button>
        </form>
      )}
    </section>
  );
}
