// Long text folded to a few lines with "read more" / "read less"; short text is shown whole,
// without the button. The server renders it folded, so the page does not jump on load.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from './cn.ts';

/** Texts longer than this (in characters) or with more than 4 paragraphs are folded. */
export const READ_MORE_THRESHOLD = 420;

export function needsFolding(text: string, threshold = READ_MORE_THRESHOLD): boolean {
  return text.length > threshold || text.split(/\n\s*\n/).length > 4;
}

export function ReadMore({
  text,
  moreLabel,
  lessLabel,
  threshold = READ_MORE_THRESHOLD,
  className,
}: {
  text: string;
  moreLabel: string;
  lessLabel: string;
  threshold?: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const foldable = needsFolding(text, threshold);
  return (
    <div className={className}>
      <div className="relative">
        <p
          id={id}
          data-testid="description-text"
          className={cn(
            'text-[15px] leading-7 whitespace-pre-line text-stone-700 sm:text-base sm:leading-7.5',
            foldable && !open && 'line-clamp-5',
          )}
        >
          {text}
        </p>
        {foldable && !open && (
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-white to-transparent" />
        )}
      </div>
      {foldable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg text-[15px] font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {open ? lessLabel : moreLabel}
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      )}
    </div>
  );
}
