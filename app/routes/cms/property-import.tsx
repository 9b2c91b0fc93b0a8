// /cms/properties/import (superadmin, decision 0041): the template to fill, the file sent for a
// preview that says row by row what will be created or updated and every error, then the
// confirmation that writes it all, or nothing.
import { ArrowLeft, FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/property-import';
import {
  IMPORT_PREVIEW_TTL_MINUTES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type TImportPreview,
  type TImportResult,
} from '../../../common/schemas/admin-property-io.ts';
import { guarded } from '../../features/cms/api.ts';
import { plural } from '../../features/cms/format.ts';
import {
  confirmImport,
  downloadTemplate,
  previewImport,
} from '../../features/cms/properties/io-api.ts';
import { ImportPreviewTable } from '../../features/cms/properties/import-preview-table.tsx';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { PageHeader } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card, input, label } from '../../features/cms/styles.ts';

export function meta() {
  return [{ title: 'Importer des biens — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return null;
  });
}

const message = (error: unknown) =>
  error instanceof Error ? error.message : 'Une erreur est survenue.';

const number = (value: number) => value.toLocaleString('fr-FR');

export default function PropertyImportScreen() {
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'confirm' | null>(null);

  const onSend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError('Choisissez un fichier CSV ou XLSX.');
      return;
    }
    setBusy('preview');
    setError(null);
    setPreview(null);
    setResult(null);
    try {
      setPreview(await previewImport(file));
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(null);
    }
  };

  const onConfirm = async () => {
    if (!preview) return;
    setBusy('confirm');
    setError(null);
    try {
      setResult(await confirmImport(preview.id));
      setPreview(null);
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Importer des biens"
        description="Un fichier CSV ou XLSX : rien n’est enregistré avant votre confirmation."
        back={
          <Link
            to="/cms/properties"
            className="mb-2 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Biens
          </Link>
        }
      />
      <div className="space-y-5">
        <section className={`${card} p-4 sm:p-5`} aria-labelledby="import-template">
          <h2 id="import-template" className="font-semibold text-slate-900">
            1. Le modèle
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Les colonnes de l’export, une ligne de notes et un exemple (ces deux lignes commencent
            par « # » et sont ignorées). Id vide : création ; id d’un bien : modification.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {(['xlsx', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className={button.secondary}
                onClick={() => void downloadTemplate(format).catch((e) => setError(message(e)))}
              >
                <FileDown aria-hidden className="size-4" />
                Modèle {format.toUpperCase()}
              </button>
            ))}
          </div>
        </section>

        <section className={`${card} p-4 sm:p-5`} aria-labelledby="import-file">
          <h2 id="import-file" className="font-semibold text-slate-900">
            2. Le fichier
          </h2>
          <form className="mt-3 space-y-3" onSubmit={(event) => void onSend(event)}>
            <div>
              <label htmlFor="import-file-input" className={label}>
                Fichier CSV ou XLSX
              </label>
              <input
                id="import-file-input"
                name="file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className={`${input} mt-1`}
                aria-describedby="import-file-hint"
              />
              <p id="import-file-hint" className="mt-1 text-xs text-slate-500">
                {MAX_IMPORT_BYTES / 1024 / 1024} Mo et {number(MAX_IMPORT_ROWS)} lignes au plus.
              </p>
            </div>
            <button type="submit" className={button.primary} disabled={busy !== null}>
              {busy === 'preview' ? 'Vérification…' : 'Vérifier le fichier'}
            </button>
          </form>
        </section>

        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        )}

        {preview && (
          <section className={card} aria-labelledby="import-preview">
            <div className="space-y-2 p-4 sm:p-5">
              <h2 id="import-preview" className="font-semibold text-slate-900">
                3. Aperçu de « {preview.file_name} »
              </h2>
              <p className="text-sm text-slate-700" data-testid="import-summary">
                {plural(preview.total_rows, 'ligne', 'lignes')} :{' '}
                {plural(preview.create_count, 'création', 'créations')},{' '}
                {plural(preview.update_count, 'modification', 'modifications')},{' '}
                <strong className={preview.error_count > 0 ? 'text-red-700' : ''}>
                  {plural(preview.error_count, 'ligne en erreur', 'lignes en erreur')}
                </strong>
                .
              </p>
              {preview.error_count > 0 ? (
                <p className="text-sm text-red-800">
                  Corrigez ces lignes dans votre fichier, puis envoyez-le de nouveau : rien ne sera
                  importé tant qu’il reste une erreur.
                </p>
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    className={button.primary}
                    disabled={busy !== null}
                    onClick={() => void onConfirm()}
                  >
                    {busy === 'confirm'
                      ? 'Import en cours…'
                      : `Importer ${plural(preview.total_rows, 'bien', 'biens')}`}
                  </button>
                  <span className="text-xs text-slate-500">
                    Aperçu valable {IMPORT_PREVIEW_TTL_MINUTES} minutes.
                  </span>
                </div>
              )}
              {preview.image_hosts.length === 0 &&
                preview.rows.some((row) => row.image_urls.length) && (
                  <p className="text-sm text-amber-800">
                    Les photos d’autres sites ne seront pas téléchargées (aucun site autorisé dans
                    les Informations générales) : elles seront listées pour être ajoutées à la main.
                  </p>
                )}
            </div>
            <ImportPreviewTable preview={preview} />
          </section>
        )}

        {result && (
          <section className={`${card} p-4 sm:p-5`} aria-labelledby="import-result" role="status">
            <h2 id="import-result" className="font-semibold text-slate-900">
              Import terminé
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {plural(result.created, 'bien créé', 'biens créés')},{' '}
              {plural(result.updated, 'bien modifié', 'biens modifiés')}
              {result.images_fetched > 0 &&
                `, ${plural(result.images_fetched, 'photo téléchargée', 'photos téléchargées')}`}
              .
            </p>
            {result.images_set_aside.length > 0 && (
              <div className="mt-3">
                <h3 className="text-sm font-medium text-slate-900">Photos à ajouter à la main</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {result.images_set_aside.map((item) => (
                    <li key={`${item.line}-${item.url}`} className="break-all">
                      <Link
                        className="text-brand-700 underline"
                        to={`/cms/property/${item.property_id}`}
                      >
                        Bien n° {item.property_id}
                      </Link>{' '}
                      (ligne {item.line}) : {item.url}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <Link to="/cms/properties" className={`${button.secondary} mt-3`}>
              Voir les biens
            </Link>
          </section>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
