// Page navigation for a server-paged list: "1–20 of 63", previous / next, and the page size.
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PagerLabels {
  /** e.g. (from, to, total) => `${from}–${to} sur ${total}` */
  range: (from: number, to: number, total: number) => string;
  previous: string;
  next: string;
  pageSize: string;
  navigation: string;
}

export interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  sizes?: readonly number[];
  labels: PagerLabels;
}

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

export function Pager({
  page,
  limit,
  total,
  onPage,
  onLimit,
  sizes = [10, 20, 50, 100],
  labels,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav
      aria-label={labels.navigation}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p aria-live="polite" className="tabular">
        {labels.range(from, to, total)}
      </p>
      <div className="flex items-center gap-3">
        {onLimit && (
          <label className="flex items-center gap-2">
            <span className="hidden sm:inline">{labels.pageSize}</span>
            <select
              value={limit}
              onChange={(event) => onLimit(Number(event.target.value))}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              aria-label={labels.pageSize}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={buttonClass}
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={labels.previous}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          </button>
          <span className="min-w-16 text-center tabular">
            {page} / {pages}
          </span>
          <button
            type="button"
            className={buttonClass}
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label={labels.next}
          >
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      </div>
    </nav>
  );
}
