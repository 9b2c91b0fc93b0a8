// « Planifier une visite »: the visitor's name, phone, e-mail and up to three proposed slots (a
// native date input and a list of start times inside the agency's hours). A plain form posted to
// the page's action (visit-action.server.ts) before the script runs; after it, checked here and
// sent to POST /api/visits, the page kept as it is, the times of a chosen day narrowed to its hours.
// Its code is fetched when the section comes near the screen (visit-request.tsx).
import { CalendarClock, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionData, useRouteLoaderData } from 'react-router';
import {
  algiersClock,
  DEFAULT_OPENING_HOURS,
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
import { useTranslation } from '../../i18n/react.tsx';
import { useBookingTexts } from './booking-texts.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { OpeningHoursList } from '../../ui/opening-hours-list.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import {
  isVisitAnswer,
  slotErrorOf,
  VISIT_ACTION_PARAM,
  VISIT_SLOT_COUNT,
  type VisitAnswer,
  type VisitFormValues,
} from './visit-answer.ts';
import { checkVisitForm, readVisitValues } from './visit-form-check.ts';
import type { SlotProblem } from '../../../common/visit-rules.ts';

const inputClass = (invalid: boolean) =>
  cn(
    'w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 transition focus:ring-2 focus:outline-none',
    invalid
      ? 'border-red-600 focus:border-red-600 focus:ring-red-600/20'
      : 'border-stone-300 hover:border-stone-400 focus:border-brand-600 focus:ring-brand-600/20',
  );

function TextField({
  name,
  label,
  type = 'text',
  required,
  hint,
  error,
  defaultValue,
  autoComplete,
  multiline,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  hint?: string;
  error?: string;
  defaultValue: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const props = {
    id,
    name,
    defaultValue,
    required,
    autoComplete,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
    className: inputClass(Boolean(error)),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      {multiline ? (
        <textarea {...props} rows={3} maxLength={2000} />
      ) : (
        <input {...props} type={type} dir={type === 'tel' ? 'ltr' : undefined} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first and last dates a slot may fall on (Algiers calendar). */
function dateBounds(now: number) {
  return {
    min: algiersClock(new Date(now + MIN_LEAD_HOURS * 3_600_000)).date,
    max: algiersClock(new Date(now + MAX_AHEAD_DAYS * 86_400_000)).date,
  };
}

function SlotFields({
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

const EMPTY: VisitFormValues = {
  full_name: '',
  phone_number: '',
  email: '',
  message: '',
  dates: [],
  times: [],
};

export default function VisitRequestForm({ propertyId }: { propertyId: number }) {
  const t = useBookingTexts();
  const { t: common } = useTranslation('contact');
  // The agency's details are the public layout's data (readSiteFrame).
  const layout = useRouteLoaderData('routes/public/layout') as
    { info: { opening_hours: OpeningHours } | null } | undefined;
  const hours = layout?.info?.opening_hours ?? DEFAULT_OPENING_HOURS;
  const posted = useActionData();
  const [sentAnswer, setAnswer] = useState<VisitAnswer>();
  const answer = sentAnswer ?? (isVisitAnswer(posted) ? posted : undefined);
  const [busy, setBusy] = useState(false);
  const { i18n } = useTranslation();
  const [bounds] = useState(() => dateBounds(Date.now()));
  const doneRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (sentAnswer?.status === 'sent') doneRef.current?.focus();
  }, [sentAnswer]);

  // With the script: the same checks here, then POST /api/visits; its refusal of a slot
  // (`field` slots.N) is shown at the slot it came from.
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget));
    const values = readVisitValues(fields);
    const check = checkVisitForm(values, hours, new Date());
    const invalid = (errors = check.errors, slotErrors = check.slotErrors) =>
      setAnswer({ kind: 'visit', status: 'invalid', values, errors, slotErrors });
    if (!check.valid) return invalid();
    setBusy(true);
    try {
      const response = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          property_id: propertyId,
          full_name: values.full_name,
          phone_number: values.phone_number,
          email: values.email,
          message: values.message,
          slots: check.slots.map((slot) => slot.iso),
          locale: i18n.language,
          website: typeof fields.website === 'string' ? fields.website : '',
        }),
      });
      if (response.status === 201) return setAnswer({ kind: 'visit', status: 'sent' });
      if (response.status === 429) return setAnswer({ kind: 'visit', status: 'too_many', values });
      const body = (await response.json().catch(() => null)) as {
        code?: string;
        field?: string;
      } | null;
      const slot = /^slots\.(\d+)$/.exec(body?.field ?? '');
      if (response.status === 400 && slot && body?.code?.startsWith('visit.slot_')) {
        const slotErrors = [...check.slotErrors];
        slotErrors[check.slots[Number(slot[1])]?.index ?? 0] = slotErrorOf(
          body.code as SlotProblem,
        );
        return invalid(check.errors, slotErrors);
      }
      const field = body?.field;
      if (response.status === 400 && (field === 'full_name' || field === 'phone_number')) {
        return invalid({ [field]: field === 'full_name' ? 'too_long' : 'invalid_phone' });
      }
      if (response.status === 400 && field === 'email') return invalid({ email: 'invalid_email' });
      setAnswer({ kind: 'visit', status: 'failure', values });
    } catch {
      setAnswer({ kind: 'visit', status: 'failure', values });
    } finally {
      setBusy(false);
    }
  }

  const values = answer && answer.status !== 'sent' ? answer.values : EMPTY;
  const invalid = answer?.status === 'invalid' ? answer : null;
  const fieldError = (name: 'full_name' | 'phone_number' | 'email' | 'message') =>
    invalid?.errors[name] ? t(`errors.${invalid.errors[name]}`) : undefined;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="visit-request"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold text-brand-950">
        <CalendarClock className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
        {t('title')}
      </h2>
      {answer?.status === 'sent' ? (
        <div
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mt-4 flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-950 outline-none"
          data-testid="visit-sent"
        >
          <CheckCircle2 className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('sent_title')}</p>
            <p className="mt-1 text-sm">{t('sent_text')}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{t('lead')}</p>
          <div className="mt-4 rounded-xl bg-sand-50 p-4 text-sm text-stone-700">
            <p className="mb-2 font-semibold text-stone-900">{t('hours_title')}</p>
            <OpeningHoursList hours={hours} />
            <p className="mt-2 text-stone-600">
              {t('duration', { minutes: VISIT_DURATION_MINUTES })}
            </p>
          </div>
          <form
            method="post"
            onSubmit={(event) => void submit(event)}
            action={`/property/${propertyId}?${VISIT_ACTION_PARAM}`}
            noValidate
            className="relative mt-5 space-y-5"
            data-testid="visit-form"
            // Before its code is there the form posts the page as it is; after, the API.
            data-hydrated={hydrated ? 'true' : undefined}
          >
            {answer && answer.status !== 'invalid' && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {t(`errors.${answer.status}`)}
              </p>
            )}
            {invalid && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
                {t('errors.summary')}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: VISIT_SLOT_COUNT }, (_, index) => (
                <SlotFields
                  // A new answer brings new values: the uncontrolled fields start again from them.
                  key={`${index}-${values.dates[index] ?? ''}-${values.times[index] ?? ''}`}
                  index={index}
                  hours={hours}
                  bounds={bounds}
                  values={{ date: values.dates[index] ?? '', time: values.times[index] ?? '' }}
                  error={
                    invalid?.slotErrors[index]
                      ? t(`errors.${invalid.slotErrors[index]}`)
                      : undefined
                  }
                />
              ))}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="full_name"
                label={t('name')}
                required
                autoComplete="name"
                defaultValue={values.full_name}
                error={fieldError('full_name')}
              />
              <TextField
                name="phone_number"
                label={t('phone')}
                type="tel"
                required
                autoComplete="tel"
                hint={t('phone_hint')}
                defaultValue={values.phone_number}
                error={fieldError('phone_number')}
              />
              <TextField
                name="email"
                label={t('email')}
                type="email"
                autoComplete="email"
                hint={t('email_hint')}
                defaultValue={values.email}
                error={fieldError('email')}
              />
              <TextField
                name="message"
                label={t('message')}
                multiline
                defaultValue={values.message}
                error={fieldError('message')}
              />
            </div>
            {/* Honeypot for bots, out of sight and out of the tab order. */}
            <div
              aria-hidden="true"
              className="absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
            >
              <label>
                {common('form.website')}
                <input name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <button
              type="submit"
              disabled={busy}
              className={buttonClasses({
                variant: 'primary',
                size: 'lg',
                className: 'w-full sm:w-auto',
              })}
            >
              {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
              {busy ? t('sending') : t('submit')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
