// A horizontal carousel (Embla): swipe, drag or the previous/next buttons; right-to-left aware.
// Every slide is in the server HTML, so it reads and indexes without script.
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { cn } from './cn.ts';

export function Carousel<T>({
  items,
  itemKey,
  render,
  label,
  slideLabel,
  previousLabel,
  nextLabel,
  dir,
  tone = 'light',
  slideClassName = 'basis-[82%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4',
  toolbar,
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  render: (item: T, index: number) => React.ReactNode;
  label: string;
  slideLabel: (index: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  dir: 'ltr' | 'rtl';
  tone?: 'light' | 'dark';
  slideClassName?: string;
  /** Shown at the start of the controls' row (e.g. a "see all" link). */
  toolbar?: React.ReactNode;
}) {
  const [viewport, api] = useEmblaCarousel({
    align: 'start',
    direction: dir,
    containScroll: 'trimSnaps',
  });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);

  const update = useCallback(() => {
    if (!api) return;
    setCanPrevious(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);

  const buttonClass = cn(
    'inline-flex size-11 items-center justify-center rounded-full transition disabled:cursor-default disabled:opacity-35',
    tone === 'dark'
      ? 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20'
      : 'bg-white text-stone-800 shadow-card ring-1 ring-stone-900/10 hover:text-brand-700',
  );
  // "Previous" points to the reading start: left in French, right in Arabic.
  const PreviousIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="mb-6 flex items-center gap-2">
        <div className="me-auto">{toolbar}</div>
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollPrev()}
          disabled={!canPrevious}
          aria-label={previousLabel}
        >
          <PreviousIcon className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label={nextLabel}
        >
          <NextIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div ref={viewport} className="-mx-4 overflow-hidden px-4 sm:mx-0 sm:px-0">
        <div className="-ms-5 flex touch-pan-y py-1">
          {items.map((item, index) => (
            <div
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, items.length)}
              className={cn('flex min-w-0 shrink-0 grow-0 ps-5', slideClassName)}
            >
              {render(item, index)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
