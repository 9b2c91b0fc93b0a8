// The "Price drop" badge: the base price went down within the last 30 days (decision 0042).
// Server-rendered text, no icon: it costs the list page almost nothing.
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { formatDate } from './format-date.ts';

export function PriceDropBadge({
  droppedAt,
  variant,
  as: Tag = 'span',
}: {
  droppedAt: string | null;
  variant: 'card' | 'page';
  as?: 'span' | 'li';
}) {
  const { t, i18n } = useTranslation('common');
  if (!droppedAt) return null;
  const title = t('price_drop.title', { date: formatDate(droppedAt, i18n.language) });
  return (
    <Tag
      data-testid="price-drop-badge"
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white',
        variant === 'card' && 'shadow-sm',
      )}
    >
      <span aria-hidden="true">↓</span>
      {t('price_drop.badge')}
      <span className="sr-only"> — {title}</span>
    </Tag>
  );
}
