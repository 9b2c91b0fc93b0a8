// One image (an ad's banner, a site image): preview, replace (with the upload percentage), remove.
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { imageVariantUrl } from '../../../../common/media.ts';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { uploadImages } from '../upload.ts';
import { useApiError } from '../use-api-error.ts';
import { button } from '../styles.ts';

interface SingleImageFieldProps {
  value: string | null;
  onChange: (path: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
  label: string;
  /** Tailwind aspect class of the preview. */
  aspect?: string;
}

export function SingleImageField({
  value,
  onChange,
  onBusyChange,
  label,
  aspect = 'aspect-[3/1]',
}: SingleImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const report = useApiError();

  async function upload(file: File | undefined) {
    if (!file) return;
    setRefused(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const result = await uploadImages([file], { onProgress: setProgress });
      if (result.paths[0]) {
        onChange(result.paths[0]);
        toast.success('Image envoyée.');
      }
      if (result.refused[0]) {
        setRefused(result.refused[0]);
        toast.error(result.refused[0]);
      }
    } catch (error) {
      report(error, "L'envoi de l'image a échoué.");
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="space-y-2">
      <div
        className={`relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 ${aspect}`}
      >
        {value ? (
          <img
            src={imageVariantUrl(value, 1024)}
            alt=""
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-slate-600">
            <ImagePlus aria-hidden className="size-7" />
            <span className="text-sm">Aucune image</span>
          </div>
        )}
        {progress !== null && (
          <div className="absolute inset-x-0 bottom-0 space-y-1 bg-white/90 p-2" aria-live="polite">
            <p className="text-xs font-medium text-slate-700">Envoi… {Math.round(progress)} %</p>
            <ProgressBar value={progress} label={`Envoi : ${label}`} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button.secondary}
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
        >
          {value ? (
            <RefreshCw aria-hidden className="size-4" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {value ? 'Remplacer' : 'Choisir une image'}
        </button>
        {value && (
          <button
            type="button"
            className={`${button.ghost} text-red-700`}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden className="size-4" />
            Retirer
          </button>
        )}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
    </div>
  );
}
