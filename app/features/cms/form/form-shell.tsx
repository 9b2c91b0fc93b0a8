// What every back-office form shares: Ctrl+S saves, the first field in error gets the focus, and
// a save bar stays at the bottom of the screen with the state of the form.
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { button } from '../styles.ts';

/** Ctrl+S / ⌘S runs `save` (unless disabled), as in any editor. */
export function useSaveShortcut(save: () => void, disabled = false) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!disabled) save();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [save, disabled]);
}

/** After the tabs holding errors are shown: scroll to the first visible invalid field, focus it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const fields = form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    const visible = [...fields].find((field) => field.offsetParent !== null);
    if (!visible) return;
    visible.scrollIntoView({ block: 'center' });
    const focusable = visible.matches('input, select, textarea, button')
      ? visible
      : visible.querySelector<HTMLElement>('input, select, textarea, button');
    focusable?.focus({ preventScroll: true });
  });
}

export function invalidMessage(count: number): string {
  return count > 1
    ? `${count} champs sont à corriger avant d'enregistrer.`
    : "Un champ est à corriger avant d'enregistrer.";
}

interface SaveBarProps {
  dirty: boolean;
  busy: boolean;
  busyText?: string;
  submitting: boolean;
  saved: boolean;
  cancelTo: string;
  submitLabel: string;
}

export function SaveBar({
  dirty,
  busy,
  busyText = 'Envoi des images en cours…',
  submitting,
  saved,
  cancelTo,
  submitLabel,
}: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-3 mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <p className="me-auto text-sm text-slate-600" aria-live="polite">
        {busy ? (
          busyText
        ) : dirty ? (
          <span className="inline-flex items-center gap-1.5 text-amber-800">
            <span aria-hidden className="size-2 rounded-full bg-amber-500" />
            Modifications non enregistrées
          </span>
        ) : saved ? (
          'Tout est enregistré.'
        ) : (
          ''
        )}
      </p>
      <Link to={cancelTo} className={button.secondary}>
        Annuler
      </Link>
      <button
        type="submit"
        className={button.primary}
        disabled={submitting || busy}
        aria-keyshortcuts="Control+S"
        title={`${submitLabel} (Ctrl+S)`}
      >
        {submitting ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Save aria-hidden className="size-4" />
        )}
        {submitLabel}
      </button>
    </div>
  );
}
