// Picks the media store from the configuration: S3 when S3_BUCKET is set, local disk otherwise.
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createDiskStore } from './disk.ts';
import { createS3Store } from './s3.ts';
import type { MediaStore } from './store.ts';

export function createMediaStore(config: Config): MediaStore {
  if (config.S3_BUCKET) {
    return createS3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStore(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));
}

/**
 * Creates the media directory of the disk store and checks it can be written, so that a
 * DATA_DIR or MEDIA_DIR that cannot be stops the start (one line, startup-errors.ts) instead of
 * failing the first upload.
 */
export async function prepareMediaStore(config: Config): Promise<void> {
  if (config.S3_BUCKET) return;
  const root = path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));
  await mkdir(root, { recursive: true });
  await access(root, constants.W_OK);
}
