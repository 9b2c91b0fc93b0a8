// Uploads the image pipeline must refuse: a file name with control characters, a multipart body
// cut before its closing boundary, images too large or too thin to process (a 16,000 x 16,000
// PNG of 31 KB is a decompression bomb), a PNG cut short after a good header. Each is a clear 4xx (or, in a several-file upload, the
// file's own refusal), and nothing is left behind: no row, no file in the media store. Also: the
// path an upload answers is itself an image, since API clients use it as given.
import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { multipart, testJpeg, testPng, type Part } from '../../helpers/multipart.ts';
import { imageQueueLoad } from '../../../server/storage/image-queue.ts';
import { databaseFingerprint, expectClear4xx, reportTally, tally } from './clear-answer.ts';

let t: TestApp;
let admin: LoggedIn;
let mediaDir: string;
let before: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  mediaDir = t.config.MEDIA_DIR ?? path.join(t.config.DATA_DIR, 'media');
  png = await testPng(40, 30);
  before = await databaseFingerprint(t.services.db);
}, 120_000);
afterAll(async () => {
  reportTally('uploads');
  await t?.close();
});

/** Every file in the media store. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(mediaDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

function post(url: string, payload: Buffer, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${admin.token}` },
  });
}
const upload = (url: string, parts: Part[]) => {
  const body = multipart(parts);
  return post(url, body.payload, body.headers);
};
const ROUTES = ['/api/admin/upload', '/api/admin/upload/static?customName=hero'];

async function expectNothingStored(label: string): Promise<void> {
  expect(await storedFiles(), label).toEqual([]);
  expect(await databaseFingerprint(t.services.db), label).toEqual(before);
}

/** A solid PNG made by sharp: small on disk for its size in pixels. */
const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/**
 * A black 1-bit PNG written directly (sharp takes 40 s of CPU to make one this small): 16,000 x
 * 16,000 pixels in 31 KB, which every decoder must inflate to 256 megapixels.
 */
function bombPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side); // filter byte 0, black pixels
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('file names', () => {
  it('answers 400 to a file name with a NUL or another control character', async () => {
    for (const name of ['photo\u0000.png', '\u0000', 'a\u0001b.png', 'line\u007f.png']) {
      for (const url of ROUTES) {
        const response = await upload(url, [{ filename: name, data: png }]);
        expectClear4xx(response, `${url} ${JSON.stringify(name)}`, 400);
        expect(response.json().message).toMatch(/file name/i);
      }
    }
    // A good file before the bad one is not kept either.
    const mixed = await upload(ROUTES[0]!, [
      { filename: 'good.png', data: png },
      { filename: 'bad\u0000.png', data: png },
    ]);
    expectClear4xx(mixed, 'good then bad', 400);
    await expectNothingStored('control characters');
  });
});

describe('multipart bodies', () => {
  it('answers 400 to a body without its closing boundary, and stores nothing', async () => {
    const { payload, headers } = multipart([{ filename: 'x.png', data: png }]);
    const text = payload.toString('latin1');
    const closing = text.lastIndexOf('--', text.lastIndexOf('--\r\n') - 1);
    const cuts = {
      'no closing boundary': payload.subarray(0, closing),
      'cut in the file': payload.subarray(0, payload.length - png.length / 2),
      'cut in the part header': payload.subarray(0, 60),
    };
    for (const url of ROUTES) {
      for (const [label, body] of Object.entries(cuts)) {
        expectClear4xx(await post(url, body, headers), `${url} ${label}`, 400);
      }
    }
    await expectNothingStored('cut bodies');
  });
});

describe('damaged images', () => {
  it('answers 400 to a PNG whose header is good and whose data is cut short, storing nothing', async () => {
    const photo = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    for (const share of [0.9, 0.5, 0.1]) {
      const cut = photo.subarray(0, Math.floor(photo.length * share));
      // The header still reads: only decoding finds the damage.
      expect(await sharp(cut).metadata()).toMatchObject({ width: 400, height: 300 });
      const label = `PNG cut at ${share * 100} %`;
      const single = await upload(ROUTES[1]!, [{ filename: 'cut.png', data: cut }]);
      expectClear4xx(single, label, 400);
      expect(single.json().message, label).toMatch(/illisible ou endommagée/);
      const several = await upload(ROUTES[0]!, [{ filename: 'cut.png', data: cut }]);
      expect(several.statusCode, label).toBe(200);
      tally.tried += 1;
      if (several.json().files[0].status === 'ok') tally.wronglyAccepted += 1;
      expect(several.json().files[0], label).toMatchObject({ status: 'invalid', path: '' });
    }
    await expectNothingStored('damaged images');
  });
});

describe('image sizes', () => {
  it('refuses a decompression bomb and a 1 x 250,000 line, quickly, storing nothing', async () => {
    const bomb = bombPng(16_000);
    expect(bomb.length).toBeLessThan(40_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 16_000, height: 16_000 });
    const images = { bomb, line: await solidPng(1, 250_000), wide: await solidPng(250_000, 1) };
    for (const [label, data] of Object.entries(images)) {
      const started = performance.now();
      const single = await upload(ROUTES[1]!, [{ filename: `${label}.png`, data }]);
      expectClear4xx(single, label, 400);
      expect(single.json().message, label).toMatch(/pixels|proportions/);
      // Several files: the request succeeds, the file is refused with its reason.
      const several = await upload(ROUTES[0]!, [{ filename: `${label}.png`, data }]);
      expect(several.statusCode, label).toBe(200);
      const [file] = several.json().files;
      tally.tried += 1;
      if (file.status === 'ok') tally.wronglyAccepted += 1;
      expect(file, label).toMatchObject({ status: 'invalid', path: '' });
      expect(file.message, label).toMatch(/pixels|proportions/);
      // Read from the header, never decoded: no second of CPU per upload.
      console.log(`${label}: refused twice in ${Math.round(performance.now() - started)} ms`);
    }
    await expectNothingStored('image sizes');
  }, 120_000);

  it('still takes a large photo and a wide panorama', async () => {
    for (const [width, height] of [
      [4000, 3000],
      [6000, 1000],
    ] as const) {
      const response = await upload(ROUTES[0]!, [
        { filename: 'p.jpg', data: await testJpeg(width, height) },
      ]);
      expect(response.json().files[0].status, `${width} x ${height}`).toBe('ok');
    }
  }, 120_000);
});

describe('a burst of uploads', () => {
  it('processes the images one at a time, the others waiting their turn', async () => {
    const photo = await testJpeg(1200, 900);
    let peak = 0;
    let waited = 0;
    const watch = setInterval(() => {
      const load = imageQueueLoad();
      peak = Math.max(peak, load.active);
      waited = Math.max(waited, load.pending);
    }, 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        upload(ROUTES[0]!, [{ filename: `${i}.jpg`, data: photo }]),
      ),
    );
    clearInterval(watch);
    for (const answer of answers) expect(answer.json().files[0].status).toBe('ok');
    expect(peak).toBe(1);
    expect(waited).toBeGreaterThan(0);
  }, 120_000);
});

describe('the answered path', () => {
  it('is an image: GET of the path as given answers 200 with a WebP', async () => {
    const response = await upload(ROUTES[0]!, [{ filename: 'p.png', data: png }]);
    const [file] = response.json().files;
    const image = await t.app.inject({ url: file.path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(40);
    // A path that was never stored is still a 404.
    expect((await t.app.inject({ url: '/media/2026/ffffffffffffffffffffffff' })).statusCode).toBe(
      404,
    );
  });

  it('saw no 5xx and accepted nothing it had to refuse', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
  });
});
