// /cms/static-images: the site's own pictures (home hero, about…), each replaced through the
// static upload (POST /api/admin/upload/static?customName=…) with a progress bar.
import { ImagePlus, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Route } from './+types/static-images';
import { requireAdminScreen } from '../../features/cms/shell/admin-only.ts';
import { ZStaticNameSchema } from '../../../common/schemas/admin-media.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { guarded } from '../../features/cms/api.ts';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import {
  deleteMedia,
  imageOfSlot,
  isSlotName,
  listStaticImages,
  SITE_IMAGE_SLOTS,
  type TMediaItem,
} from '../../features/cms/static-images/api.ts';
import { StaticImageCard } from '../../features/cms/static-images/static-image-card.tsx';
import { button, card, input, label } from '../../features/cms/styles.ts';
import { uploadStaticImage } from '../../features/cms/upload.ts';
import { useApiError } from '../../features/cms/use-api-error.ts';

export function meta() {
  return [{ title: 'Images du site — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    requireAdminScreen();
    return { images: (await listStaticImages(request.signal)).data };
  });
}

export function HydrateFallback() {
  return <PageSkeleton />;
}

function NewNamedImage({ onDone }: { onDone: () => void }) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const report = useApiError();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZStaticNameSchema.safeParse(name);
    const file = fileRef.current?.files?.[0];
    if (!parsed.success) {
      setError('1 à 60 lettres minuscules, chiffres, « - » ou « _ » (ex. : contact, logo).');
      return;
    }
    if (!file) {
      setError('Choisissez une image.');
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await uploadStaticImage(file, parsed.data, { onProgress: setProgress });
      toast.success(`Image « ${parsed.data} » enregistrée.`);
      setName('');
      setFileName(null);
      if (fileRef.current) fileRef.current.value = '';
      onDone();
    } catch (failure) {
      report(failure, "L'envoi de l'image a échoué.");
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-3 p-4`} aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-900">
        Ajouter une image nommée
      </h2>
      <p className="text-sm text-slate-600">
        Pour une nouvelle image du site : donnez-lui un nom court, que le site utilisera.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1">
          <label htmlFor={`${id}-name`} className={label}>
            Nom
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="ex. : contact"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={input}
          />
        </div>
        <div className="space-y-1">
          <span className={label}>Image</span>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={`${button.secondary} shrink-0`}
              onClick={() => fileRef.current?.click()}
            >
              <ImagePlus aria-hidden className="size-4" />
              Choisir…
            </button>
            <span className="truncate text-sm text-slate-600">{fileName ?? 'Aucun fichier'}</span>
          </div>
          <input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Image à ajouter"
            onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
          />
        </div>
        <button type="submit" className={button.secondary} disabled={progress !== null}>
          <Plus aria-hidden className="size-4" />
          Ajouter
        </button>
      </div>
      {progress !== null && <ProgressBar value={progress} label="Envoi de l'image" />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

export default function StaticImagesScreen({ loaderData }: Route.ComponentProps) {
  const { images } = loaderData;
  const revalidator = useRevalidator();
  const report = useApiError();
  const [toRemove, setToRemove] = useState<TMediaItem | null>(null);
  const refresh = () => void revalidator.revalidate();
  const others = images.filter((image) => !isSlotName(image.static_name));

  async function remove() {
    if (!toRemove) return;
    try {
      await deleteMedia(toRemove.id);
      toast.success('Image supprimée.');
      await revalidator.revalidate();
    } catch (error) {
      report(error);
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        title="Images du site"
        description="Les visuels des pages publiques. Une image remplacée apparaît aussitôt sur le site."
      />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {SITE_IMAGE_SLOTS.map((slot) => (
          <StaticImageCard
            key={slot.name}
            name={imageOfSlot(slot, images)?.static_name ?? slot.name}
            title={slot.label}
            description={slot.description}
            advice={slot.advice}
            page={slot.page}
            pageLabel={slot.pageLabel}
            image={imageOfSlot(slot, images)}
            onChanged={refresh}
            onRemove={setToRemove}
          />
        ))}
        {others.map((image) => (
          <StaticImageCard
            key={image.id}
            name={image.static_name ?? ''}
            title={image.static_name ?? image.original_name}
            image={image}
            onChanged={refresh}
            onRemove={setToRemove}
          />
        ))}
      </div>
      <div className="mt-6 max-w-3xl">
        <NewNamedImage onDone={refresh} />
      </div>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title="Supprimer cette image ?"
        description={
          <p>
            L'image « {toRemove?.static_name} » sera supprimée ; la page qui l'utilise reprendra son
            image par défaut.
          </p>
        }
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={remove}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
