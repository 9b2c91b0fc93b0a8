// A multi-select of reference items as a group of checkboxes (native: keyboard and screen
// readers know them), optionally split into sub-groups (documents by category).
import { useId } from 'react';

export interface CheckboxOption {
  id: number;
  name: string;
  group?: string;
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  columns?: 2 | 3 | 4;
  error?: string;
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  columns = 3,
  error,
}: CheckboxGroupProps) {
  const id = useId();
  const selected = new Set(value);
  const groups = new Map<string, CheckboxOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  function toggle(optionId: number, checked: boolean) {
    if (checked) onChange([...value.filter((v) => v !== optionId), optionId]);
    else onChange(value.filter((v) => v !== optionId));
  }
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-700">
        {legend}
        {value.length > 0 && (
          <span className="text-xs font-normal text-slate-500">
            {value.length} sélectionné{value.length > 1 ? 's' : ''}
          </span>
        )}
      </legend>
      {options.length === 0 && (
        <p className="text-sm text-slate-500">Aucun élément dans cette liste.</p>
      )}
      <div className="space-y-3">
        {[...groups].map(([group, items]) => (
          <div key={group}>
            {group && (
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group}
              </p>
            )}
            <div className={`grid gap-x-4 gap-y-1 ${COLUMNS[columns]}`}>
              {items.map((option) => (
                <label
                  key={option.id}
                  className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:text-brand-900"
                >
                  <input
                    type="checkbox"
                    checked={selected.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">{option.name}</span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
