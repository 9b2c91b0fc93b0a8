// A form field: its label, an optional hint, the control, and the error message next to it
// (linked with aria-describedby, aria-invalid set). The control is given its id and aria props.
import { useId, type ReactNode } from 'react';
import { label as labelClass } from '../styles.ts';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, required, className = '', children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`min-w-0 space-y-1 ${className}`}>
      <div className="flex items-baseline gap-1">
        {/* The back-office is French, also beside an Arabic (right-to-left) input: `auto` keeps
            a French sentence's punctuation where French puts it. */}
        <label htmlFor={id} className={labelClass} dir="auto">
          {label}
        </label>
        {required && (
          <span className="text-sm text-red-700" aria-hidden>
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500" dir="auto">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" dir="auto">
          {error}
        </p>
      )}
    </div>
  );
}

/** A titled block of a long form, reachable from the form's section links (id). */
export function FormSection({
  id,
  title,
  description,
  children,
  aside,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
