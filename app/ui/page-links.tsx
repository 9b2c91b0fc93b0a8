// Numbered page links (real links: each page has its own address), with previous / next, the
// first and last pages and a window around the current one.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from './cn.ts';
import { pageWindow } from './page-links-window.ts';

const cell =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold tabular';

export function PageLinks({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}) {
  if (pageCount <= 1) return null;
  const arrow = (target: number, label: string, icon: React.ReactNode) =>
    target < 1 || target > pageCount ? (
      <span className={cn(cell, 'text-stone-300')} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
        className={cn(cell, 'text-stone-700 hover:bg-brand-50 hover:text-brand-800')}
      >
        {icon}
      </Link>
    );
  return (
    <nav aria-label={labels.nav} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {arrow(
            page - 1,
            labels.previous,
            <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />,
          )}
        </li>
        {pageWindow(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className={cn(cell, 'text-stone-400')} aria-hidden="true">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className={cn(cell, 'bg-brand-700 text-white')}>
                <span className="sr-only">{labels.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                to={hrefFor(n)}
                aria-label={labels.page(n)}
                className={cn(cell, 'text-stone-700 hover:bg-brand-50 hover:text-brand-800')}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {arrow(
            page + 1,
            labels.next,
            <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
