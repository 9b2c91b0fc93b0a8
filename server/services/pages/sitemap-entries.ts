// What the sitemap lists: visible properties and the advertiser pages that are pages of their own
// (visible, not link-only), with their last change, read in id order one slice at a time.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, properties as p } from '../../db/schema.ts';
import { isVisible } from '../property-query.ts';

export interface SitemapEntry {
  id: number;
  updated_at: Date;
}

const adIsPage = and(eq(ads.isVisible, true), eq(ads.isLinkOnly, false));

export async function countSitemapEntries(db: Db): Promise<{ properties: number; ads: number }> {
  const [[props], [pages]] = await Promise.all([
    db.select({ n: count() }).from(p).where(isVisible),
    db.select({ n: count() }).from(ads).where(adIsPage),
  ]);
  return { properties: props?.n ?? 0, ads: pages?.n ?? 0 };
}

export async function listSitemapProperties(
  db: Db,
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: p.id, updated_at: p.updated_at })
    .from(p)
    .where(isVisible)
    .orderBy(asc(p.id))
    .offset(offset)
    .limit(limit);
}

export async function listSitemapAds(
  db: Db,
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  return db
    .select({ id: ads.id, updated_at: ads.updated_at })
    .from(ads)
    .where(adIsPage)
    .orderBy(asc(ads.id))
    .offset(offset)
    .limit(limit);
}
