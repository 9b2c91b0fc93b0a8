// A plain min/max range (areas in m²): two number boxes side by side, a unit badge in the legend.
import { DecimalField } from './decimal-field.tsx';
import { RangeFieldset } from './range-fieldset.tsx';

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
    <RangeFieldset
      id={id}
      legend={labels.legend}
      badge={labels.unit}
      badgeClassName="bg-stone-100 text-stone-700"
      className={className}
    >
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
    </RangeFieldset>
  );
}
