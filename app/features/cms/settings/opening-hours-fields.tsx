// The agency's opening hours in Settings: a row per weekday from Saturday, closed or one or two
// intervals (native time inputs). The shared schema (common/schemas/opening-hours.ts) checks them
// through the form's resolver, as the API does: closing after opening, the two intervals apart.
import { Plus, X } from 'lucide-react';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { dayName, WEEKDAYS, type Weekday } from '../../../../common/opening-hours.ts';
import { button, input } from '../styles.ts';

interface Interval {
  open: string;
  close: string;
}
export type OpeningHoursValues = { opening_hours: Record<Weekday, Interval[]> };

function DayRow({ day }: { day: Weekday }) {
  const { register, control, formState } = useFormContext<OpeningHoursValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `opening_hours.${day}` });
  const errors = (
    formState.errors.opening_hours as FieldErrors<OpeningHoursValues['opening_hours']>
  )?.[day];
  const name = dayName(day, 'fr');
  const dayError =
    errors && 'message' in errors ? (errors.message as string | undefined) : undefined;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[8rem_minmax(0,1fr)]" data-testid={`hours-${day}`}>
      <span className="pt-2 text-sm font-medium text-slate-800">{name}</span>
      <div className="space-y-2">
        {fields.length === 0 && <p className="pt-2 text-sm text-slate-500">Fermé</p>}
        {fields.map((field, index) => {
          const error = errors?.[index];
          const message = error?.open?.message ?? error?.close?.message;
          return (
            <div key={field.id}>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  type="time"
                  aria-label={`${name}, plage ${index + 1} : ouverture`}
                  aria-invalid={Boolean(error?.open)}
                  className={`${input} w-26 tabular`}
                  {...register(`opening_hours.${day}.${index}.open`)}
                />
                <span aria-hidden>–</span>
                <input
                  type="time"
                  aria-label={`${name}, plage ${index + 1} : fermeture`}
                  aria-invalid={Boolean(error?.close)}
                  className={`${input} w-26 tabular`}
                  {...register(`opening_hours.${day}.${index}.close`)}
                />
                <button
                  type="button"
                  className={button.icon}
                  aria-label={`${name} : retirer la plage ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              {message && (
                <p className="mt-1 text-xs text-red-700" role="alert">
                  {message}
                </p>
              )}
            </div>
          );
        })}
        {fields.length < 2 && (
          <button
            type="button"
            className={`${button.ghost} h-8 px-2 text-xs`}
            onClick={() =>
              append(
                fields.length === 0
                  ? { open: '09:00', close: '12:30' }
                  : { open: '13:30', close: '17:30' },
              )
            }
          >
            <Plus aria-hidden className="size-3.5" />
            {fields.length === 0 ? `Ouvrir le ${name.toLowerCase()}` : 'Ajouter une plage'}
          </button>
        )}
        {dayError && <p className="text-xs text-red-700">{dayError}</p>}
      </div>
    </li>
  );
}

export function OpeningHoursFields() {
  return (
    <ul className="divide-y divide-slate-100">
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} />
      ))}
    </ul>
  );
}
