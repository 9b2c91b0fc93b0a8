// The properties table's two views: managing the listings (flags, price, quality) or reading
// their performance over the last 30 days.
import { focusRing } from '../styles.ts';

export function ViewSwitch({
  performance,
  onChange,
}: {
  performance: boolean;
  onChange: (performance: boolean) => void;
}) {
  const option = (active: boolean) =>
    `h-8 rounded-md px-3 text-sm ${focusRing} ${
      active
        ? 'bg-white font-medium text-slate-900 shadow-xs'
        : 'text-slate-600 hover:text-slate-900'
    }`;
  return (
    <div className="border-b border-slate-200 px-3 py-2">
      <div
        role="group"
        aria-label="Vue du tableau"
        className="inline-flex rounded-lg bg-slate-100 p-0.5"
      >
        <button
          type="button"
          aria-pressed={!performance}
          onClick={() => onChange(false)}
          className={option(!performance)}
        >
          Gestion
        </button>
        <button
          type="button"
          aria-pressed={performance}
          onClick={() => onChange(true)}
          className={option(performance)}
        >
          Performance (30 jours)
        </button>
      </div>
    </div>
  );
}
