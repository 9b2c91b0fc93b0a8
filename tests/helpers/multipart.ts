// A multipart/form-data body for app.inject, and test images made with sharp.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface Part {
  filename: string;
  data: Buffer;
  contentType?: string;
  field?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; ` +
          `filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like JPEG (noise compresses badly, like a real photo) with optional EXIF. */
export async function testJpeg(
  width: number,
  height: number,
  options: { gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  let image = sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (options.gps || options.orientation) {
    image = image.withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      exif: options.gps
        ? {
            IFD0: { Make: 'TestCam', Model: 'Leak 3000' },
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '36/1 45/1 30/1',
              GPSLongitudeRef: 'E',
              GPSLongitude: '3/1 3/1 0/1',
            },
          }
        : {},
    });
  }
  return image.toBuffer();
}

export async function testPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}
