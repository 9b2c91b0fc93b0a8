// A labelled form field with its error message tied to it (aria-invalid, aria-describedby).
import { useId } from 'react';
import { cn } from './cn.ts';

export function Field({
  label,
  required,
  requiredLabel,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  requiredLabel: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
    className: string;
  }) => React.ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-center gap-1 text-sm font-semibold text-stone-800"
      >
        {label}
        {required && (
          <span className="text-red-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only"> ({requiredLabel})</span>
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
        className: cn(
          'w-full rounded-xl border bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 transition focus:ring-2 focus:outline-none',
          error
            ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20'
            : 'border-stone-300 hover:border-stone-400 focus:border-brand-600 focus:ring-brand-600/20',
        ),
      })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="mt-1.5 text-sm font-medium text-red-700"
          data-testid="field-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
