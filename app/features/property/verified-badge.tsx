// The "Verified" badge: the agency checked this property's documents (docs/decisions/0005-trust.md).
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';
import { formatDate } from './format-date.ts';

export function VerifiedBadge({
  verifiedAt,
  variant,
  as: Tag = 'span',
}: {
  verifiedAt: string | null;
  variant: 'card' | 'page';
  as?: 'span' | 'li';
}) {
  const { t, i18n } = useTranslation('common');
  if (!verifiedAt) return null;
  const date = formatDate(verifiedAt, i18n.language);
  const title = t('trust.verified_title', { date });
  return (
    <Tag
      data-testid="verified-badge"
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-700 font-semibold text-white',
        variant === 'card' ? 'px-2.5 py-1 text-xs shadow-sm' : 'px-3 py-1 text-xs',
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {t('trust.verified')}
      <span className="sr-only"> — {title}</span>
    </Tag>
  );
}
