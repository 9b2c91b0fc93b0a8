import { useTranslation } from '../../i18n/react.tsx';
import { cn } from '../../ui/cn.ts';

/** The brand mark: Mount Chenoua's ridge drawn as a roof line above the sea of Tipaza. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect width="40" height="40" rx="11" fill="var(--color-brand-700)" />
      <path
        d="M7.5 25.5 15.5 14l4.2 5.6 3.3-4.1 9.5 10"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="17.6" y="21.2" width="4.8" height="4.3" rx="0.8" fill="var(--color-gold-300)" />
      <path
        d="M7.5 30.5c2.1-1.6 4.1-1.6 6.2 0s4.1 1.6 6.3 0 4.1-1.6 6.2 0 4.2 1.6 6.3 0"
        fill="none"
        stroke="var(--color-gold-300)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Mark and wordmark; `tone` is the background it sits on. */
export function Logo({
  tone = 'light',
  className,
  'aria-hidden': ariaHidden,
}: {
  tone?: 'light' | 'dark';
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} aria-hidden={ariaHidden}>
      <LogoMark className="size-10 shrink-0 drop-shadow-sm" />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'text-[1.3rem] font-extrabold tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-brand-900',
          )}
        >
          {t('brand.wordmark')}
        </span>
        <span
          className={cn(
            'mt-1 text-[0.68rem] font-semibold tracking-[0.22em] uppercase rtl:tracking-normal rtl:text-xs',
            tone === 'dark' ? 'text-gold-300' : 'text-gold-700',
          )}
        >
          {t('brand.wordmark_sub')}
        </span>
      </span>
    </span>
  );
}
