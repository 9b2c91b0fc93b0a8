// The default media store: files under MEDIA_DIR (DATA_DIR/media unless set).
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type MediaStore } from './store.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

export function createDiskStore(root: string): MediaStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(base, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        return { body: createReadStream(file), contentType, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
