// Media in an S3-compatible object store (AWS S3, MinIO, Garage...): what several instances of
// the app share. Keys are the same as on disk; the app still serves them at /media/*.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeKey, type MediaStore } from './store.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible servers; path-style addressing is used with it. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function createS3Store(options: S3StoreOptions): MediaStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
    },
  };
}
