// A min/max money range typed in the Algerian units: each bound has its own unit (million =
// 10,000 DA, milliard = 10,000,000 DA). The typed number is multiplied by the unit; the box shows
// the stored value divided by it, and stays empty when the value is zero or unset.
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toDinars, type PriceUnit } from '../../common/money.ts';
import { RangeFieldset } from './range-fieldset.tsx';
import { DecimalField } from './decimal-field.tsx';
import { bestUnit, changeUnit, dinarsToText } from './unit-amount.ts';

export interface UnitRangeLabels {
  legend: string;
  min: string;
  max: string;
  minPlaceholder: string;
  maxPlaceholder: string;
  unitOfMin: string;
  unitOfMax: string;
  /** Short unit names shown on the button (million_abrv, billion_abrv). */
  short: Record<PriceUnit, string>;
  /** Longer names in the unit menu. */
  long: Record<PriceUnit, string>;
  /** The currency badge (DA); none when not given. */
  currency?: string;
}

function UnitMenu({
  unit,
  onUnit,
  label,
  labels,
  testId,
}: {
  unit: PriceUnit;
  onUnit: (unit: PriceUnit) => void;
  label: string;
  labels: UnitRangeLabels;
  testId: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`${label}: ${labels.long[unit]}`}
        data-testid={testId}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-lg border border-stone-300 bg-stone-50 px-2.5 text-sm font-semibold text-stone-800 hover:border-brand-600 data-[state=open]:border-brand-600 data-[state=open]:ring-2 data-[state=open]:ring-brand-600/20"
      >
        {labels.short[unit]}
        <ChevronDown className="size-3.5 text-stone-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-[70] min-w-44 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={unit}
            onValueChange={(value) => onUnit(value as PriceUnit)}
          >
            {(['million', 'billion'] as const).map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="flex h-9 cursor-pointer items-center gap-2 rounded-lg px-2.5 text-sm text-stone-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                <span className="inline-flex w-4 justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-brand-700" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span className="w-7 font-semibold">{labels.short[option]}</span>
                <span className="text-stone-500">{labels.long[option]}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function UnitBound({
  id,
  label,
  placeholder,
  unitLabel,
  value,
  onChange,
  labels,
  testId,
}: {
  id: string;
  label: string;
  placeholder: string;
  unitLabel: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  labels: UnitRangeLabels;
  testId: string;
}) {
  const [unit, setUnit] = useState<PriceUnit>(() => bestUnit(value));
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="w-20 shrink-0 text-sm text-stone-600">
        {label}
      </label>
      <DecimalField
        id={id}
        display={dinarsToText(value, unit)}
        // Zero means "no bound": the box shows empty for it.
        onValue={(amount) => onChange(amount ? toDinars(amount, unit) : undefined)}
        placeholder={placeholder}
      />
      <UnitMenu
        unit={unit}
        label={unitLabel}
        labels={labels}
        testId={`${testId}-unit`}
        onUnit={(next) => {
          setUnit(next);
          // The number in the box stays; its meaning changes with the unit.
          if (value) onChange(changeUnit(value, unit, next));
        }}
      />
    </div>
  );
}

export function UnitRange({
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
  labels: UnitRangeLabels;
  className?: string;
}) {
  return (
    <RangeFieldset
      id={id}
      legend={labels.legend}
      badge={labels.currency}
      badgeClassName="bg-gold-100 text-gold-800"
      className={className}
    >
      <div className="flex flex-col gap-2">
        <UnitBound
          id={`${id}-min`}
          label={labels.min}
          placeholder={labels.minPlaceholder}
          unitLabel={labels.unitOfMin}
          value={min}
          onChange={(value) => onChange(value, max)}
          labels={labels}
          testId={`${id}-min`}
        />
        <UnitBound
          id={`${id}-max`}
          label={labels.max}
          placeholder={labels.maxPlaceholder}
          unitLabel={labels.unitOfMax}
          value={max}
          onChange={(value) => onChange(min, value)}
          labels={labels}
          testId={`${id}-max`}
        />
      </div>
    </RangeFieldset>
  );
}
