// A titled block of a details page (a white card with an h2), linked to its heading for
// assistive technologies.
import { useId } from 'react';
import { cn } from './cn.ts';

export function ContentSection({
  title,
  icon,
  children,
  className,
  testId,
  action,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  testId?: string;
  action?: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={cn(
        'rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-7',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-4 sm:mb-5">
        <h2
          id={id}
          className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-brand-950 sm:text-xl"
        >
          {icon && (
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&>svg]:size-4.5">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
