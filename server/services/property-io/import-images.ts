// Photos an import names by the address of another site. Fetched only from the hosts the settings
// allow (none by default: fetching any address a file names would let a file make the server call
// inside the agency's network), through the same image pipeline as an upload; the others, and
// the ones that fail, are set aside for staff to attach by hand.
import { MAX_UPLOAD_BYTES } from '../../../common/schemas/admin-media.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../../storage/store.ts';
import { uploadImage } from '../admin-media.ts';
import { importRows } from './import-preview.ts';
import { parsePhotoUrl, photoNameOf } from './photo-url.ts';

const FETCH_TIMEOUT_MS = 15_000;

export interface ImportImages {
  /** Stored paths by file row. */
  fetched: Map<number, string[]>;
  fetchedCount: number;
  /** Addresses not fetched, by file row. */
  setAside: Map<number, string[]>;
}

/** Whether `url` is https/http on one of `hosts` (exact names, case ignored). */
export function isAllowedImageUrl(url: string, hosts: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      hosts.some((host) => host.toLowerCase() === parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

async function download(url: string): Promise<Buffer | null> {
  try {
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_UPLOAD_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

export async function fetchAllowedImages(
  db: Db,
  store: MediaStore,
  importId: number,
  hosts: readonly string[],
  agentId: number,
): Promise<ImportImages> {
  const result: ImportImages = { fetched: new Map(), fetchedCount: 0, setAside: new Map() };
  const add = (map: Map<number, string[]>, line: number, value: string) =>
    map.set(line, [...(map.get(line) ?? []), value]);
  for await (const slice of importRows(db, importId)) {
    for (const row of slice) {
      for (const url of row.image_urls) {
        // A row previewed before addresses were parsed there may hold one that does not parse.
        const parsed = parsePhotoUrl(url);
        const data = parsed && isAllowedImageUrl(url, hosts) ? await download(url) : null;
        const name = parsed ? photoNameOf(parsed) : 'photo';
        const stored = data
          ? await uploadImage(db, store, { originalName: name, data, truncated: false }, agentId)
          : null;
        if (stored?.status === 'ok') {
          add(result.fetched, row.line, stored.path);
          result.fetchedCount += 1;
        } else add(result.setAside, row.line, url);
      }
    }
  }
  return result;
}
