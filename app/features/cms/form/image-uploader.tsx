// The photos of a property or an ad: upload (button or drop, with the percentage sent), reorder
// by drag and drop or with the arrow buttons, remove; the first photo is the cover.
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { imageVariantUrl } from '../../../../common/media.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { ApiError, UnauthorizedError } from '../api.ts';
import { uploadImages } from '../upload.ts';
import { useApiError } from '../use-api-error.ts';

interface ImageUploaderProps {
  value: string[];
  onChange: (paths: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  label: string;
  error?: string;
  /** Whether the first image is presented as the cover. */
  cover?: boolean;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

export function ImageUploader({
  value,
  onChange,
  onBusyChange,
  max = 50,
  label,
  error,
  cover = true,
}: ImageUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const report = useApiError();
  const [progress, setProgress] = useState<number | null>(null);
  const [pendingCount, setPendingCount] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const valueRef = useRef(value);
  valueRef.current = value;

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const room = max - valueRef.current.length;
    if (room <= 0) {
      toast.error(`${max} photos au maximum.`);
      return;
    }
    const chosen = files.slice(0, room);
    if (files.length > room)
      toast.warning(`Seules ${room} photo(s) ont été ajoutées (${max} au maximum).`);
    setRefused([]);
    setPendingCount(chosen.length);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const result = await uploadImages(chosen, { onProgress: setProgress });
      if (result.paths.length > 0) {
        onChange([...valueRef.current, ...result.paths]);
        toast.success(
          result.paths.length > 1 ? `${result.paths.length} photos ajoutées.` : 'Photo ajoutée.',
        );
      }
      setRefused(result.refused);
      for (const message of result.refused) toast.error(message);
    } catch (failure) {
      if (failure instanceof ApiError && !(failure instanceof UnauthorizedError)) {
        setRefused([failure.message]);
      }
      report(failure, "L'envoi des photos a échoué.");
    } finally {
      setProgress(null);
      setPendingCount(0);
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const busy = progress !== null;
  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setFilesOver(true);
        }}
        onDragLeave={() => setFilesOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setFilesOver(false);
          if (!busy)
            void upload(
              [...event.dataTransfer.files].filter(
                (f) => f.type.startsWith('image/') || f.type === '',
              ),
            );
        }}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          filesOver ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
        } ${error ? 'border-red-400' : ''}`}
      >
        <ImagePlus aria-hidden className="size-7 text-slate-400" />
        <p className="text-sm text-slate-600">
          Glissez vos photos ici ou{' '}
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-50"
          >
            choisissez des fichiers
          </button>
        </p>
        <p className="text-xs text-slate-500">
          JPEG, PNG, WebP, AVIF ou HEIC · 15 Mo maximum par photo
        </p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
        {progress !== null && (
          <div className="w-full max-w-sm space-y-1" aria-live="polite">
            <p className="flex items-center justify-center gap-2 text-sm font-medium text-slate-700">
              <Upload aria-hidden className="size-4 animate-pulse" />
              Envoi de {pendingCount} photo{pendingCount > 1 ? 's' : ''}… {Math.round(progress)} %
            </p>
            <ProgressBar value={progress} label="Envoi des photos" />
          </div>
        )}
      </div>

      {refused.length > 0 && (
        <ul
          role="alert"
          className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {refused.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}

      {value.length > 0 && (
        <>
          <p className="text-xs text-slate-500">
            {value.length} photo{value.length > 1 ? 's' : ''}
            {cover && ' · la première est la photo de couverture'} · glissez-déposez pour changer
            l'ordre
          </p>
          <ol
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            aria-label={label}
          >
            {value.map((path, index) => (
              <li
                key={`${path}-${index}`}
                draggable
                onDragStart={(event) => {
                  setDragIndex(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => {
                  if (dragIndex === null) return;
                  event.preventDefault();
                  setDropTarget(index);
                }}
                onDrop={(event) => {
                  if (dragIndex === null) return;
                  event.preventDefault();
                  if (dragIndex !== index) onChange(move(value, dragIndex, index));
                  setDragIndex(null);
                  setDropTarget(null);
                }}
                onDragEnd={() => {
                  setDragIndex(null);
                  setDropTarget(null);
                }}
                className={`group relative overflow-hidden rounded-lg border bg-slate-100 ${
                  dropTarget === index && dragIndex !== index
                    ? 'border-brand-600 ring-2 ring-brand-600'
                    : 'border-slate-200'
                } ${dragIndex === index ? 'opacity-40' : ''} cursor-grab active:cursor-grabbing`}
              >
                <img
                  src={imageVariantUrl(path, 320)}
                  alt={`N° ${index + 1}${cover && index === 0 ? ' (couverture)' : ''}`}
                  className="aspect-4/3 w-full object-cover"
                  draggable={false}
                />
                {cover && index === 0 && (
                  <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                    <Star aria-hidden className="size-3" />
                    Couverture
                  </span>
                )}
                <div className="flex items-center justify-between gap-1 bg-white px-1 py-1">
                  <div className="flex">
                    <button
                      type="button"
                      onClick={() => onChange(move(value, index, index - 1))}
                      disabled={index === 0}
                      className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                      aria-label={`Déplacer la photo ${index + 1} avant`}
                      title="Déplacer avant"
                    >
                      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
                    </button>
                    <button
                      type="button"
                      onClick={() => onChange(move(value, index, index + 1))}
                      disabled={index === value.length - 1}
                      className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                      aria-label={`Déplacer la photo ${index + 1} après`}
                      title="Déplacer après"
                    >
                      <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                    </button>
                    {cover && index > 0 && (
                      <button
                        type="button"
                        onClick={() => onChange(move(value, index, 0))}
                        className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
                        aria-label={`Mettre la photo ${index + 1} en couverture`}
                        title="Mettre en couverture"
                      >
                        <Star aria-hidden className="size-4" />
                      </button>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    className="flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-red-50 hover:text-red-700"
                    aria-label={`Retirer la photo ${index + 1}`}
                    title="Retirer"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
