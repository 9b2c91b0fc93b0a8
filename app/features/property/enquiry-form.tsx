// The enquiry form of a property page (issue 25): name, an e-mail and/or a phone, a message
// prefilled with the listing's title and reference, the preferred way to be answered. With the
// script it is checked with the API's rules (fetched at the first focus) and sent to
// POST /api/leads; before the script runs the browser posts it to the page itself, whose action
// (enquiry-action.server.ts) answers with the same states. The fields are the browser's own
// (uncontrolled): what was typed before the part hydrated stays (app/ui/hydrate-later.tsx).
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useLocation } from 'react-router';
import { errorCodeOf } from '../../i18n/api-error.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Field } from '../../ui/text-field.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { BotTrap, ContactWayFields, SendRow, type SendStatus } from '../forms/contact-fields.tsx';
import {
  EMPTY_ENQUIRY,
  ENQUIRY_ANCHOR,
  ENQUIRY_CHANNELS,
  ENQUIRY_INTENT,
  enquiryRequestBody,
  isEnquiryAnswer,
  type EnquiryFieldErrors,
  type EnquiryValues,
} from './enquiry-values.ts';

type FieldName = keyof EnquiryValues;
const FIELDS = Object.keys(EMPTY_ENQUIRY) as FieldName[];

const loadRules = () => import('./enquiry-rules.ts');

function readValues(form: HTMLFormElement): EnquiryValues {
  const data = new FormData(form);
  const values = { ...EMPTY_ENQUIRY };
  for (const name of FIELDS) values[name] = String(data.get(name) ?? '');
  return values;
}

export default function EnquiryForm({ propertyId, title }: { propertyId: number; title: string }) {
  const { t, i18n } = useTranslation(['property', 'contact']);
  const location = useLocation();
  const posted = useActionData<unknown>();
  const [answer, setAnswer] = useState(isEnquiryAnswer(posted) ? posted : undefined);
  const [status, setStatus] = useState<SendStatus>(
    answer?.status === 'invalid' ? 'idle' : (answer?.status ?? 'idle'),
  );
  const [errors, setErrors] = useState<EnquiryFieldErrors>({});
  const submitted = useRef(false);
  const successRef = useRef<HTMLDivElement>(null);
  // Set once the script took the form over (before, the browser posts it to the page).
  const hydrated = useHydrated();
  const initial: EnquiryValues =
    answer && 'values' in answer
      ? answer.values
      : {
          ...EMPTY_ENQUIRY,
          message: t('property:enquiry.message_prefill', { title, reference: `#${propertyId}` }),
        };
  const register = (name: string) => ({ name, defaultValue: initial[name as FieldName] });

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const sending = status === 'sending';
  const check = async (form: HTMLFormElement) =>
    (await loadRules()).enquiryErrors(readValues(form));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const found = await check(form);
    submitted.current = true;
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setAnswer(undefined);
    setStatus('sending');
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(enquiryRequestBody(readValues(form), propertyId, i18n.language)),
      });
      if (!response.ok) {
        const code = await errorCodeOf(response);
        setStatus(code === 'request.throttled' ? 'too_many' : 'failure');
        return;
      }
      submitted.current = false;
      setStatus('success');
    } catch {
      setStatus('failure');
    }
  };

  const error = (name: FieldName) => {
    const key = errors[name] ?? (answer?.status === 'invalid' ? answer.errors[name] : undefined);
    return key ? t(`contact:errors.${key}`) : undefined;
  };
  const requiredLabel = t('contact:form.required_mark');

  return (
    <section
      id={ENQUIRY_ANCHOR}
      aria-labelledby="enquiry-title"
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      data-testid="enquiry"
    >
      <h2 id="enquiry-title" className="text-xl font-bold text-stone-900">
        {t('property:enquiry.title')}
      </h2>
      {status === 'success' ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          data-testid="enquiry-success"
          className="mt-4 flex flex-col items-center rounded-xl bg-brand-50 px-4 py-8 text-center outline-none"
        >
          <CircleCheck className="size-12 text-brand-600" aria-hidden="true" />
          <p className="mt-3 text-lg font-bold text-brand-900">{t('contact:form.success_title')}</p>
          <p className="mt-1 max-w-sm text-stone-700">{t('contact:form.success_text')}</p>
          {answer ? (
            <a
              href={`${location.pathname}${location.search}#${ENQUIRY_ANCHOR}`}
              className={buttonClasses({ variant: 'outline', className: 'mt-5' })}
            >
              {t('contact:form.send_another')}
            </a>
          ) : (
            <Button variant="outline" className="mt-5" onClick={() => setStatus('idle')}>
              {t('contact:form.send_another')}
            </Button>
          )}
        </div>
      ) : (
        <form
          method="post"
          action={`${location.pathname}${location.search}#${ENQUIRY_ANCHOR}`}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onChange={(event) => {
            const form = event.currentTarget;
            if (submitted.current) void check(form).then(setErrors);
          }}
          onFocus={() => void loadRules()}
          aria-busy={sending}
          data-testid="enquiry-form"
          data-ready={hydrated || undefined}
          className="mt-2"
        >
          <p className="mb-4 text-sm text-stone-600">{t('contact:form.intro')}</p>
          <input type="hidden" name="intent" value={ENQUIRY_INTENT} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ContactWayFields
              order={['full_name', 'phone_number', 'email']}
              register={register}
              error={error}
            />
            <Field
              label={t('contact:form.message')}
              required
              requiredLabel={requiredLabel}
              error={error('message')}
              className="sm:col-span-2"
            >
              {(props) => (
                <textarea
                  {...props}
                  {...register('message')}
                  className={`${props.className} min-h-32 resize-y py-3`}
                  rows={4}
                />
              )}
            </Field>
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-semibold text-stone-800">
                {t('property:enquiry.channel')}
              </legend>
              <div className="flex flex-wrap gap-2">
                {ENQUIRY_CHANNELS.map((channel) => (
                  <label
                    key={channel}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40"
                  >
                    <input
                      type="radio"
                      name="preferred_channel"
                      value={channel}
                      defaultChecked={initial.preferred_channel === channel}
                      className="size-4 accent-brand-600"
                    />
                    <span className="text-sm text-stone-800">
                      {t(`property:seller.${channel === 'phone' ? 'call' : channel}`)}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <BotTrap defaultValue={initial.website} />
          </div>
          <SendRow status={status} failureTestId="enquiry-failure" compact />
        </form>
      )}
    </section>
  );
}
