// What the back-office's charts over days share (the dashboard's activity, a listing's
// performance): the colours, the short French day, and the grid, axes, tooltip and legend.
import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export const BRAND = '#14735c';
export const GOLD = '#c8963e';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
/** « 3 nov. » for 2026-11-03 (noon: the same day in every time zone). */
export const shortDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00`));

/** Room for the count axis's labels on the left. */
export const DAY_CHART_MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

/**
 * The grid, the day axis (`day` of each point), the count axis, the tooltip and the legend, as
 * children of a Recharts chart. A function, not a component: the chart reads its children.
 */
export function dayChartFrame() {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />,
    <XAxis
      key="days"
      dataKey="day"
      tick={{ fontSize: 11 }}
      interval="preserveStartEnd"
      minTickGap={24}
    />,
    <YAxis key="counts" allowDecimals={false} tick={{ fontSize: 11 }} />,
    <Tooltip key="tooltip" />,
    <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
}
