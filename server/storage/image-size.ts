// Which images the pipeline takes, judged from the header before any pixel is decoded. A PNG of
// 31 KB can hold 16,000 x 16,000 pixels (a decompression bomb: 1-2 s of CPU and a gigabyte of
// memory to decode), and a 1 x 250,000 line cannot be written as WebP (16,383 px per side at
// most). The numbers are in docs/decisions/0015-bad-input.md.
/** 50 megapixels: above any camera staff use (a 48 MP phone photo passes). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** WebP's largest side. */
export const MAX_IMAGE_SIDE = 16_383;
/** Longest side over shortest: a 6:1 panorama passes, a line of pixels does not. */
export const MAX_IMAGE_RATIO = 20;

/** sharp's own guard, for every decode: it refuses to decode more pixels than this. */
export const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

export class ImageSizeError extends Error {
  override name = 'ImageSizeError';
}

const format = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

/** Throws an ImageSizeError, with a French sentence for staff, when the image is refused. */
export function assertProcessableSize(width: number, height: number): void {
  const size = `${format(width)} x ${format(height)} pixels`;
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageSizeError(
      `image trop grande (${size}, ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au plus)`,
    );
  }
  const longest = Math.max(width, height);
  if (longest > MAX_IMAGE_SIDE || longest / Math.min(width, height) > MAX_IMAGE_RATIO) {
    throw new ImageSizeError(
      `proportions refusées (${size} : ${format(MAX_IMAGE_SIDE)} pixels de côté au plus, ` +
        `un côté au plus ${MAX_IMAGE_RATIO} fois l'autre)`,
    );
  }
}
