import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantUrl } from '../../../common/media.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { multipart, testJpeg, testPng, type Part } from '../../helpers/multipart.ts';

describe('admin uploads and the media library', () => {
  let t: TestApp;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    // The site images and the media library's deletions are the superadmin's (decision 0037).
    staff = await loginAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  const upload = (parts: Part[], url = '/api/admin/upload') =>
    staff.inject({ method: 'POST', url, ...multipart(parts) });
  const fetchMedia = (path: string) => t.app.inject({ url: path });
  const mediaCount = async () =>
    (await staff.inject({ url: '/api/admin/media?limit=1' })).json().total as number;

  it('stores a JPEG re-encoded in every width, with its EXIF and GPS data gone', async () => {
    const jpeg = await testJpeg(2000, 1500, { gps: true });
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('Leak 3000'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little-endian) is there before the upload.
    expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload([{ filename: 'maison.jpg', data: jpeg }]);
    expect(response.statusCode).toBe(200);
    const [file] = response.json().files;
    expect(file).toMatchObject({ status: 'ok', originalName: 'maison.jpg' });
    expect(file.path).toMatch(/^\/media\/\d{4}\/[0-9a-f]+$/);

    for (const width of IMAGE_WIDTHS) {
      const served = await fetchMedia(imageVariantUrl(file.path, width));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Leak 3000'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before stripping it', async () => {
    const jpeg = await testJpeg(300, 200, { orientation: 6 });
    const [file] = (await upload([{ filename: 'tourne.jpg', data: jpeg }])).json().files;
    const served = await fetchMedia(imageVariantUrl(file.path, 320));
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation).toBeUndefined();
  });

  it('answers a status per file: ok, too_big (over 15 MB, nothing stored), invalid', async () => {
    const count = await mediaCount();
    const big = Buffer.alloc(16 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload([
      { filename: 'ok.png', data: await testPng(64, 48) },
      { filename: 'enorme.jpg', data: big },
      { filename: 'notes.jpg', data: Buffer.from('this is a text file, not a photo') },
      { filename: 'broken.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]) },
      { filename: 'vector.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(response.statusCode).toBe(200);
    const files = response.json().files;
    expect(files.map((f: { status: string }) => f.status)).toEqual([
      'ok',
      'too_big',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(files[1]).toMatchObject({ originalName: 'enorme.jpg', path: '' });
    expect(files[1].message).toContain("L'image enorme.jpg est trop grande");
    expect(await mediaCount()).toBe(count + 1);
  });

  it('refuses more than 20 files with 413, keeping none of them', async () => {
    const count = await mediaCount();
    const png = await testPng(12, 12);
    const parts = Array.from({ length: 21 }, (_, i) => ({ filename: `f${i}.png`, data: png }));
    const response = await upload(parts);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/At most 20 files/);
    expect(await mediaCount()).toBe(count);
  });

  it('refuses a request without files or not multipart', async () => {
    const json = await staff.inject({
      method: 'POST',
      url: '/api/admin/upload',
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    const empty = await upload([]);
    expect(empty.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipart([{ filename: 'a.png', data: await testPng(10, 10) }]),
    });
    expect(none.statusCode).toBe(401);
  });

  it('stores a named site image and replaces it on a new upload', async () => {
    const first = await upload(
      [{ filename: 'hero.jpg', data: await testJpeg(800, 400) }],
      '/api/admin/upload/static?customName=Hero',
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ static_name: 'hero', files: [{ status: 'ok' }] });
    const firstPath = first.json().files[0].path;

    const second = await upload(
      [
        { filename: 'hero2.jpg', data: await testJpeg(800, 400) },
        { filename: 'ignored.jpg', data: await testJpeg(100, 100) },
      ],
      '/api/admin/upload/static?customName=hero',
    );
    expect(second.statusCode).toBe(201);
    const secondPath = second.json().files[0].path;
    expect(secondPath).not.toBe(firstPath);

    const statics = (await staff.inject({ url: '/api/admin/media?kind=static' })).json();
    expect(statics.data.filter((m: { static_name: string }) => m.static_name === 'hero')).toEqual([
      expect.objectContaining({ path: secondPath, original_name: 'hero2.jpg' }),
    ]);
    // The replaced image was used by nothing: it is gone, files included.
    expect((await fetchMedia(imageVariantUrl(firstPath, 320))).statusCode).toBe(404);
    expect((await fetchMedia(imageVariantUrl(secondPath, 320))).statusCode).toBe(200);
  });

  it('refuses unsafe or missing names, too big and non-image static files', async () => {
    for (const name of ['../../etc/passwd', '..%2F..%2Fhero', 'a/b', '', '-x', 'x'.repeat(61)]) {
      const response = await upload(
        [{ filename: 'x.png', data: await testPng(10, 10) }],
        `/api/admin/upload/static?customName=${name}`,
      );
      expect(response.statusCode, name).toBe(400);
    }
    const missing = await upload(
      [{ filename: 'x.png', data: await testPng(10, 10) }],
      '/api/admin/upload/static',
    );
    expect(missing.statusCode).toBe(400);
    const big = Buffer.alloc(16 * 1024 * 1024, 0x41);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(
      [{ filename: 'big.png', data: big }],
      '/api/admin/upload/static?customName=logo',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('trop grande');
    const text = await upload(
      [{ filename: 'logo.png', data: Buffer.from('hello') }],
      '/api/admin/upload/static?customName=logo',
    );
    expect(text.statusCode).toBe(400);
    const statics = (await staff.inject({ url: '/api/admin/media?kind=static' })).json();
    expect(statics.data.some((m: { static_name: string }) => m.static_name === 'logo')).toBe(false);
  });

  it('removes the images of a deleted property that nothing else uses', async () => {
    const files = (
      await upload([
        { filename: 'a.jpg', data: await testJpeg(400, 300) },
        { filename: 'b.jpg', data: await testJpeg(400, 300) },
      ])
    ).json().files;
    const [a, b] = files.map((f: { path: string }) => f.path);
    const base = { name_fr: 'Maison', name_en: 'House', name_ar: 'منزل', base_price: 1_000_000 };
    const one = (
      await staff.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: { ...base, images: [a, b] },
      })
    ).json();
    const two = (
      await staff.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: { ...base, images: [b] },
      })
    ).json();
    const inUse = (await staff.inject({ url: '/api/admin/media?kind=upload&limit=100' }))
      .json()
      .data.find((m: { path: string }) => m.path === b);
    const refused = await staff.inject({ method: 'DELETE', url: `/api/admin/media/${inUse.id}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/still used/);

    await staff.inject({ method: 'DELETE', url: `/api/admin/property/${one.id}` });
    expect((await fetchMedia(imageVariantUrl(a, 320))).statusCode).toBe(404);
    expect((await fetchMedia(imageVariantUrl(b, 320))).statusCode).toBe(200);

    // An update that drops the image frees it too.
    const updated = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${two.id}`,
      payload: { images: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect((await fetchMedia(imageVariantUrl(b, 320))).statusCode).toBe(404);
  });

  it('removes the images of a deleted ad, banner included', async () => {
    const [banner, photo] = (
      await upload([
        { filename: 'banner.jpg', data: await testJpeg(600, 200) },
        { filename: 'photo.jpg', data: await testJpeg(400, 300) },
      ])
    )
      .json()
      .files.map((f: { path: string }) => f.path);
    const ad = (
      await staff.inject({
        method: 'POST',
        url: '/api/admin/ad',
        payload: { name_fr: 'Annonceur', bannerImage: banner, images: [photo] },
      })
    ).json();
    expect(ad.bannerImage).toBe(banner);
    await staff.inject({ method: 'DELETE', url: `/api/admin/ads/${ad.id}` });
    expect((await fetchMedia(imageVariantUrl(banner, 320))).statusCode).toBe(404);
    expect((await fetchMedia(imageVariantUrl(photo, 320))).statusCode).toBe(404);
  });

  it('deletes an unused image from the library; 404 for an unknown one', async () => {
    const [file] = (await upload([{ filename: 'x.png', data: await testPng(50, 50) }])).json()
      .files;
    const item = (await staff.inject({ url: '/api/admin/media?limit=100' }))
      .json()
      .data.find((m: { path: string }) => m.path === file.path);
    expect(item).toMatchObject({ width: 50, height: 50, static_name: null });
    const removed = await staff.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await fetchMedia(imageVariantUrl(file.path, 320))).statusCode).toBe(404);
    const again = await staff.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}` });
    expect(again.statusCode).toBe(404);
  });
});
