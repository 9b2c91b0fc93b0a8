// The image pipeline: decode, strip metadata (GPS...), auto-rotate, store each width as WebP.
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../common/media.ts';
import { assertProcessableSize, SHARP_INPUT } from './image-size.ts';
import { inImageQueue } from './image-queue.ts';
import type { MediaStore } from './store.ts';

export interface ProcessedImage {
  /** Public path without width/extension, e.g. /media/2026/ab12…; see common/media.ts. */
  path: string;
  width: number;
  height: number;
  bytes: number;
  variants: { width: number; format: string; path: string }[];
  /** Perceptual hash (dHash), 16 hex digits: equal for the same picture re-encoded or resized. */
  dhash: string;
}

/**
 * dHash: the picture in 9x8 greys, one bit per pixel brighter than its right neighbour.
 * Resizing or recompressing keeps it; a different picture almost never shares it.
 */
export async function imageDhash(input: Buffer): Promise<string> {
  const pixels = await sharp(input, SHARP_INPUT)
    .rotate()
    .grayscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/** Stores the image's widths, one pipeline at a time per process (storage/image-queue.ts). */
export function storeImage(store: MediaStore, input: Buffer): Promise<ProcessedImage> {
  return inImageQueue(() => processImage(store, input));
}

async function processImage(store: MediaStore, input: Buffer): Promise<ProcessedImage> {
  let metadata: Metadata;
  try {
    // The header only: sharp's pixel limit would hide the size behind a decoding error.
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnreadableImageError('The file is not an image we can read');
  }
  if (!metadata.width || !metadata.height) {
    throw new UnreadableImageError('The file is not an image we can read');
  }
  // From the header alone: a refused image is never decoded.
  assertProcessableSize(metadata.width, metadata.height);
  // Decoded and encoded before anything is stored: a file whose header is good but whose data is
  // cut or damaged (libpng, libjpeg… each words it its own way) is an unreadable image, while a
  // failing store below stays the server's error.
  let encoded: { width: (typeof IMAGE_WIDTHS)[number]; output: Buffer }[];
  let dhash: string;
  try {
    encoded = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        // .rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
        output: await sharp(input, SHARP_INPUT)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
    dhash = await imageDhash(input);
  } catch {
    throw new UnreadableImageError('The image is damaged or cut short');
  }
  const id = randomBytes(12).toString('hex');
  const key = `${new Date().getUTCFullYear()}/${id}`;
  const publicPath = `/media/${key}`;
  let bytes = 0;
  const stored: string[] = [];
  try {
    const variants = await Promise.all(
      encoded.map(async ({ width, output }) => {
        bytes += output.length;
        const variantPath = imageVariantUrl(publicPath, width);
        const variantKey = variantPath.replace(/^\/media\//, '');
        stored.push(variantKey);
        await store.put(variantKey, output, 'image/webp');
        return { width, format: 'webp', path: variantPath };
      }),
    );
    const rotated = (metadata.orientation ?? 1) >= 5;
    return {
      dhash,
      path: publicPath,
      width: rotated ? metadata.height : metadata.width,
      height: rotated ? metadata.width : metadata.height,
      bytes,
      variants,
    };
  } catch (error) {
    // A pipeline that fails half-way leaves no width behind.
    await Promise.all(stored.map((variantKey) => store.delete(variantKey).catch(() => {})));
    throw error;
  }
}
