// Cards side by side: a swipeable row on phones (the next card peeks in), a grid from 640px.
import { cn } from './cn.ts';

const COLUMNS = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function CardGrid<T>({
  items,
  columns = 3,
  render,
  itemKey,
  label,
  className,
}: {
  items: readonly T[];
  columns?: keyof typeof COLUMNS;
  render: (item: T, index: number) => React.ReactNode;
  itemKey: (item: T) => string | number;
  label?: string;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0',
        COLUMNS[columns],
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={itemKey(item)} className="flex w-[82%] shrink-0 snap-start sm:w-auto">
          {render(item, index)}
        </li>
      ))}
    </ul>
  );
}
