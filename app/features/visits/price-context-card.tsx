// The property's price per m² beside the median of the same type in the same wilaya (or the
// whole country when the wilaya has too few, said in the label): two bars on one scale and the
// difference in words. Shown only with enough comparables.
import { Scale } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPriceContext } from '../../../common/schemas/return-visits.ts';
import { cn } from '../../ui/cn.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';

function Bar({
  label,
  value,
  max,
  text,
  accent,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
  accent: boolean;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="text-stone-600">{label}</span>
        <span className="font-bold text-stone-900 tabular">{text}</span>
      </div>
      <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', accent ? 'bg-brand-600' : 'bg-gold-400')}
          style={{ width: `${Math.max(4, Math.round((value / max) * 100))}%` }}
        />
      </div>
    </div>
  );
}

export function PriceContextCard({ context }: { context: TPriceContext | null }) {
  const { t } = useTranslation('visits');
  const common = useTranslation('common').t;
  const price = usePriceFormat();
  if (!context?.available || !context.median_price_per_m2 || !context.type || !context.wilaya) {
    return null;
  }
  const median = context.median_price_per_m2;
  const own = context.price_per_m2;
  const max = Math.max(median, own ?? 0);
  const perM2 = (value: number) => `${price.full(value)} / ${common('units.m2')}`;
  const diff = context.difference_percent;
  const verdict =
    diff === null
      ? null
      : diff === 0
        ? t('price_context.equal')
        : t(diff < 0 ? 'price_context.below' : 'price_context.above', {
            percent: Math.abs(diff),
          });

  return (
    <section
      aria-labelledby="price-context-title"
      data-testid="price-context"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-7"
    >
      <h2
        id="price-context-title"
        className="flex items-center gap-2.5 text-lg font-bold text-brand-950"
      >
        <Scale className="size-5 text-gold-600" aria-hidden="true" />
        {t('price_context.title')}
      </h2>
      <div className="mt-4 space-y-4">
        {own ? (
          <Bar
            label={t('price_context.this_property')}
            value={own}
            max={max}
            text={perM2(own)}
            accent
          />
        ) : null}
        <Bar
          label={
            context.scope === 'country'
              ? t('price_context.median_country', { type: context.type.name })
              : t('price_context.median', { type: context.type.name, wilaya: context.wilaya.name })
          }
          value={median}
          max={max}
          text={perM2(median)}
          accent={false}
        />
      </div>
      {verdict && (
        <p
          className={cn(
            'mt-4 inline-flex rounded-lg px-3 py-1.5 text-sm font-semibold',
            diff! <= 0 ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900',
          )}
          data-testid="price-context-verdict"
        >
          {verdict}
        </p>
      )}
      <p className="mt-3 text-xs text-stone-500">
        {t('price_context.based_on', { count: context.comparables })}
      </p>
    </section>
  );
}
