// A labelled native <select> for list filters (native: fast, keyboard-friendly, fine on phones).
import { useId } from 'react';
import { select } from '../styles.ts';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The "no filter" choice. */
  anyLabel?: string;
  className?: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  anyLabel = 'Tous',
  className = '',
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${select} h-10 ${value ? 'border-brand-600 bg-brand-50' : ''}`}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const YES_NO: readonly FilterOption[] = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];
