// Photos of a listing: on phones a swipeable strip (one photo per screen, a counter), from 768px
// a mosaic of the first five (one large, four small) with a "see all" button. Every photo opens
// the full-screen viewer at that photo; the viewer's code loads on the first intent to open it.
// The first photo is the page's largest paint: loaded at once with high priority, the rest lazily.
import { Images } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { imageSrcSet, imageVariantUrl } from '../../common/media.ts';
import { cn } from './cn.ts';
import type { PhotoLightboxLabels } from './photo-lightbox.client.tsx';

const loadLightbox = () => import('./photo-lightbox.client.tsx');
const PhotoLightbox = lazy(loadLightbox);

export interface PhotoGalleryLabels extends PhotoLightboxLabels {
  /** The region's name, e.g. "Photos of the property". */
  region: string;
  openPhoto: (index: number, count: number) => string;
  showAll: (count: number) => string;
}

/** Mosaic cells from 768px, by number of photos shown (1 to 5). */
const MOSAIC: Record<number, string[]> = {
  1: ['md:col-span-4 md:row-span-2'],
  2: ['md:col-span-2 md:row-span-2', 'md:col-span-2 md:row-span-2'],
  3: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-2'],
  4: ['md:col-span-2 md:row-span-2', 'md:col-span-2', 'md:col-span-1', 'md:col-span-1'],
  5: ['md:col-span-2 md:row-span-2', '', '', '', ''],
};

export function PhotoGallery({
  images,
  alt,
  labels,
  className,
}: {
  images: readonly string[];
  /** Alternative text of photo `index` (from 0). */
  alt: (index: number) => string;
  labels: PhotoGalleryLabels;
  className?: string;
}) {
  // The viewer stays mounted after its first opening, so it can animate out and give the focus
  // back to the photo that opened it.
  const [viewer, setViewer] = useState<{ open: boolean; index: number } | null>(null);
  const [current, setCurrent] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;
  const shown = Math.min(count, 5);
  const cells = MOSAIC[shown] ?? [];

  const open = (index: number, event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setViewer({ open: true, index });
  };
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const strip = event.currentTarget;
    // scrollLeft is negative in right-to-left pages.
    setCurrent(Math.round(Math.abs(strip.scrollLeft) / Math.max(1, strip.clientWidth)));
  };

  if (count === 0) return null;
  return (
    <section
      aria-label={labels.region}
      className={cn('relative', className)}
      onPointerEnter={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
      data-testid="photo-gallery"
    >
      <div
        onScroll={onScroll}
        className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto md:grid md:h-[clamp(360px,44vw,520px)] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden md:rounded-2xl"
      >
        {images.map((path, index) => {
          const first = index === 0;
          return (
            <button
              key={`${path}-${index}`}
              type="button"
              onClick={(event) => open(index, event)}
              aria-label={labels.openPhoto(index + 1, count)}
              className={cn(
                'group relative aspect-[4/3] w-full shrink-0 snap-center overflow-hidden bg-sand-100 md:aspect-auto md:w-auto',
                index < 5 ? cells[index] : 'md:hidden',
              )}
            >
              <img
                src={imageVariantUrl(path, first ? 1024 : 640)}
                srcSet={imageSrcSet(path)}
                sizes={
                  first
                    ? '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'
                    : '(min-width: 1280px) 320px, (min-width: 768px) 25vw, 100vw'
                }
                alt={alt(index)}
                width={1024}
                height={683}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'auto'}
                decoding={first ? 'sync' : 'async'}
                className="size-full object-cover transition duration-500 group-hover:scale-[1.03] group-hover:brightness-105"
              />
            </button>
          );
        })}
      </div>

      {count > 1 && (
        <span
          aria-hidden="true"
          className="absolute end-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white tabular md:hidden"
        >
          {current + 1} / {count}
        </span>
      )}
      <button
        type="button"
        onClick={(event) => open(0, event)}
        className="absolute end-4 bottom-4 hidden items-center gap-2 rounded-xl bg-white/95 px-4 py-2.5 text-sm font-semibold text-stone-900 shadow-card ring-1 ring-stone-900/10 transition hover:bg-white hover:shadow-card-hover md:inline-flex"
      >
        <Images className="size-4.5 text-brand-700" aria-hidden="true" />
        {labels.showAll(count)}
      </button>

      {viewer && (
        <Suspense fallback={null}>
          <PhotoLightbox
            open={viewer.open}
            images={images}
            index={viewer.index}
            alt={alt}
            labels={labels}
            onClose={() => setViewer({ ...viewer, open: false })}
            onExited={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  );
}
