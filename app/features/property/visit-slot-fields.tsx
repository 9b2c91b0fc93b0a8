// The visit form's proposed slots (visit-request-form.tsx): per slot a native date input and a
// list of start times inside the agency's hours, narrowed to the chosen day's once the script runs.
import { useId, useState } from 'react';
import {
  algiersClock,
  startTimes,
  WEEKDAYS,
  weekdayOfDate,
  type OpeningHours,
} from '../../../common/opening-hours.ts';
import {
  MAX_AHEAD_DAYS,
  MIN_LEAD_HOURS,
  VISIT_DURATION_MINUTES,
  VISIT_SLOT_STEP_MINUTES,
} from '../../../common/visit-rules.ts';
import { cn } from '../../ui/cn.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useBookingTexts } from './booking-texts.ts';

const inputClass = (invalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 transition focus:ring-2 focus:outline-none',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20'
      : 'border-stone-300 hover:border-stone-400 focus:border-brand-600 focus:ring-brand-600/20',
  );

/** The first and last dates a slot may fall on (Algiers calendar). */
export function dateBounds(now: number) {
  return {
    min: algiersClock(new Date(now + MIN_LEAD_HOURS * 3_600_000)).date,
    max: algiersClock(new Date(now + MAX_AHEAD_DAYS * 86_400_000)).date,
  };
}

export function SlotFields({
  index,
  hours,
  bounds,
  values,
  error,
}: {
  index: number;
  hours: OpeningHours;
  bounds: { min: string; max: string };
  values: { date: string; time: string };
  error?: string;
}) {
  const t = useBookingTexts();
  const id = useId();
  const [date, setDate] = useState(values.date);
  // Narrowed to the chosen day only with the script, which widens the list again when the date
  // changes; without it a disabled option could not be chosen again, nor be sent.
  const hydrated = useHydrated();
  const day = hydrated && /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekdayOfDate(date) : null;
  // Every start time of the week without a day; those of the chosen day once one is chosen.
  const allTimes = [
    ...new Set(
      WEEKDAYS.flatMap((weekday) =>
        startTimes(hours[weekday], VISIT_DURATION_MINUTES, VISIT_SLOT_STEP_MINUTES),
      ),
    ),
  ].sort();
  const dayTimes = day
    ? new Set(startTimes(hours[day], VISIT_DURATION_MINUTES, VISIT_SLOT_STEP_MINUTES))
    : null;
  const closed = dayTimes !== null && dayTimes.size === 0;
  const n = index + 1;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : closed ? `${id}-closed` : undefined;
  return (
    <fieldset className="min-w-0" data-testid={`visit-slot-${n}`}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {index === 0 ? (
          <>
            {t('slot', { n })}
            <span className="text-red-700"> *</span>
          </>
        ) : (
          t('slot_optional', { n })
        )}
      </legend>
      <div className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2">
        <label className="min-w-0">
          <span className="sr-only">{t('date')}</span>
          <input
            type="date"
            name={`date_${n}`}
            min={bounds.min}
            max={bounds.max}
            defaultValue={values.date}
            onChange={(event) => setDate(event.currentTarget.value)}
            required={index === 0}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            className={inputClass(Boolean(error))}
          />
        </label>
        <label className="min-w-0">
          <span className="sr-only">{t('time')}</span>
          <select
            name={`time_${n}`}
            defaultValue={values.time}
            required={index === 0}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            className={cn(inputClass(Boolean(error)), 'tabular')}
          >
            <option value="">{t('choose_time')}</option>
            {allTimes.map((time) => (
              <option key={time} value={time} disabled={dayTimes !== null && !dayTimes.has(time)}>
                {time}
              </option>
            ))}
          </select>
        </label>
      </div>
      {closed && !error && (
        <p id={`${id}-closed`} className="mt-1 text-sm text-amber-800">
          {t('closed_day')}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
