// The "Performance" section of a property's back-office page: the totals of its counters over a
// chosen period and their chart per day (GET /api/admin/property/{id}/stats). The chart's code
// (Recharts) is fetched only when the section is drawn.
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  STATS_SERIES,
  type TPropertyStats,
} from '../../../../common/schemas/property-performance.ts';
import { formatNumber } from '../../../../common/money.ts';
import { focusRing } from '../styles.ts';
import { getPropertyStats, PERIODS, type Period } from './api.ts';
import { COUNTER_COLOURS, COUNTER_LABELS } from './labels.ts';

const PerformanceChart = lazy(() => import('./performance-chart.tsx'));

const PERIOD_LABELS: Record<Period, string> = {
  7: '7 jours',
  30: '30 jours',
  90: '3 mois',
  365: '1 an',
};

type Load = { status: 'loading' } | { status: 'error'; message: string } | TPropertyStats;

function useStats(propertyId: number, period: Period): Load {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getPropertyStats(propertyId, period, controller.signal).then(setLoad, (error: unknown) => {
      if (controller.signal.aborted) return;
      setLoad({
        status: 'error',
        message: error instanceof Error ? error.message : 'Les chiffres n’ont pas pu être lus.',
      });
    });
    return () => controller.abort();
  }, [propertyId, period]);
  return load;
}

function Totals({ stats }: { stats: TPropertyStats }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="performance-totals">
      {STATS_SERIES.map((name) => (
        <div key={name} className="rounded-lg border border-slate-200 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-xs text-slate-600">
            <span
              aria-hidden
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: COUNTER_COLOURS[name] }}
            />
            {COUNTER_LABELS[name]}
          </dt>
          <dd
            className="text-lg font-semibold text-slate-900 tabular"
            data-testid={`performance-${name}`}
          >
            {formatNumber(stats.totals[name], 'fr')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PerformanceSection({ propertyId }: { propertyId: number }) {
  const [period, setPeriod] = useState<Period>(30);
  const load = useStats(propertyId, period);
  return (
    <section
      id="performance"
      aria-labelledby="performance-title"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="performance-title" className="text-base font-semibold text-slate-900">
            Performance
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Ce que les visiteurs ont fait sur l’annonce, une fois par visiteur et par jour (robots
            exclus).
          </p>
        </div>
        <div role="group" aria-label="Période" className="flex flex-wrap gap-1">
          {PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period === days}
              onClick={() => setPeriod(days)}
              className={`h-8 rounded-md px-2.5 text-sm ${focusRing} ${
                period === days
                  ? 'bg-brand-700 text-white'
                  : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {PERIOD_LABELS[days]}
            </button>
          ))}
        </div>
      </div>
      {'status' in load ? (
        load.status === 'loading' ? (
          <p className="text-sm text-slate-500" role="status">
            Chargement des chiffres…
          </p>
        ) : (
          <p className="text-sm text-red-700" role="alert">
            {load.message}
          </p>
        )
      ) : (
        <div className="space-y-4">
          <Totals stats={load} />
          <figure>
            <figcaption className="sr-only">
              Du {load.from} au {load.to} :{' '}
              {STATS_SERIES.map(
                (name) => `${load.totals[name]} ${COUNTER_LABELS[name].toLowerCase()}`,
              ).join(', ')}
              .
            </figcaption>
            <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100" />}>
              <PerformanceChart stats={load} />
            </Suspense>
          </figure>
        </div>
      )}
    </section>
  );
}
