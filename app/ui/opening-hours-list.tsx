// The agency's week as a short list (consecutive days with the same hours on one line), in the
// page's language: "Dimanche – jeudi  09:00–12:30 et 13:30–17:30", Arabic day names on the Arabic
// page. Times are written left to right inside right-to-left text.
import { openingHoursLines, type OpeningHours } from '../../common/opening-hours.ts';
import { useTranslation } from '../i18n/react.tsx';
import { cn } from './cn.ts';

export function OpeningHoursList({
  hours,
  className,
}: {
  hours: OpeningHours;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <dl className={cn('space-y-1', className)} data-testid="opening-hours">
      {openingHoursLines(hours, i18n.language).map((line) => (
        <div key={line.days} className="flex flex-wrap gap-x-3">
          <dt className="min-w-28 font-semibold">{line.days}</dt>
          <dd className={cn('tabular', line.closed && 'text-stone-500')}>
            <bdi>{line.hours}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
