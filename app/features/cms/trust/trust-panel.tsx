// The trust side of the property form: the quality checklist (live, from the form's values),
// the "verified" switch, the stale notice with its confirmation, and the possible duplicates
// found after a save (a warning with links, never a block).
import { AlertTriangle, BadgeCheck, Check, Circle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  listingQuality,
  type QualityCheck,
  type QualityCheckKey,
} from '../../../../common/listing-quality.ts';
import type { TAdminProperty, TDuplicateList } from '../../../../common/schemas/admin-property.ts';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { formatDate, formatDA } from '../format.ts';
import type { PropertyFormValues } from '../properties/form-values.ts';
import { card } from '../styles.ts';
import { useApiError } from '../use-api-error.ts';
import { confirmCurrent, listDuplicates, setVerified } from './api.ts';
import { qualityTone } from './trust-cells.tsx';

const CHECK_LABELS: Record<QualityCheckKey, string> = {
  photos: 'Photos',
  description_fr: 'Description en français',
  description_en: 'Description en anglais',
  description_ar: 'Description en arabe',
  coordinates: 'Position sur la carte',
  documents: 'Documents associés',
  video: 'Vidéo YouTube',
};

function progress(check: QualityCheck): string {
  if (check.target === 1) return '';
  const unit = check.key === 'photos' ? '' : ' caractères';
  return ` : ${Math.min(check.value, check.target)}/${check.target}${unit}`;
}

export function QualityChecklist() {
  const values = useWatch<PropertyFormValues>() as Partial<PropertyFormValues>;
  const number = (text: string | undefined) =>
    text === undefined || text.trim() === '' ? null : Number(text);
  const report = listingQuality({
    images: values.images ?? [],
    description_fr: values.description_fr ?? '',
    description_en: values.description_en ?? '',
    description_ar: values.description_ar ?? '',
    latitude: number(values.latitude),
    longitude: number(values.longitude),
    associated_documents: values.associated_documents ?? [],
    youtube_url: values.youtube_url,
  });
  return (
    <section className={`${card} p-4`} aria-labelledby="quality-title">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="quality-title" className="text-sm font-semibold text-slate-900">
          Qualité de l'annonce
        </h2>
        <p className="text-lg font-semibold text-slate-900 tabular" data-testid="quality-score">
          {report.score}
          <span className="text-sm font-normal text-slate-500">/100</span>
        </p>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div
          className={`h-full ${qualityTone(report.score)}`}
          style={{ width: `${report.score}%` }}
        />
      </div>
      <ul className="mt-3 space-y-1.5 text-sm" aria-label="Points à vérifier">
        {report.checks.map((check) => (
          <li key={check.key} className="flex items-start gap-2">
            {check.done ? (
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            )}
            <span className={check.done ? 'text-slate-700' : 'text-slate-900'}>
              <span className="sr-only">{check.done ? 'Fait : ' : 'À compléter : '}</span>
              {CHECK_LABELS[check.key]}
              {progress(check)}
              <span className="text-slate-500">
                {' '}
                ({check.points}/{check.max})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VerificationCard({
  property,
  onChange,
}: {
  property: TAdminProperty;
  onChange: (property: TAdminProperty) => void;
}) {
  const report = useApiError();
  const [busy, setBusy] = useState(false);
  const [by, setBy] = useState<string | null>(null);
  async function change(verified: boolean) {
    setBusy(true);
    try {
      const result = await setVerified(property.id, verified);
      setBy(result.verified_by_username);
      onChange({ ...property, verified_at: result.verified_at, verified_by: result.verified_by });
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }
  async function confirm() {
    setBusy(true);
    try {
      onChange(await confirmCurrent(property.id));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={`${card} space-y-3 p-4`} aria-labelledby="trust-title">
      <h2 id="trust-title" className="text-sm font-semibold text-slate-900">
        Confiance
      </h2>
      <div className="flex items-start gap-3">
        <ToggleSwitch
          id="verified-switch"
          checked={property.verified_at !== null}
          busy={busy}
          onCheckedChange={change}
        />
        <label htmlFor="verified-switch" className="text-sm text-slate-700">
          <span className="flex items-center gap-1 font-medium text-slate-900">
            <BadgeCheck aria-hidden className="size-4 text-emerald-700" />
            Documents vérifiés
          </span>
          {property.verified_at ? (
            <span className="block text-xs text-slate-500">
              le {formatDate(property.verified_at)}
              {by ? ` par ${by}` : ''}
            </span>
          ) : (
            <span className="block text-xs text-slate-500">
              Badge « Vérifié » sur le site une fois les documents contrôlés.
            </span>
          )}
        </label>
      </div>
      {(property.stale || property.stale_hidden_at) && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <p>
            {property.stale_hidden_at
              ? `Masquée automatiquement le ${formatDate(property.stale_hidden_at)} : non mise à jour depuis plus de 90 jours.`
              : `Annonce périmée : non mise à jour depuis le ${formatDate(property.updated_at)}.`}
          </p>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className="mt-2 rounded-md bg-amber-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800 disabled:opacity-60"
          >
            Confirmer qu'elle est toujours d'actualité
          </button>
        </div>
      )}
    </section>
  );
}

/** Fetched after each save (the key changes with updated_at). */
export function DuplicateWarning({ property }: { property: TAdminProperty }) {
  const [duplicates, setDuplicates] = useState<TDuplicateList['data']>([]);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listDuplicates(property.id, controller.signal).then(
      (result) => {
        setDuplicates(result.data);
        // After a save (not on opening), say it where the staff member is looking.
        const saved = shown.current !== null && shown.current !== property.updated_at;
        shown.current = property.updated_at;
        if (saved && result.data.length > 0) {
          toast.warning('Doublon possible', {
            description: 'Une annonce visible ressemble à celle-ci : voir en haut du formulaire.',
          });
        }
      },
      () => setDuplicates([]),
    );
    return () => controller.abort();
  }, [property.id, property.updated_at]);
  if (duplicates.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="duplicates-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="duplicate-warning"
    >
      <h2 id="duplicates-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="size-4" />
        Doublon possible :{' '}
        {duplicates.length === 1
          ? 'une annonce ressemble'
          : `${duplicates.length} annonces ressemblent`}{' '}
        à celle-ci
      </h2>
      <ul className="mt-2 space-y-1">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link
              to={`/cms/property/${duplicate.id}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              #{duplicate.id} {duplicate.name_fr}
            </Link>{' '}
            — {formatDA(duplicate.base_price)}
            {duplicate.reasons.includes('nearby_same_price') &&
              ` · même type à ${duplicate.distance_m} m, prix à moins de 10 %`}
            {duplicate.reasons.includes('same_first_image') && ' · même première photo'}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-amber-900">
        Vérifiez qu'il ne s'agit pas du même bien. L'enregistrement n'est pas bloqué.
      </p>
    </section>
  );
}
