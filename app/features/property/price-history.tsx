// The property's price over time (decision 0042): shown once the price has changed, oldest first,
// each change with its rise or fall in percent. Server-rendered; no script of its own.
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';
import { formatDate } from './format-date.ts';

export function PriceHistory({ history }: { history: TPropertyDetails['price_history'] }) {
  const { t, i18n } = useTranslation('property');
  const price = usePriceFormat();
  if (history.length < 2) return null;
  return (
    <section
      aria-labelledby="price-history-title"
      data-testid="price-history"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-7"
    >
      <h2 id="price-history-title" className="text-lg font-bold text-brand-950">
        {t('price_history.title')}
      </h2>
      <table className="mt-3 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('price_history.date')}</th>
            <th scope="col">{t('price_history.price')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {history.map((point, index) => {
            const before = history[index - 1]?.price;
            const percent = before
              ? Math.round((Math.abs(point.price - before) / before) * 100)
              : 0;
            const change = before === undefined ? null : point.price < before ? 'down' : 'up';
            return (
              <tr key={`${point.changed_at}-${index}`}>
                <th scope="row" className="py-2 pe-3 text-start font-normal text-stone-600">
                  {formatDate(point.changed_at, i18n.language)}
                  {change === null && (
                    <span className="block text-xs text-stone-500">{t('price_history.first')}</span>
                  )}
                </th>
                <td className="py-2 text-end font-bold text-stone-900 tabular">
                  {price.full(point.price)}
                  {change && (
                    <span
                      className={cn(
                        'block text-xs font-semibold',
                        change === 'down' ? 'text-red-700' : 'text-stone-500',
                      )}
                    >
                      {t(`price_history.${change}`, { percent })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
