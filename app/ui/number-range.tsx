// A plain min/max range (areas in m²): two number boxes side by side, a unit badge in the legend.
import { cn } from './cn.ts';
import { DecimalField } from './decimal-field.tsx';

export interface NumberRangeLabels {
  legend: string;
  min: string;
  max: string;
  minPlaceholder: string;
  maxPlaceholder: string;
  /** A unit badge (m²). */
  unit?: string;
}

const shown = (value: number | undefined) => (value === undefined ? '' : String(value));

export function NumberRange({
  id,
  min,
  max,
  onChange,
  labels,
  className,
}: {
  id: string;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
  labels: NumberRangeLabels;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)} data-testid={id}>
      <legend className="mb-2 flex w-full items-center justify-between gap-2 text-sm font-semibold text-stone-900">
        {labels.legend}
        {labels.unit && (
          <span className="rounded-md bg-stone-100 px-2 py-0.5 text-xs font-bold text-stone-700">
            {labels.unit}
          </span>
        )}
      </legend>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-stone-600">
            {labels.min}
          </label>
          <DecimalField
            id={`${id}-min`}
            display={shown(min)}
            onValue={(value) => onChange(value, max)}
            placeholder={labels.minPlaceholder}
          />
        </div>
        <span aria-hidden="true" className="pb-2.5 text-stone-400">
          –
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-stone-600">
            {labels.max}
          </label>
          <DecimalField
            id={`${id}-max`}
            display={shown(max)}
            onValue={(value) => onChange(min, value)}
            placeholder={labels.maxPlaceholder}
          />
        </div>
      </div>
    </fieldset>
  );
}
