// Trust in the properties table: the quality score, the "verified" switch, the stale mark with
// its "still current" confirmation.
import { BadgeCheck, CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { TAdminProperty } from '../../../../common/schemas/admin-property.ts';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { formatDate } from '../format.ts';
import { useApiError } from '../use-api-error.ts';
import { confirmCurrent, setVerified } from './api.ts';

export function qualityTone(score: number): string {
  if (score >= 75) return 'bg-emerald-600';
  if (score >= 45) return 'bg-amber-500';
  return 'bg-red-600';
}

export function QualityScore({ score }: { score: number | null }) {
  if (score === null) return <span className="text-slate-400">—</span>;
  return (
    <div className="w-12" title={`Qualité de l'annonce : ${score}/100`}>
      <span className="block font-medium text-slate-900 tabular">{score}</span>
      <span className="mt-1 block h-1.5 w-10 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <span className={`block h-full ${qualityTone(score)}`} style={{ width: `${score}%` }} />
      </span>
      <span className="sr-only">sur 100</span>
    </div>
  );
}

export function VerifiedSwitch({
  property,
  reason = null,
}: {
  property: TAdminProperty;
  /** Why the user may not change it (read-only), or null. */
  reason?: string | null;
}) {
  const [verified, setState] = useState(property.verified_at !== null);
  const [busy, setBusy] = useState(false);
  const report = useApiError();
  const revalidator = useRevalidator();
  // The list may reload while the change is on its way: follow what the server last said.
  useEffect(() => setState(property.verified_at !== null), [property.verified_at]);
  async function change(next: boolean) {
    setBusy(true);
    setState(next);
    try {
      await setVerified(property.id, next);
      // A list that was loading during the change would otherwise show the old value.
      await revalidator.revalidate();
      toast.success(
        next
          ? `« ${property.name_fr} » est marqué vérifié.`
          : `« ${property.name_fr} » n'est plus marqué vérifié.`,
      );
    } catch (error) {
      setState(!next);
      report(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span title={reason ?? undefined} className="inline-flex">
      <ToggleSwitch
        size="sm"
        checked={verified}
        busy={busy}
        disabled={reason !== null}
        onCheckedChange={change}
        label={`Vérifié — ${property.name_fr}${reason ? ` (lecture seule : ${reason})` : ''}`}
      />
    </span>
  );
}

/** "Périmé" (not updated for 90 days) or "Masqué : périmé", with the confirmation button. */
export function StaleNotice({ property }: { property: TAdminProperty }) {
  const revalidator = useRevalidator();
  const report = useApiError();
  const [busy, setBusy] = useState(false);
  if (!property.stale && !property.stale_hidden_at) return null;
  async function confirm() {
    setBusy(true);
    try {
      await confirmCurrent(property.id);
      toast.success(`« ${property.name_fr} » est confirmé à jour.`);
      await revalidator.revalidate();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
        <Clock aria-hidden className="size-3.5" />
        {property.stale_hidden_at
          ? `Masqué (périmé) le ${formatDate(property.stale_hidden_at)}`
          : `Périmé : modifié le ${formatDate(property.updated_at)}`}
      </span>
      <button
        type="button"
        onClick={confirm}
        disabled={busy}
        className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        aria-label={`Confirmer que « ${property.name_fr} » est toujours d'actualité`}
      >
        <CheckCircle2 aria-hidden className="size-3.5" />
        Toujours d'actualité
      </button>
    </div>
  );
}

export function VerifiedMark({ property }: { property: TAdminProperty }) {
  if (!property.verified_at) return null;
  return (
    <span
      className="ms-1 inline-flex items-center gap-0.5 align-bottom font-medium text-emerald-700"
      title={`Vérifié le ${formatDate(property.verified_at)}`}
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      Vérifié
    </span>
  );
}
