// "Compare": puts a property in the comparison kept on the device, or takes it out. Text only (no
// icon) to stay light on list pages of fifty cards. Rendered on the server as "not compared";
// the stored state shows after hydration. When four are already chosen a tap says why nothing is
// added, in visible text beside the button (a tooltip alone is never seen on a phone).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { MAX_COMPARED, toggleCompared, useComparedIds } from './compare-list.ts';

export function CompareToggle({
  propertyId,
  propertyName,
  variant,
  className,
}: {
  propertyId: number;
  propertyName: string;
  variant: 'card' | 'page';
  className?: string;
}) {
  const { t } = useTranslation('visits');
  const ids = useComparedIds();
  const compared = ids.includes(propertyId);
  const full = !compared && ids.length >= MAX_COMPARED;
  const [refused, setRefused] = useState(false);
  // The reason stays a few seconds, and goes once one is removed.
  useEffect(() => {
    if (!refused) return;
    if (!full) return setRefused(false);
    const timer = setTimeout(() => setRefused(false), 5000);
    return () => clearTimeout(timer);
  }, [refused, full]);
  const reason = t('compare.full', { count: MAX_COMPARED });
  // One colour set per state: `cn` joins classes without merging, so two backgrounds on one
  // button would let the stylesheet's order pick (white text on white, issue 35).
  const colours = compared
    ? 'bg-brand-700 text-white hover:bg-brand-800'
    : variant === 'card'
      ? 'bg-white/95 text-stone-800 hover:text-brand-700'
      : 'border border-stone-200 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700';
  return (
    <span className={cn('inline-flex', variant === 'card' && 'z-20', className)}>
      <button
        type="button"
        data-testid="compare-toggle"
        aria-pressed={compared}
        aria-disabled={full || undefined}
        aria-describedby={refused ? `compare-full-${propertyId}-${variant}` : undefined}
        onClick={() => (full ? setRefused(true) : toggleCompared(propertyId))}
        className={cn(
          'inline-flex items-center gap-1.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
          variant === 'card'
            ? 'h-8 rounded-full px-3 text-xs shadow-sm'
            : 'h-10 rounded-xl px-4 text-sm',
          colours,
        )}
      >
        <span aria-hidden="true">{compared ? '✓' : '+'}</span>
        {t(compared ? 'compare.added' : 'compare.add')}
        <span className="sr-only"> — {propertyName}</span>
      </button>
      <span role="status" className="contents">
        {refused && (
          <span
            id={`compare-full-${propertyId}-${variant}`}
            data-testid="compare-full"
            // On a phone the page's buttons are one row scrolled sideways: the reason comes into
            // view.
            ref={(node) => node?.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
            className={cn(
              'rounded-lg bg-stone-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md',
              variant === 'card'
                ? 'absolute end-0 bottom-full mb-2 w-56 max-w-[calc(100vw-3rem)]'
                : 'ms-2 self-center',
            )}
          >
            {reason}
          </span>
        )}
      </span>
    </span>
  );
}
