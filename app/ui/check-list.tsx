// A list of checkboxes shown 4 rows (32px each) at first, then "see all" / "see less". It opens
// by itself when a checked item lies beyond the visible rows, so no choice is ever hidden.
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from './cn.ts';

export interface CheckOption {
  id: string;
  label: string;
}

export const CHECK_LIST_ROWS = 4;

export function CheckList({
  legend,
  options,
  selected,
  onChange,
  seeAll,
  seeLess,
  rows = CHECK_LIST_ROWS,
  legendClassName,
  testId,
}: {
  legend: string;
  options: readonly CheckOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  seeAll: string;
  seeLess: string;
  rows?: number;
  legendClassName?: string;
  testId?: string;
}) {
  const listId = useId();
  const hiddenChecked = options.slice(rows).some((option) => selected.includes(option.id));
  const [expanded, setExpanded] = useState(hiddenChecked);
  useEffect(() => {
    if (hiddenChecked) setExpanded(true);
  }, [hiddenChecked]);

  const collapsible = options.length > rows;
  const shown = collapsible && !expanded ? options.slice(0, rows) : options;
  const toggle = (id: string, checked: boolean) =>
    onChange(
      checked
        ? options.map((option) => option.id).filter((oid) => oid === id || selected.includes(oid))
        : selected.filter((sid) => sid !== id),
    );

  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className={cn('mb-1.5 text-sm font-semibold text-stone-900', legendClassName)}>
        {legend}
      </legend>
      <ul id={listId} className="grid">
        {shown.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <li key={option.id} className="h-8">
              <label className="flex h-8 cursor-pointer items-center gap-2.5 rounded-md px-1 text-[15px] text-stone-800 hover:bg-stone-50">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  className="size-4.5 shrink-0 cursor-pointer rounded accent-brand-700"
                />
                <span className="truncate">{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 inline-flex h-8 items-center gap-1 rounded-md px-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {expanded ? seeLess : `${seeAll} (${options.length})`}
          <ChevronDown
            className={cn('size-4 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      )}
    </fieldset>
  );
}
