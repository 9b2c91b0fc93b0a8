// A property opened from a list of results: back to that list (its filters, sort and page kept),
// and the listing before and after this one in it. Plain links, rendered on the server
// (results-nav.server.ts), so they work before the script runs.
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { ResultsNav as ResultsNavLinks } from './results-address.ts';

const step =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-stone-200 bg-white hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export function ResultsNav({ links }: { links: ResultsNavLinks }) {
  const { t } = useTranslation('property');
  return (
    <nav
      aria-label={t('results_nav.label')}
      data-testid="results-nav"
      className="mb-3 flex items-center justify-between gap-2"
    >
      <Link
        to={links.back}
        data-testid="back-to-results"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg pe-2 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4.5 rtl:rotate-180" aria-hidden="true" />
        {t('results_nav.back')}
      </Link>
      <div className="flex items-center gap-2">
        {links.previous && (
          <Link
            to={links.previous}
            rel="prev"
            data-testid="previous-listing"
            aria-label={t('results_nav.previous')}
            className={step}
          >
            <ChevronLeft className="size-4.5 rtl:rotate-180" aria-hidden="true" />
            <span className="hidden sm:inline" aria-hidden="true">
              {t('results_nav.previous')}
            </span>
          </Link>
        )}
        {links.next && (
          <Link
            to={links.next}
            rel="next"
            data-testid="next-listing"
            aria-label={t('results_nav.next')}
            className={step}
          >
            <span className="hidden sm:inline" aria-hidden="true">
              {t('results_nav.next')}
            </span>
            <ChevronRight className="size-4.5 rtl:rotate-180" aria-hidden="true" />
          </Link>
        )}
      </div>
    </nav>
  );
}
