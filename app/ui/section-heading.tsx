import { cn } from './cn.ts';

/** A section's heading: a small eyebrow line, the title, an optional lead and an action. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  align = 'start',
  tone = 'light',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: React.ReactNode;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div
      className={cn(
        'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        align === 'center' && 'items-center text-center sm:flex-col sm:items-center',
        className,
      )}
    >
      <div className={cn('max-w-2xl', align === 'center' && 'mx-auto')}>
        {eyebrow && (
          <p
            className={cn(
              'mb-2 text-sm font-semibold tracking-wide',
              dark ? 'text-gold-300' : 'text-gold-700',
            )}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          className={cn(
            'text-2xl font-bold tracking-tight text-balance sm:text-3xl',
            dark ? 'text-white' : 'text-brand-950',
          )}
        >
          {title}
        </h2>
        {lead && (
          <p
            className={cn('mt-3 text-base text-pretty', dark ? 'text-brand-100' : 'text-stone-600')}
          >
            {lead}
          </p>
        )}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
