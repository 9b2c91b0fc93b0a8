// The frame of a min/max filter: a fieldset whose legend names the range and shows its unit
// (m², DA) as a badge at the far end.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function RangeFieldset({
  id,
  legend,
  badge,
  badgeClassName,
  className,
  children,
}: {
  id: string;
  legend: string;
  badge?: string;
  badgeClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('min-w-0', className)} data-testid={id}>
      <legend className="mb-2 flex w-full items-center justify-between gap-2 text-sm font-semibold text-stone-900">
        {legend}
        {badge && (
          <span className={cn('rounded-md px-2 py-0.5 text-xs font-bold', badgeClassName)}>
            {badge}
          </span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}
