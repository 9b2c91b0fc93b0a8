// Dashboard: the leads (decision 0038) — median first-response time and leads of the last 30
// days, leads per week (12 weeks), and how page views turn into leads by type and by wilaya.
// Loaded on its own, so the rest of the dashboard never waits for it.
import { Inbox, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TLeadStats } from '../../../../common/schemas/lead.ts';
import { formatNumber } from '../../../../common/money.ts';
import { adminApi } from '../api.ts';
import { MANDATE_LABELS, formatDuration } from '../leads/labels.ts';
import { card } from '../styles.ts';
import { BRAND } from '../charts/day-chart.tsx';

const n = (value: number) => formatNumber(value, 'fr');
const weekFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const rate = (leads: number, views: number) =>
  views > 0 ? `${formatNumber(Math.round((leads / views) * 1000) / 10, 'fr', 1)} %` : '—';

export function getLeadStats(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/stat/leads', { signal });
}

/** Owners' mandates ending within 30 days (decision 0066): each links to its lead. */
function MandatesEnding({ mandates }: { mandates: TLeadStats['mandates_ending'] }) {
  return (
    <section aria-labelledby="mandates-ending" data-testid="mandates-ending">
      <h3 id="mandates-ending" className="text-sm font-semibold text-slate-900">
        Mandats qui se terminent dans les 30 jours ({mandates.length})
      </h3>
      {mandates.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Aucun.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {mandates.map((mandate) => (
            <li key={mandate.lead_id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <Link to={`/cms/leads?id=${mandate.lead_id}`} className="text-brand-800 underline">
                {mandate.full_name}
              </Link>
              <span className="text-slate-600">
                {MANDATE_LABELS[mandate.mandate_type]} · fin le {mandate.mandate_end}
                {mandate.agent_username ? ` · ${mandate.agent_username}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WeeksChart({ weeks }: { weeks: TLeadStats['per_week'] }) {
  const data = weeks.map((week) => ({
    week: weekFormat.format(new Date(`${week.week}T12:00:00Z`)),
    Demandes: week.leads,
  }));
  return (
    <figure>
      <figcaption className="sr-only">
        Demandes par semaine :{' '}
        {data.map((week) => `semaine du ${week.week} ${week.Demandes}`).join(', ')}.
      </figcaption>
      <div className="h-48" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip cursor={{ fill: '#f1f5f9' }} />
            <Bar dataKey="Demandes" fill={BRAND} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function ConversionTable({
  caption,
  rows,
}: {
  caption: string;
  rows: TLeadStats['conversion_by_type'];
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-start text-xs font-semibold text-slate-600 uppercase">
        {caption}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nom</th>
          <th scope="col">Vues</th>
          <th scope="col">Demandes</th>
          <th scope="col">Taux</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 ? (
          <tr>
            <td className="py-2 text-slate-500">Pas encore de vues ni de demandes.</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="truncate py-1.5 text-start font-normal text-slate-800">
                {row.name}
              </th>
              <td className="py-1.5 text-end text-slate-600 tabular-nums">{n(row.views)} vues</td>
              <td className="py-1.5 text-end text-slate-600 tabular-nums">{n(row.leads)} dem.</td>
              <td className="py-1.5 text-end font-medium text-slate-900 tabular-nums">
                {rate(row.leads, row.views)}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function LeadsPanel() {
  const [stats, setStats] = useState<TLeadStats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getLeadStats(controller.signal).then(setStats, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <section
      className={`${card} min-w-0 p-4 sm:p-5 lg:col-span-2`}
      aria-labelledby="leads-panel-title"
      data-testid="leads-panel"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="leads-panel-title" className="font-semibold text-slate-900">
          Demandes
        </h2>
        <Link to="/cms/leads" className="text-sm text-brand-800 underline">
          Voir les demandes
        </Link>
      </div>
      {failed ? (
        <p className="text-sm text-red-700">Impossible de charger les demandes.</p>
      ) : !stats ? (
        <div className="h-48 animate-pulse rounded-lg bg-slate-100" />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-2 text-xs text-slate-600">
                <Timer aria-hidden className="size-4 text-brand-700" />
                Délai médian de 1re réponse (30 j)
              </dt>
              <dd className="mt-1 font-semibold text-slate-900" data-testid="median-first-response">
                {stats.median_first_response_seconds === null
                  ? '—'
                  : formatDuration(stats.median_first_response_seconds)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="flex items-center gap-2 text-xs text-slate-600">
                <Inbox aria-hidden className="size-4 text-brand-700" />
                Demandes reçues (30 j)
              </dt>
              <dd className="mt-1 font-semibold text-slate-900">
                {n(stats.last_30_days.received)}{' '}
                <span className="text-sm font-normal text-slate-600">
                  dont {n(stats.last_30_days.responded)} avec réponse
                </span>
              </dd>
            </div>
          </dl>
          <WeeksChart weeks={stats.per_week} />
          <div className="grid gap-4 md:grid-cols-2">
            <ConversionTable
              caption="Vues → demandes par type (30 j)"
              rows={stats.conversion_by_type}
            />
            <ConversionTable
              caption="Vues → demandes par wilaya (30 j)"
              rows={stats.conversion_by_wilaya}
            />
          </div>
          <MandatesEnding mandates={stats.mandates_ending} />
        </div>
      )}
    </section>
  );
}
