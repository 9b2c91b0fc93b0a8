// Photos an import names by the address of another site. Fetched only from the host names the
// settings allow (none by default: fetching any address a file names would let a file make the
// server call inside the agency's network), on default ports and public addresses only
// (photo-fetch.ts, decision 0062), through the same image pipeline as an upload; the others, and
// the ones that fail, are set aside for staff to attach by hand.
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../../storage/store.ts';
import { uploadImage } from '../listings/admin-media.ts';
import { importRows } from './import-preview.ts';
import {
  downloadPhoto,
  isAllowedImageUrl,
  PUBLIC_PHOTO_POLICY,
  type PhotoFetchPolicy,
} from './photo-fetch.ts';
import { parsePhotoUrl, photoNameOf } from './photo-url.ts';

export interface ImportImages {
  /** Stored paths by file row. */
  fetched: Map<number, string[]>;
  fetchedCount: number;
  /** Addresses not fetched, by file row. */
  setAside: Map<number, string[]>;
}

export async function fetchAllowedImages(
  db: Db,
  store: MediaStore,
  importId: number,
  hosts: readonly string[],
  agentId: number,
  policy: PhotoFetchPolicy = PUBLIC_PHOTO_POLICY,
): Promise<ImportImages> {
  const result: ImportImages = { fetched: new Map(), fetchedCount: 0, setAside: new Map() };
  const add = (map: Map<number, string[]>, line: number, value: string) =>
    map.set(line, [...(map.get(line) ?? []), value]);
  for await (const slice of importRows(db, importId)) {
    for (const row of slice) {
      for (const url of row.image_urls) {
        // A row previewed before addresses were parsed there may hold one that does not parse.
        const parsed = parsePhotoUrl(url);
        const data =
          parsed && isAllowedImageUrl(parsed, hosts) ? await downloadPhoto(parsed, policy) : null;
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
