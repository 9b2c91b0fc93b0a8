// The dashboard's charts (Recharts, loaded with the dashboard only): views and phone reveals over
// 30 days, listings by status and by type. Each chart has a text summary for screen readers.
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { BRAND, DAY_CHART_MARGIN, GOLD, dayChartFrame, shortDay } from '../charts/day-chart.tsx';
import type { TAdminStats } from './api.ts';

export function ActivityChart({ stats }: { stats: TAdminStats }) {
  const { series, views, phone_reveals } = stats.last_30_days;
  const data = series.map((point) => ({
    day: shortDay(point.day),
    Vues: point.views,
    'Numéros affichés': point.phone_reveals,
  }));
  return (
    <figure>
      <figcaption className="sr-only">
        Sur 30 jours : {views} vues de fiches et {phone_reveals} numéros affichés.
      </figcaption>
      <div className="h-64" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart accessibilityLayer={false} data={data} margin={DAY_CHART_MARGIN}>
            <defs>
              <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={BRAND} stopOpacity={0.25} />
                <stop offset="100%" stopColor={BRAND} stopOpacity={0} />
              </linearGradient>
            </defs>
            {dayChartFrame()}
            <Area
              type="monotone"
              dataKey="Vues"
              stroke={BRAND}
              fill="url(#views-fill)"
              strokeWidth={2}
            />
            <Area
              type="monotone"
              dataKey="Numéros affichés"
              stroke={GOLD}
              fill="transparent"
              strokeWidth={2}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export function CountChart({
  title,
  items,
}: {
  title: string;
  items: { id: number; name: string; count: number }[];
}) {
  const data = items
    .filter((item) => item.count > 0)
    .map((item) => ({ name: item.name, Biens: item.count }));
  if (data.length === 0) return <p className="text-sm text-slate-500">Aucun bien.</p>;
  return (
    <figure>
      <figcaption className="sr-only">
        {title} : {items.map((item) => `${item.name} ${item.count}`).join(', ')}.
      </figcaption>
      <div style={{ height: Math.max(120, data.length * 30 + 20) }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
            <Tooltip cursor={{ fill: '#f1f5f9' }} />
            <Bar dataKey="Biens" fill={BRAND} radius={[0, 4, 4, 0]} barSize={16} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
