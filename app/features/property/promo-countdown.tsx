// The running promotion's countdown (days, hours, minutes) to promotion_end_date; 'Promotion
// expired' once it is over. The visitor's clock decides, so the figures appear after hydration
// (the server shows the end date only).
import { Clock, TimerOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { timeLeft } from './countdown.ts';
import { formatDateTime } from './format-date.ts';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function Unit({ value, label, testId }: { value: number | null; label: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center rounded-xl bg-white/10 px-2 py-2.5 ring-1 ring-white/15">
      <span
        data-testid={testId}
        className="text-2xl leading-none font-extrabold text-white tabular sm:text-3xl"
      >
        {value === null ? '--' : String(value).padStart(2, '0')}
      </span>
      <span className="mt-1.5 text-xs font-medium text-brand-100">{label}</span>
    </div>
  );
}

export function PromotionExpired() {
  const { t } = useTranslation('property');
  return (
    <div
      data-testid="promo-expired"
      className="flex items-start gap-3 rounded-2xl bg-stone-100 p-4 ring-1 ring-stone-200"
    >
      <TimerOff className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <div>
        <p className="font-bold text-stone-800">{t('promo.expired')}</p>
        <p className="mt-0.5 text-sm text-stone-600">{t('promo.expired_text')}</p>
      </div>
    </div>
  );
}

export function PromoCountdown({ endDate }: { endDate: string }) {
  const { t, i18n } = useTranslation('property');
  const hydrated = useHydrated();
  const now = useNow(hydrated);
  const left = hydrated ? timeLeft(endDate, now) : undefined;
  if (left === null) return <PromotionExpired />;
  return (
    <div
      data-testid="promo-countdown"
      className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-4 text-white shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex items-center gap-2 font-semibold text-gold-200">
          <Clock className="size-4.5" aria-hidden="true" />
          {t('promo.ends_in')}
        </p>
        <p className="text-xs text-brand-100" suppressHydrationWarning>
          {t('promo.until', { date: formatDateTime(endDate, i18n.language) })}
        </p>
      </div>
      <div
        className="mt-3 flex gap-2"
        role="timer"
        aria-label={
          left
            ? `${left.days} ${t('promo.days')}, ${left.hours} ${t('promo.hours')}, ${left.minutes} ${t('promo.minutes')}`
            : t('promo.ends_in')
        }
      >
        <Unit value={left?.days ?? null} label={t('promo.days')} testId="countdown-days" />
        <Unit value={left?.hours ?? null} label={t('promo.hours')} testId="countdown-hours" />
        <Unit value={left?.minutes ?? null} label={t('promo.minutes')} testId="countdown-minutes" />
      </div>
    </div>
  );
}
