// One named site image: preview, where it appears, replace it (with a progress bar), or go back to
// the site's default picture.
import { ExternalLink, ImageOff, RefreshCw, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { imageVariantUrl } from '../../../../common/media.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { formatDateTime } from '../format.ts';
import { button, card } from '../styles.ts';
import { uploadStaticImage } from '../upload.ts';
import { useApiError } from '../use-api-error.ts';
import { formatBytes, type TMediaItem } from './api.ts';

interface StaticImageCardProps {
  name: string;
  title: string;
  description?: string;
  advice?: string;
  page?: string;
  pageLabel?: string;
  image: TMediaItem | null;
  onChanged: () => void;
  onRemove: (image: TMediaItem) => void;
}

export function StaticImageCard({
  name,
  title,
  description,
  advice,
  page,
  pageLabel,
  image,
  onChanged,
  onRemove,
}: StaticImageCardProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const report = useApiError();

  async function replace(file: File | undefined) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      await uploadStaticImage(file, name, { onProgress: setProgress });
      toast.success(`« ${title} » a été remplacée.`);
      onChanged();
    } catch (failure) {
      if (failure instanceof Error) setError(failure.message);
      report(failure, "L'envoi de l'image a échoué.");
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <article className={`${card} flex flex-col overflow-hidden`} aria-labelledby={`img-${name}`}>
      <div className="relative aspect-video bg-slate-100">
        {image ? (
          <img
            src={imageVariantUrl(image.path, 640)}
            alt={`Aperçu : ${title}`}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 px-4 text-center text-slate-600">
            <ImageOff aria-hidden className="size-7" />
            <span className="text-sm">Image par défaut du site</span>
          </div>
        )}
        {progress !== null && (
          <div className="absolute inset-x-0 bottom-0 space-y-1 bg-white/95 p-3" aria-live="polite">
            <p className="text-sm font-medium text-slate-800">Envoi… {Math.round(progress)} %</p>
            <ProgressBar value={progress} label={`Envoi : ${title}`} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={`img-${name}`} className="font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-xs text-slate-600">
            Nom : <code className="rounded bg-slate-100 px-1">{name}</code>
          </p>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          {advice && <p className="mt-1 text-xs text-slate-500">{advice}</p>}
        </div>
        {image && (
          <p className="text-xs text-slate-500 tabular">
            {image.original_name} · {image.width} × {image.height} px · {formatBytes(image.bytes)} ·{' '}
            {formatDateTime(image.created_at)}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={button.primary}
            onClick={() => inputRef.current?.click()}
            disabled={progress !== null}
          >
            <RefreshCw aria-hidden className="size-4" />
            {image ? 'Remplacer' : 'Choisir une image'}
          </button>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label={`Nouvelle image : ${title}`}
            onChange={(event) => void replace(event.target.files?.[0])}
          />
          {page && (
            <a href={page} target="_blank" rel="noreferrer" className={button.ghost}>
              <ExternalLink aria-hidden className="size-4" />
              {pageLabel ?? 'Voir'}
            </a>
          )}
          {image && (
            <button
              type="button"
              className={`${button.ghost} text-red-700`}
              onClick={() => onRemove(image)}
            >
              <RotateCcw aria-hidden className="size-4" />
              {page ? 'Image par défaut' : 'Supprimer'}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
