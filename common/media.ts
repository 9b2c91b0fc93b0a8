// How stored images are named and which widths exist: shared by the server (which writes them)
// and the pages (which build srcset attributes from them).

/** Every image is stored at each of these widths (never enlarged), in WebP. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width served at an image's bare path (what the upload answers), for API clients. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 1024;

/** An image path as stored on a property or an ad, e.g. `/media/2026/3f9a…`. */
export function imageVariantUrl(imagePath: string, width: ImageWidth): string {
  return `${imagePath}-${width}.webp`;
}

export function imageSrcSet(imagePath: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(imagePath, width)} ${width}w`).join(', ');
}
