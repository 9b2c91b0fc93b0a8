// « Financement » on a sale listing's page (decision 0047): the listing's price, a down payment,
// a duration up to the longest staff allow, and the conventional loan or the murabaha; the result
// is the monthly payment, the amount financed, what the financing costs and the total cost, from
// the formulas of common/financing.ts. A GET form on the page's own address: before the script
// runs, « Calculer » reloads the page and the server draws the result; after it, the result follows
// the fields as they change. Its code and texts are fetched when it nears the screen.
import { Calculator } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { conventionalEstimate, murabahaEstimate } from '../../../common/financing.ts';
import {
  FINANCING_PARAMS,
  readFinancingChoice,
  type FinancingMode,
} from '../../../common/financing-offer.ts';
import { formatNumber } from '../../../common/money.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { ContentSection } from '../../ui/content-section.tsx';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { FinancingResult } from './financing-result.tsx';
import { useFinancingTexts } from './financing-texts.ts';
import type { PropertyFinancing } from './page-data.ts';

/**
 * A labelled number box with its hint and, when the value is impossible, what is wrong (both
 * read by screen readers with the box). A text box: amounts may be typed « 200 m » or « 1,5 Md ».
 */
function NumberField({
  name,
  label,
  hint,
  error,
  inputMode,
  value,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  error: string | null;
  inputMode: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        className={cn(inputClass, error && 'border-red-600')}
      />
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1 text-sm font-medium text-red-700"
          data-testid={`${name}-error`}
        >
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-500">
        {hint}
      </p>
    </div>
  );
}

const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 tabular-nums transition hover:border-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

export default function FinancingSection({
  financing: { offer, choice, typed },
  price,
  propertyId,
}: {
  financing: PropertyFinancing;
  price: number;
  propertyId: number;
}) {
  const t = useFinancingTexts();
  const format = usePriceFormat();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<FinancingMode>(choice.mode);
  const [down, setDown] = useState(typed.down);
  const [years, setYears] = useState(typed.years);
  // What the fields say, read as the server reads them: an impossible value is said, not
  // replaced (the estimate waits until it is corrected).
  const { choice: current, errors } = readFinancingChoice(offer, price, { mode, down, years });
  const wrong = errors.down !== undefined || errors.years !== undefined;
  const rate = offer.modes.find((item) => item.mode === current.mode)!;
  const input = {
    price,
    downPayment: current.down,
    years: current.years,
    ratePercent: rate.ratePercent,
  };
  const estimate =
    current.mode === 'murabaha' ? murabahaEstimate(input) : conventionalEstimate(input);

  const chooseMode = (next: FinancingMode) => setMode(next);
  const errorText = (field: 'down' | 'years') => {
    const error = errors[field];
    if (!error) return null;
    return t(`error_${error}_${field}`, { price: format.full(price), max: rate.maxYears });
  };
  // With the script the result is already there: nothing to send.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <ContentSection
      title={t('title')}
      icon={<Calculator aria-hidden="true" />}
      testId="section-financing"
    >
      <div id="financing" className="scroll-mt-28">
        <p className="text-stone-600">{t('lead')}</p>
        {offer.example && (
          <p
            className="mt-3 rounded-xl bg-gold-50 px-3 py-2 text-sm text-stone-800 ring-1 ring-gold-300"
            data-testid="financing-example"
          >
            <strong className="font-semibold">{t('example')}</strong> · {t('example_text')}
          </p>
        )}
        <form
          method="get"
          action={`/property/${propertyId}#financing`}
          onSubmit={onSubmit}
          noValidate
          className="mt-5 space-y-5"
        >
          <input type="hidden" name="lang" value={format.language} />
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">{t('mode_label')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {offer.modes.map((item) => (
                <label
                  key={item.mode}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-xl border px-3 py-2.5 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40',
                    item.mode === current.mode
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-stone-300 bg-white hover:border-stone-400',
                  )}
                >
                  <span className="flex items-center gap-2 font-semibold text-stone-900">
                    <input
                      type="radio"
                      name={FINANCING_PARAMS.mode}
                      value={item.mode}
                      checked={item.mode === current.mode}
                      onChange={() => chooseMode(item.mode)}
                      className="size-4 accent-brand-700"
                    />
                    {t(item.mode)}
                  </span>
                  <span className="ps-6 text-sm text-stone-600">
                    {t(`${item.mode}_rate`, {
                      rate: formatNumber(item.ratePercent, format.language, 2),
                    })}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="flex flex-wrap gap-x-2 text-sm text-stone-700">
            <span>{t('price')}</span>
            <strong className="tabular-nums">{format.full(price)}</strong>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name={FINANCING_PARAMS.down}
              label={t('down')}
              hint={
                errors.down
                  ? t('down_units')
                  : t('down_hint', {
                      percent: formatNumber((current.down / price) * 100, format.language, 1),
                    })
              }
              error={errorText('down')}
              inputMode="decimal"
              value={down}
              onChange={setDown}
            />
            <NumberField
              name={FINANCING_PARAMS.years}
              label={t('years')}
              hint={t('years_hint', { max: rate.maxYears })}
              error={errorText('years')}
              inputMode="numeric"
              value={years}
              onChange={setYears}
            />
          </div>
          {!hydrated && (
            <button type="submit" className={buttonClasses({ variant: 'outline' })}>
              {t('calculate')}
            </button>
          )}
        </form>
        {wrong ? (
          <p
            role="status"
            className="mt-6 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
            data-testid="financing-fix"
          >
            {t('fix_to_estimate')}
          </p>
        ) : (
          <FinancingResult mode={current.mode} estimate={estimate} />
        )}
        {offer.note && <p className="mt-4 text-sm text-stone-700">{offer.note}</p>}
        <p className="mt-3 text-xs text-stone-500">{t('disclaimer')}</p>
      </div>
    </ContentSection>
  );
}
