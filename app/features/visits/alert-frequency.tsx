// "How often?": an e-mail for each new listing, or one a day. The dialog drives it (selected +
// onSelect); the page of its own leaves it to the browser's form (selected is the first choice).
import { useTranslation } from 'react-i18next';
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
