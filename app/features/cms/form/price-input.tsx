// A price in dinars, typed in DA, in millions or in milliards (the Algerian centimes habit:
// 1 million = 10 000 DA, 1 milliard = 10 000 000 DA). The value kept is always the dinars, as a
// string of digits ('' when empty); the full amount is shown under the field. Choosing a unit
// after typing keeps the figure and reads it in the new unit (2500, then « millions », is 2 500
// millions = 25 000 000 DA): staff type the figure first and the unit second.
import { useEffect, useState } from 'react';
import { UNIT_MULTIPLIERS, type PriceUnit } from '../../../../common/money.ts';
import { formatDA, formatShortDA } from '../format.ts';
import { input } from '../styles.ts';
import type { FieldControlProps } from './field.tsx';

type Unit = 'DA' | PriceUnit;
const UNITS: { value: Unit; label: string }[] = [
  { value: 'DA', label: 'DA' },
  { value: 'million', label: 'millions' },
  { value: 'billion', label: 'milliards' },
];
const multiplier = (unit: Unit) => (unit === 'DA' ? 1 : UNIT_MULTIPLIERS[unit]);

function display(dinars: string, unit: Unit): string {
  if (dinars === '') return '';
  const amount = Number(dinars) / multiplier(unit);
  return Number.isFinite(amount) ? String(Number(amount.toFixed(4))).replace('.', ',') : dinars;
}

/** What was typed, in dinars: '' when empty; the text itself when it is not a number. */
export function parseAmount(text: string, unit: Unit): string {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (clean === '') return '';
  const amount = Number(clean);
  if (!Number.isFinite(amount)) return text;
  return String(Math.round(amount * multiplier(unit)));
}

interface PriceInputProps extends FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name: string;
}

export function PriceInput({ value, onChange, onBlur, name, ...control }: PriceInputProps) {
  const [unit, setUnit] = useState<Unit>('DA');
  const [text, setText] = useState(() => display(value, 'DA'));

  // A new value from outside (reset, loaded property): show it in the chosen unit.
  useEffect(() => {
    if (parseAmount(text, unit) !== value) setText(display(value, unit));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value changes
  }, [value]);

  const dinars = /^\d+$/.test(value) ? Number(value) : null;
  return (
    <div>
      <div className="flex">
        <input
          {...control}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseAmount(event.target.value, unit));
          }}
          onBlur={onBlur}
          className={`${input} rounded-e-none tabular`}
        />
        <select
          value={unit}
          onChange={(event) => {
            const next = event.target.value as Unit;
            setUnit(next);
            if (text.trim() !== '') onChange(parseAmount(text, next));
          }}
          aria-label="Unité du prix"
          className="rounded-e-lg border border-s-0 border-slate-300 bg-slate-50 px-2 text-sm text-slate-700"
        >
          {UNITS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {dinars !== null && dinars > 0 && (
        <p className="mt-1 text-xs text-slate-600 tabular" aria-live="polite">
          {formatDA(dinars)} · {formatShortDA(dinars)}
        </p>
      )}
    </div>
  );
}
