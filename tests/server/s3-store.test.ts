import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store } from '../../server/storage/s3.ts';
import { storeImage } from '../../server/storage/images.ts';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3.ts';

describe('media in an S3-compatible store', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.stop());

  const store = () =>
    createS3Store({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });

  it('stores, reads back and deletes an object', async () => {
    const media = store();
    await media.put('2026/abc-320.webp', Buffer.from('hello'), 'image/webp');
    const object = await media.get('2026/abc-320.webp');
    expect(object?.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await media.delete('2026/abc-320.webp');
    expect(await media.get('2026/abc-320.webp')).toBeNull();
  });

  it('refuses keys that try to leave the store', async () => {
    expect(await store().get('../etc/passwd')).toBeNull();
    await expect(store().put('../x', Buffer.from(''), 'image/webp')).rejects.toThrow();
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ demo: false, env: s3.env });
    });
    afterAll(() => t.close());

    it('serves at /media an image the pipeline stored in S3', async () => {
      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#3a7' },
      })
        .png()
        .toBuffer();
      const image = await storeImage(t.services.media, png);
      const response = await t.app.inject({ url: `${image.path}-640.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      const size = await sharp(response.rawPayload).metadata();
      expect(size.width).toBe(640);
      expect((await t.app.inject({ url: '/media/2026/missing-640.webp' })).statusCode).toBe(404);
    });
  });
});
