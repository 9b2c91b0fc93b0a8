// « Confiez-nous votre bien » (issue 36, decision 0065): the owner's contact, the property and up
// to 10 photos, posted as multipart to the page itself (with or without JavaScript: the action
// uses the API's service and rate limit); the acknowledgement is shown in the owner's language.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { Field } from '../../ui/text-field.tsx';
import { BotTrap } from '../forms/contact-fields.tsx';
import type { EntrustAnswer, EntrustField, EntrustFormValues } from './entrust-answer.ts';
import { OwnerPropertyFields } from './owner-fields.tsx';
import type { OwnerOption } from './owner-form-values.ts';

export interface EntrustPageData {
  /** What the estimate carried over (its address's query). */
  values: EntrustFormValues;
  types: OwnerOption[];
  wilayas: OwnerOption[];
}

const card = 'rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-900/5 sm:p-8';

function Success({ answer }: { answer: Extract<EntrustAnswer, { status: 'success' }> }) {
  const { t } = useTranslation(['owner', 'common']);
  return (
    <section role="status" className={card} data-testid="entrust-success">
      <CircleCheck className="size-10 text-brand-700" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-bold text-brand-950">{t('entrust.success_title')}</h2>
      <p className="mt-3 text-lg text-stone-700">
        {/* Left-to-right isolates keep a number's digits in order in an Arabic sentence. */}
        {t('entrust.success_text', {
          phone: `\u2066${answer.phone}\u2069`,
          reference: `\u2066${answer.reference}\u2069`,
        })}
      </p>
      {answer.emailed && <p className="mt-2 text-stone-700">{t('entrust.success_mail')}</p>}
      <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6' })}>
        {t('common:nav.home')}
      </Link>
    </section>
  );
}

export function EntrustPage({ data, answer }: { data: EntrustPageData; answer?: EntrustAnswer }) {
  const { t } = useTranslation(['owner', 'common', 'contact']);
  const values = answer && 'values' in answer ? answer.values : data.values;
  const errors = answer?.status === 'invalid' ? answer.errors : {};
  const error = (name: EntrustField | 'photos') => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
  const required = t('contact:form.required_mark');
  const banner =
    answer?.status === 'too_many'
      ? t('entrust.too_many')
      : answer?.status === 'failure'
        ? t('entrust.failure')
        : answer?.status === 'invalid'
          ? t('estimate.invalid')
          : null;
  const text = (
    name: 'full_name' | 'phone_number' | 'email' | 'address' | 'asking_price',
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      ltr?: boolean;
      wide?: boolean;
      inputMode?: 'tel' | 'email' | 'numeric';
    } = {},
  ) => (
    <Field
      label={options.required ? label : `${label} (${t('estimate.optional')})`}
      required={options.required}
      requiredLabel={required}
      hint={options.hint}
      error={error(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    >
      {(props) => (
        <input
          {...props}
          className={`${props.className} h-12${options.ltr ? ' rtl:text-end' : ''}`}
          name={name}
          type={options.type}
          defaultValue={values[name]}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          dir={options.ltr ? 'ltr' : undefined}
          required={options.required}
        />
      )}
    </Field>
  );
  return (
    <>
      <PageHero
        eyebrow={t('entrust.eyebrow')}
        title={t('entrust.title')}
        lead={t('entrust.lead')}
        breadcrumb={{
          label: t('breadcrumb'),
          home: t('common:nav.home'),
          current: t('entrust.title'),
        }}
      />
      <Container className="max-w-3xl py-10 sm:py-14">
        {answer?.status === 'success' ? (
          <Success answer={answer} />
        ) : (
          <form
            method="post"
            action="/entrust"
            encType="multipart/form-data"
            className="relative space-y-8"
            data-testid="entrust-form"
          >
            {banner && (
              <p
                role="alert"
                className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
                data-testid="entrust-refusal"
              >
                <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {banner}
              </p>
            )}
            <fieldset className={`${card} grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2`}>
              <legend className="float-start mb-1 w-full text-xl font-bold text-brand-950 sm:col-span-2">
                {t('entrust.contact_title')}
              </legend>
              {text('full_name', t('entrust.full_name'), {
                required: true,
                autoComplete: 'name',
                wide: true,
              })}
              {text('phone_number', t('entrust.phone'), {
                required: true,
                type: 'tel',
                autoComplete: 'tel',
                inputMode: 'tel',
                ltr: true,
              })}
              {text('email', t('entrust.email'), {
                type: 'email',
                autoComplete: 'email',
                hint: t('entrust.email_hint'),
                ltr: true,
              })}
            </fieldset>
            <fieldset className={`${card} grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2`}>
              <legend className="float-start mb-1 w-full text-xl font-bold text-brand-950 sm:col-span-2">
                {t('entrust.property_title')}
              </legend>
              <OwnerPropertyFields
                values={values}
                error={error}
                types={data.types}
                wilayas={data.wilayas}
              />
              {text('asking_price', t('entrust.asking_price'), { inputMode: 'numeric', ltr: true })}
              {text('address', t('entrust.address'), {
                autoComplete: 'street-address',
                wide: true,
              })}
              <Field
                label={`${t('entrust.message')} (${t('estimate.optional')})`}
                requiredLabel={required}
                error={error('message')}
                className="sm:col-span-2"
              >
                {(props) => (
                  <textarea
                    {...props}
                    className={`${props.className} min-h-28 py-3`}
                    name="message"
                    defaultValue={values.message}
                    maxLength={5000}
                  />
                )}
              </Field>
              <Field
                label={t('entrust.photos')}
                requiredLabel={required}
                hint={t('entrust.photos_hint')}
                error={error('photos')}
                className="sm:col-span-2"
              >
                {(props) => (
                  <input
                    {...props}
                    className={`${props.className} py-3`}
                    type="file"
                    name="photos"
                    multiple
                    accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
                  />
                )}
              </Field>
            </fieldset>
            <BotTrap />
            <button
              type="submit"
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
              data-testid="entrust-submit"
            >
              {t('entrust.submit')}
            </button>
          </form>
        )}
      </Container>
    </>
  );
}
