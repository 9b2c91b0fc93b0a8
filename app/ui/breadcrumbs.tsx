// "You are here": the path from the home page to the current page (the last item, not a link).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export function Breadcrumbs({
  items,
  label,
  className,
}: {
  items: readonly { name: string; to?: string }[];
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('min-w-0 text-sm text-stone-500', className)}>
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.name}`} className="flex min-w-0 items-center gap-1.5">
              {item.to && !last ? (
                <Link
                  to={item.to}
                  className="whitespace-nowrap hover:text-brand-700 hover:underline"
                >
                  {item.name}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate text-stone-700">
                  {item.name}
                </span>
              )}
              {!last && (
                <>
                  <ChevronRight
                    className="size-3.5 shrink-0 text-stone-400 rtl:hidden"
                    aria-hidden="true"
                  />
                  <ChevronLeft
                    className="hidden size-3.5 shrink-0 text-stone-400 rtl:block"
                    aria-hidden="true"
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
