// The financing estimate's result (financing-section.tsx): the monthly payment first, announced
// politely when it changes, then what is financed, what the financing costs and the total.
import type { LoanEstimate, MurabahaEstimate } from '../../../common/financing.ts';
import type { FinancingMode } from '../../../common/financing-offer.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { useFinancingTexts } from './financing-texts.ts';

function Amount({ dinars, testId }: { dinars: number; testId?: string }) {
  const format = usePriceFormat();
  const rounded = Math.round(dinars);
  const secondary = format.secondary(rounded);
  return (
    <span className="tabular-nums" data-testid={testId}>
      <span className="font-semibold text-stone-900">{format.primary(rounded)}</span>
      {secondary && <span className="ms-2 text-sm text-stone-700">({secondary})</span>}
    </span>
  );
}

export function FinancingResult({
  mode,
  estimate,
}: {
  mode: FinancingMode;
  estimate: LoanEstimate | MurabahaEstimate;
}) {
  const t = useFinancingTexts();
  const rows: [string, number][] = [
    [t('financed'), estimate.financed],
    [t(mode === 'murabaha' ? 'margin' : 'interest'), estimate.financingCost],
    ...('salePrice' in estimate ? [[t('sale_price'), estimate.salePrice] as [string, number]] : []),
    [t('total'), estimate.totalCost],
  ];
  return (
    <section
      aria-label={t('result')}
      className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="text-sm font-semibold text-brand-900">{t('monthly')}</p>
      <output aria-live="polite" className="mt-1 block text-2xl">
        <Amount dinars={estimate.monthly} testId="financing-monthly" />
      </output>
      <p className="mt-1 text-sm text-stone-600">{t('months', { count: estimate.months })}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, dinars]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 sm:mb-0">
              <Amount dinars={dinars} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
