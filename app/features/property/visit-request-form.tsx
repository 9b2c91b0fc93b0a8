// « Planifier une visite »: up to three proposed slots (visit-slot-fields.tsx), then the
// visitor's name, phone and e-mail (the fields the public forms share) and a message. A plain
// form posted to the page's action (visit-action.server.ts) before the script runs; after it,
// checked here and sent to POST /api/visits (visit-send.ts), the page kept as it is.
// Its code is fetched when the section comes near the screen (visit-request.tsx).
import { CalendarClock, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionData, useRouteLoaderData } from 'react-router';
import { DEFAULT_OPENING_HOURS, type OpeningHours } from '../../../common/opening-hours.ts';
import { VISIT_DURATION_MINUTES } from '../../../common/visit-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { OpeningHoursList } from '../../ui/opening-hours-list.tsx';
import { Field } from '../../ui/text-field.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { BotTrap, ContactWayFields, type ContactWay } from '../forms/contact-fields.tsx';
import { useBookingTexts } from './booking-texts.ts';
import {
  isVisitAnswer,
  VISIT_ACTION_PARAM,
  VISIT_SLOT_COUNT,
  type VisitAnswer,
  type VisitFormValues,
} from './visit-answer.ts';
import { checkBeforeSending, sendVisitRequest } from './visit-send.ts';
import { dateBounds, SlotFields } from './visit-slot-fields.tsx';

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
  const { t: contact, i18n } = useTranslation('contact');
  // The agency's details are the public layout's data (readSiteFrame).
  const layout = useRouteLoaderData('routes/public/layout') as
    { info: { opening_hours: OpeningHours } | null } | undefined;
  const hours = layout?.info?.opening_hours ?? DEFAULT_OPENING_HOURS;
  const posted = useActionData();
  const [sentAnswer, setAnswer] = useState<VisitAnswer>();
  const answer = sentAnswer ?? (isVisitAnswer(posted) ? posted : undefined);
  const [busy, setBusy] = useState(false);
  const [bounds] = useState(() => dateBounds(Date.now()));
  const doneRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (sentAnswer?.status === 'sent') doneRef.current?.focus();
  }, [sentAnswer]);

  // With the script: the same checks here, then the API.
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBeforeSending(event.currentTarget, hours);
    if ('answer' in checked) return setAnswer(checked.answer);
    setBusy(true);
    try {
      setAnswer(await sendVisitRequest(checked.send, propertyId, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  const values = answer && answer.status !== 'sent' ? answer.values : EMPTY;
  const invalid = answer?.status === 'invalid' ? answer : null;
  const fieldError = (name: ContactWay | 'message') =>
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
              <ContactWayFields
                order={['full_name', 'phone_number', 'email']}
                register={(name) => ({
                  name,
                  defaultValue: values[name as ContactWay | 'message'],
                })}
                error={fieldError}
                // A visit needs a phone to be arranged; the e-mail brings the confirmation.
                texts={{
                  full_name: { label: t('name') },
                  phone_number: { label: t('phone'), hint: t('phone_hint'), required: true },
                  email: { label: t('email'), hint: t('email_hint') },
                }}
              />
              <Field
                label={t('message')}
                requiredLabel={contact('form.required_mark')}
                error={fieldError('message')}
                className="sm:col-span-2"
              >
                {(props) => (
                  <textarea
                    {...props}
                    name="message"
                    defaultValue={values.message}
                    className={`${props.className} min-h-24 resize-y py-3`}
                    rows={3}
                    maxLength={2000}
                  />
                )}
              </Field>
            </div>
            <BotTrap />
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
