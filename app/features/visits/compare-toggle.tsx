// "Compare": puts a property in the comparison kept on the device, or takes it out. Text only (no
// icon) to stay light on list pages of fifty cards. Rendered on the server as "not compared";
// the stored state shows after hydration. When four are already chosen it is disabled and says so.
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
  return (
    <button
      type="button"
      data-testid="compare-toggle"
      aria-pressed={compared}
      disabled={full}
      title={full ? t('compare.full', { count: MAX_COMPARED }) : undefined}
      onClick={() => toggleCompared(propertyId)}
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        variant === 'card'
          ? 'z-20 h-8 rounded-full bg-white/95 px-3 text-xs text-stone-800 shadow-sm hover:text-brand-700'
          : 'h-10 rounded-xl border border-stone-200 bg-white px-4 text-sm text-stone-800 hover:border-brand-600 hover:text-brand-700',
        compared && 'bg-brand-700 text-white hover:text-white',
        className,
      )}
    >
      <span aria-hidden="true">{compared ? '✓' : '+'}</span>
      {t(compared ? 'compare.added' : 'compare.add')}
      <span className="sr-only"> — {propertyName}</span>
    </button>
  );
}
