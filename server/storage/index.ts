// Picks the media store from the configuration: S3 when S3_BUCKET is set, local disk otherwise.
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
