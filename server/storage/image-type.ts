// What kind of image a file is, from its first bytes (never from its name or declared type):
// only the formats staff may upload pass (JPEG, PNG, WebP, AVIF, HEIC/HEIF).

export type UploadImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImageType(head: Buffer): UploadImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  // ISO base media file: [size]['ftyp'][major brand]…[compatible brands]
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(head.readUInt32BE(0), head.length, 64);
    const brands = [head.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= size; offset += 4) {
      brands.push(head.toString('latin1', offset, offset + 4));
    }
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}
