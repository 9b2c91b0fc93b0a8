// The full-screen photo viewer (yet-another-react-lightbox) in its own chunk: arrows and Escape
// on the keyboard, swipe on touch screens, a counter and thumbnails.
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../common/media.ts';

/** Photos are stored without their height: a 3:2 frame is assumed (the viewer letterboxes). */
const heightOf = (width: number) => Math.round((width * 2) / 3);

/** A round, dark-backed arrow: 56 px, so well above the 44 px a finger needs. */
const arrow = {
  '--yarl__navigation_button_padding': '10px',
  '--yarl__icon_size': '36px',
  margin: '0 12px',
  borderRadius: '9999px',
  backgroundColor: 'rgb(255 255 255 / 0.12)',
  filter: 'none',
} as const;

/**
 * An opaque near-black backdrop: the page behind a translucent one showed through the photo's
 * letterbox as a muddy green. Bigger icons for the close and counter bar as well.
 */
const VIEWER_STYLES = {
  root: { '--yarl__color_backdrop': '#0b0f0e', '--yarl__icon_size': '32px' },
  container: { backgroundColor: '#0b0f0e' },
  navigationPrev: arrow,
  navigationNext: arrow,
};

export interface PhotoLightboxLabels {
  previous: string;
  next: string;
  close: string;
  /** The dialog's name, e.g. "Photos of Villa F6". */
  dialog: string;
  /** "{index} of {total}" with those placeholders. */
  slide: string;
}

export default function PhotoLightbox({
  open,
  images,
  index,
  alt,
  labels,
  onClose,
  onExited,
}: {
  open: boolean;
  images: readonly string[];
  index: number;
  alt: (index: number) => string;
  labels: PhotoLightboxLabels;
  onClose: () => void;
  onExited: () => void;
}) {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return (
    <Lightbox
      open={open}
      index={index}
      close={onClose}
      on={{ exited: onExited }}
      plugins={[Counter, Thumbnails]}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      thumbnails={{ width: 96, height: 64, border: 0, borderRadius: 8, gap: 8, vignette: true }}
      // The thumbnail strip shows the photo and `preload` neighbours each side, wrapping round:
      // with 4 photos the default 2 drew 5 thumbnails, one photo twice. At most as many as there
      // are photos.
      carousel={{
        finite: images.length <= 2,
        preload: Math.max(0, Math.min(2, Math.floor((images.length - 1) / 2))),
      }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        Lightbox: labels.dialog,
        'Photo gallery': labels.dialog,
        '{index} of {total}': labels.slide,
      }}
      slides={images.map((path, i) => ({
        src: imageVariantUrl(path, largest),
        alt: alt(i),
        width: largest,
        height: heightOf(largest),
        srcSet: IMAGE_WIDTHS.map((width) => ({
          src: imageVariantUrl(path, width),
          width,
          height: heightOf(width),
        })),
      }))}
      styles={VIEWER_STYLES}
    />
  );
}
