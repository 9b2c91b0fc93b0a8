// The parts the public site's forms share (the contact page's form, a property's enquiry and its
// visit request): who writes and how to answer them, the bots' trap, and the failure and submit
// row. Their texts are the contact namespace's (a page namespace: routes using these forms name
// it in their handle, decision 0045). The server checks the same fields with the same rules
// (CONTACT_WAYS in common/schemas/contact.ts).
import { CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/text-field.tsx';

export type ContactWay = 'full_name' | 'email' | 'phone_number';

/** What a field starts with: its name and the value to show (the fields are uncontrolled). */
export type Register = (name: string) => { name: string; defaultValue: string };

/** A form's own words for a field, in place of the contact form's. */
export interface WayText {
  label?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
}

const INPUTS: Record<ContactWay, { type?: string; autoComplete: string; tel?: boolean }> = {
  full_name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone_number: { type: 'tel', autoComplete: 'tel', tel: true },
};

/** The name, e-mail and phone fields, in `order`, with their labels, errors and placeholders. */
export function ContactWayFields({
  order,
  register,
  error,
  texts = {},
}: {
  order: readonly ContactWay[];
  register: Register;
  error: (name: ContactWay) => string | undefined;
  texts?: Partial<Record<ContactWay, WayText>>;
}) {
  const { t } = useTranslation('contact');
  const placeholders: Partial<Record<ContactWay, string>> = {
    email: t('form.email_placeholder'),
    phone_number: t('form.phone_placeholder'),
  };
  return order.map((name) => {
    const input = INPUTS[name];
    const text = texts[name] ?? {};
    return (
      <Field
        key={name}
        label={text.label ?? t(`form.${name}`)}
        required={text.required ?? name === 'full_name'}
        requiredLabel={t('form.required_mark')}
        hint={text.hint}
        error={error(name)}
        // The name takes the whole row; e-mail and phone share one on wide screens.
        className={name === 'full_name' ? 'sm:col-span-2' : undefined}
      >
        {(props) => (
          <input
            {...props}
            {...register(name)}
            className={`${props.className} h-12${input.tel ? ' rtl:text-end' : ''}`}
            type={input.type}
            // Addresses and numbers read left to right, in Arabic too.
            dir={name === 'full_name' ? undefined : 'ltr'}
            autoComplete={input.autoComplete}
            inputMode={input.tel ? 'tel' : undefined}
            placeholder={text.placeholder ?? placeholders[name]}
          />
        )}
      </Field>
    );
  });
}

/** A field people never see and bots fill in: out of sight and out of the tab order. */
export function BotTrap({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation('contact');
  return (
    <div
      aria-hidden="true"
      className="absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
    >
      <label>
        {t('form.website')}
        <input name="website" defaultValue={defaultValue} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export type SendStatus = 'idle' | 'sending' | 'success' | 'failure' | 'too_many';

/** The failure (when the last send failed), then the privacy note and the submit button. */
export function SendRow({
  status,
  failureTestId,
  compact = false,
}: {
  status: SendStatus;
  failureTestId: string;
  /** Less space around, for a form within a page's sections. */
  compact?: boolean;
}) {
  const { t } = useTranslation('contact');
  const sending = status === 'sending';
  return (
    <>
      {(status === 'failure' || status === 'too_many') && (
        <div
          role="alert"
          data-testid={failureTestId}
          className={`${compact ? 'mt-4' : 'mt-6'} flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800`}
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="font-medium">
            {status === 'too_many' ? t('form.too_many') : t('form.failure')}
          </p>
        </div>
      )}
      <div
        className={`${compact ? 'mt-5 gap-3' : 'mt-6 gap-4'} flex flex-col sm:flex-row sm:items-center sm:justify-between`}
      >
        <p className="text-sm text-stone-500 sm:max-w-xs">{t('form.privacy')}</p>
        <Button
          type="submit"
          size="lg"
          aria-disabled={sending || undefined}
          className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
        >
          {sending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          )}
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {sending ? t('form.sending') : ''}
      </p>
    </>
  );
}
