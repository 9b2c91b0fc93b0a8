// A list of short items (amenities, nearby places) each with a check mark, in columns.
import { Check } from 'lucide-react';
import { cn } from './cn.ts';

export function TagList({
  items,
  className,
  testId,
}: {
  items: readonly { id: number | string; name: string }[];
  className?: string;
  testId?: string;
}) {
  return (
    <ul
      data-testid={testId}
      className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-2.5 text-[15px] text-stone-700">
          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
