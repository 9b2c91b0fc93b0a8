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
      carousel={{ finite: images.length <= 2 }}
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
      styles={{ container: { backgroundColor: 'rgb(5 35 28 / 0.96)' } }}
    />
  );
}
