// The fields of the "Alert me" form, shared by the dialog (controlled by its state) and the sign-up
// page of its own (left to the browser's form, which posts them to the page's action).
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TAlertFrequency } from '../../../common/schemas/return-visits.ts';

const FREQUENCIES: readonly TAlertFrequency[] = ['instant', 'daily'];

export function AlertFrequencyChoice({
  selected,
  onSelect,
}: {
  selected: string;
  onSelect?: (value: TAlertFrequency) => void;
}) {
  const { t } = useTranslation('visits');
  return (
    <fieldset className="mt-5">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('alerts.frequency')}</legend>
      <div className="grid gap-2">
        {FREQUENCIES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="frequency"
              value={value}
              {...(onSelect
                ? { checked: selected === value, onChange: () => onSelect(value) }
                : { defaultChecked: selected === value })}
              className="size-4 accent-brand-700"
            />
            {t(`alerts.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The e-mail address, labelled, marked invalid (red border) and pointing at `${id}-error` when the
 * form shows an error. Value handling (value/onChange or defaultValue) is the caller's.
 */
export function AlertEmailField({
  id,
  invalid,
  hasError,
  className,
  ...value
}: {
  id: string;
  invalid: boolean;
  hasError: boolean;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>) {
  const { t } = useTranslation('visits');
  return (
    <>
      <label
        htmlFor={`${id}-email`}
        className={`mb-1.5 block text-sm font-semibold text-stone-800 ${className ?? ''}`}
      >
        {t('alerts.email')}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        autoComplete="email"
        dir="ltr"
        required
        {...value}
        placeholder={t('alerts.email_placeholder')}
        aria-invalid={invalid}
        aria-describedby={hasError ? `${id}-error` : undefined}
        className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-600 rtl:text-right"
      />
    </>
  );
}
