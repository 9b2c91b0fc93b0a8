// The chart of a listing's counters per day (Recharts, fetched with the section only). Views are
// an area, the rarer actions lines over it; the totals beside the chart say the same in text.
import { Area, ComposedChart, Line, ResponsiveContainer } from 'recharts';
import { DAY_CHART_MARGIN, dayChartFrame, shortDay } from '../charts/day-chart.tsx';
import {
  STATS_SERIES,
  type TPropertyStats,
} from '../../../../common/schemas/property-performance.ts';
import { COUNTER_COLOURS, COUNTER_LABELS } from './labels.ts';

export default function PerformanceChart({ stats }: { stats: TPropertyStats }) {
  const data = stats.days.map((point) => ({
    day: shortDay(point.day),
    ...Object.fromEntries(STATS_SERIES.map((name) => [COUNTER_LABELS[name], point[name]])),
  }));
  const [views, ...actions] = STATS_SERIES;
  return (
    <div className="h-64 min-w-0" aria-hidden data-testid="performance-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={DAY_CHART_MARGIN}>
          {dayChartFrame()}
          <Area
            type="monotone"
            dataKey={COUNTER_LABELS[views]}
            stroke={COUNTER_COLOURS[views]}
            fill={COUNTER_COLOURS[views]}
            fillOpacity={0.15}
            strokeWidth={2}
          />
          {actions.map((name) => (
            <Line
              key={name}
              type="monotone"
              dataKey={COUNTER_LABELS[name]}
              stroke={COUNTER_COLOURS[name]}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
