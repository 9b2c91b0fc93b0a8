// The site's own pictures (home hero, about), uploaded by staff as named static images
// (POST /api/admin/upload/static?customName=...). The pages fall back to a bundled drawing when
// none is stored.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

/** Each picture of the site and the static names that provide it, preferred first. */
export const SITE_IMAGE_NAMES = {
  homeHero: ['home-hero', 'hero'],
  about: ['about', 'about-us'],
} as const;
export type SiteImageKey = keyof typeof SITE_IMAGE_NAMES;

export interface SiteImage {
  /** Stored image path (see common/media.ts for its widths). */
  path: string;
  width: number;
  height: number;
}

export async function getSiteImages<K extends SiteImageKey>(
  db: Db,
  keys: readonly K[],
): Promise<Record<K, SiteImage | null>> {
  const names = keys.flatMap((key) => [...SITE_IMAGE_NAMES[key]]);
  const rows = await db
    .select({ name: media.static_name, path: media.path, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.static_name, names));
  const byName = new Map(rows.map((row) => [row.name, row]));
  const result = {} as Record<K, SiteImage | null>;
  for (const key of keys) {
    const found = SITE_IMAGE_NAMES[key].map((name) => byName.get(name)).find(Boolean);
    result[key] = found ? { path: found.path, width: found.width, height: found.height } : null;
  }
  return result;
}
