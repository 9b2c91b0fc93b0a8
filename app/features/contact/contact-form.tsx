// The contact form: validated in the page with the API's rules, sent from the browser to
// POST /api/email/sendContactUsEmail (docs/api.md). States: idle, sending
// ('Sending...'), success ('Message sent successfully!') and failure ('Something went wrong.').
// Before the page's script runs, the browser posts the form to the page itself: the action
// (contact-action.server.ts) answers with the same states and messages, shown from its data.
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useActionData, useLocation } from 'react-router';
import { errorCodeOf } from '../../i18n/api-error.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import type { ContactAnswer } from './contact-answer.ts';
import {
  CONTACT_ENDPOINT,
  EMPTY_CONTACT_FORM,
  contactRequestBody,
  type ContactFormValues,
} from './contact-form-values.ts';
import { Field } from '../../ui/text-field.tsx';
import { BotTrap, ContactWayFields, SendRow, type SendStatus } from '../forms/contact-fields.tsx';

/** The id of the form's heading (contact-page.tsx). */
export const CONTACT_FORM_ANCHOR = 'contact-form-title';

/** The form's rules and Zod (≈ 25 KB gzip) are fetched when the visitor starts filling it in
 * (the first focus), not with the page; a submit before that waits for them. */
const loadRules = () => import('./contact-form-schema.ts');

type FieldName = keyof ContactFormValues;
const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as FieldName[];

/** The fields as typed. They are the browser's own (uncontrolled): the page needs no form
 * library for six fields, which keeps this page within its JavaScript budget (decision 0033). */
function readValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const values = { ...EMPTY_CONTACT_FORM };
  for (const name of FIELDS) values[name] = String(data.get(name) ?? '');
  return values;
}

async function findErrors(form: HTMLFormElement) {
  return (await loadRules()).contactFormErrors(readValues(form));
}

export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const location = useLocation();
  // The page's answer to a post made without the script; dropped at the first submit in the page.
  const [answer, setAnswer] = useState(useActionData<ContactAnswer>());
  const [status, setStatus] = useState<SendStatus>(
    answer?.status === 'invalid' ? 'idle' : (answer?.status ?? 'idle'),
  );
  const successRef = useRef<HTMLDivElement>(null);
  const initial = answer && 'values' in answer ? answer.values : EMPTY_CONTACT_FORM;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Checked on submit; after a first submit, again as the visitor corrects the fields.
  const submitted = useRef(false);

  // The values also go into the server's HTML, so a refused post shows what was typed before
  // any script runs.
  const register = (name: string) => ({ name, defaultValue: initial[name as FieldName] });

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const sending = status === 'sending';
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted.current) void findErrors(event.currentTarget).then(setErrors);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const found = await findErrors(form);
    submitted.current = true;
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    const values = readValues(form);
    setAnswer(undefined);
    setStatus('sending');
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(contactRequestBody(values, i18n.language)),
      });
      if (!response.ok) {
        // The refusal's code says which text fits: the rate limit has its own, as on the
        // page's no-script answer; anything else is the generic failure.
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
    const message =
      errors[name] ?? (answer?.status === 'invalid' ? answer.errors[name] : undefined);
    return message ? t(`errors.${message}`) : undefined;
  };
  const requiredLabel = t('form.required_mark');

  if (status === 'success') {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-success"
        className="flex flex-col items-center rounded-2xl bg-brand-50 px-6 py-12 text-center outline-none"
      >
        <CircleCheck className="size-14 text-brand-600" aria-hidden="true" />
        <h3 className="mt-4 text-xl font-bold text-brand-900">{t('form.success_title')}</h3>
        <p className="mt-2 max-w-sm text-stone-700">{t('form.success_text')}</p>
        {answer ? (
          // The success came from the page's action: a link to an empty form, script or not.
          <a
            href={`${location.pathname}${location.search}`}
            className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
          >
            {t('form.send_another')}
          </a>
        ) : (
          <Button variant="outline" className="mt-6" onClick={() => setStatus('idle')}>
            {t('form.send_another')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      method="post"
      // Back at the form after the page's answer, not at the top of a phone's screen.
      action={`${location.pathname}${location.search}#${CONTACT_FORM_ANCHOR}`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      onFocus={() => void loadRules()}
      aria-busy={sending}
      data-testid="contact-form"
    >
      <p className="mb-6 text-sm text-stone-600">{t('form.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactWayFields
          order={['full_name', 'email', 'phone_number']}
          register={register}
          error={error}
          texts={{ full_name: { placeholder: t('form.full_name_placeholder') } }}
        />
        <Field
          label={t('form.object')}
          required
          requiredLabel={requiredLabel}
          error={error('object')}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              {...props}
              {...register('object')}
              className={`${props.className} h-12`}
              placeholder={t('form.object_placeholder')}
            />
          )}
        </Field>
        <Field
          label={t('form.message')}
          required
          requiredLabel={requiredLabel}
          error={error('message')}
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              {...register('message')}
              className={`${props.className} min-h-40 resize-y py-3`}
              rows={6}
              placeholder={t('form.message_placeholder')}
            />
          )}
        </Field>
        <BotTrap defaultValue={initial.website} />
      </div>
      <SendRow status={status} failureTestId="contact-failure" />
    </form>
  );
}
