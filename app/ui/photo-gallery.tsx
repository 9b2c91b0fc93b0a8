// Photos of a listing: on phones a swipeable strip (one photo per screen, a counter), from 768px
// a mosaic of the first five (one large, four small) with a "see all" link. Every photo opens
// the full-screen viewer at that photo; the viewer's code loads on the first intent to open it.
// "See all" (the counter on phones) works from the first paint: a link to every photo in a
// column, in the HTML (AllPhotos), which the script replaces with the viewer.
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
  /** The heading of every photo in a column, and the link that closes it. */
  allTitle: string;
  allClose: string;
}

/**
 * Every photo in one column, in the page's HTML and shown by the `:target` of the "see all"
 * link: the photos open before the script runs (and without it). Hidden, its lazy photos load
 * only when it opens. The script opens the viewer instead.
 */
function AllPhotos({
  id,
  images,
  alt,
  labels,
}: {
  id: string;
  images: readonly string[];
  alt: (index: number) => string;
  labels: PhotoGalleryLabels;
}) {
  return (
    <section
      id={id}
      aria-label={labels.allTitle}
      className="fixed inset-0 z-[70] hidden overflow-y-auto bg-[#0b0f0e] target:block"
    >
      <div className="sticky top-0 flex items-center justify-between gap-4 bg-[#0b0f0e]/95 px-4 py-3 text-white">
        <h2 className="font-semibold">
          {labels.allTitle} <span className="text-white/70 tabular">({images.length})</span>
        </h2>
        <a
          href="#photo-gallery"
          className="inline-flex min-h-11 items-center rounded-full bg-white/15 px-4 text-sm font-semibold"
        >
          {labels.allClose}
        </a>
      </div>
      <ul className="mx-auto flex max-w-5xl flex-col gap-3 p-3 sm:p-4">
        {images.map((path, index) => (
          <li key={`${path}-${index}`}>
            <img
              src={imageVariantUrl(path, 1024)}
              srcSet={imageSrcSet(path)}
              sizes="(min-width: 1024px) 1024px, 100vw"
              alt={alt(index)}
              width={1024}
              height={683}
              loading="lazy"
              decoding="async"
              className="w-full rounded-lg bg-white/5"
            />
          </li>
        ))}
      </ul>
    </section>
  );
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

  const allId = 'all-photos';
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
      id="photo-gallery"
      aria-label={labels.region}
      className={cn('relative scroll-mt-(--header-height)', className)}
      onPointerEnter={() => void loadLightbox()}
      onFocus={() => void loadLightbox()}
      data-testid="photo-gallery"
    >
      <div
        onScroll={onScroll}
        className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto md:grid md:h-[clamp(360px,44vw,520px)] lg:h-[clamp(360px,30vw,440px)] md:grid-cols-4 md:grid-rows-2 md:gap-2 md:overflow-hidden md:rounded-2xl"
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

      {/* A link to the photos below, from the first paint: the script opens the viewer instead. */}
      <a
        href={`#${allId}`}
        onClick={(event) => {
          event.preventDefault();
          open(0, event);
        }}
        data-testid="show-all-photos"
        className="absolute end-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-black/65 px-3.5 text-xs font-semibold text-white tabular md:end-4 md:bottom-4 md:rounded-xl md:bg-white/95 md:px-4 md:text-sm md:text-stone-900 md:shadow-card md:ring-1 md:ring-stone-900/10 md:transition md:hover:bg-white md:hover:shadow-card-hover"
      >
        <Images className="size-4.5 md:text-brand-700" aria-hidden="true" />
        {/* Its name is what it shows: the counter on phones (the sentence read after it), the
            sentence on wider screens. */}
        <span className="md:hidden" dir="ltr">
          {current + 1} / {count}
        </span>
        <span className="sr-only md:not-sr-only">{labels.showAll(count)}</span>
      </a>

      <AllPhotos id={allId} images={images} alt={alt} labels={labels} />

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
