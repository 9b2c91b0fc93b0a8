// The public listings feed (GET /api/feed.json and /api/feed.xml, decision 0041): visible
// properties, a page at a time, with the texts in three languages, absolute photo and page
// addresses. Each page is built once per catalogue version (catalogue-cache.ts), in both forms.
// Seller contacts are left out: on the site they are revealed on request and counted.
import { count, desc } from 'drizzle-orm';
import { isPromoRunning } from '../../../common/promotion.ts';
import { DEFAULT_IMAGE_WIDTH, imageVariantUrl } from '../../../common/media.ts';
import { FEED_PAGE_SIZE, type TFeed, type TFeedItem } from '../../../common/schemas/feed.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { REFERENCE_TABLES } from '../../db/reference-tables.ts';
import { properties as p } from '../../db/schema.ts';
import { catalogueCache } from '../search/catalogue-cache.ts';
import type { PropertyRow } from '../listings/admin-property-input.ts';
import { isVisible } from '../property-query.ts';

type Names = Map<number, { fr: string; ar: string; en: string }>;

async function namesOf(db: Db, list: 'types' | 'statuses'): Promise<Names> {
  const table = REFERENCE_TABLES[list];
  const rows = await db
    .select({ id: table.id, fr: table.name_fr, ar: table.name_ar, en: table.name_en })
    .from(table);
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

const three = (row: PropertyRow, field: 'name' | 'description' | 'address' | 'city') => ({
  fr: row[`${field}_fr`],
  ar: row[`${field}_ar`],
  en: row[`${field}_en`],
});

function feedItem(
  row: PropertyRow,
  origin: string,
  types: Names,
  statuses: Names,
  now: Date,
): TFeedItem {
  const page = new URL(`/property/${row.id}`, origin).toString();
  const wilaya = row.wilaya_id ? wilayaById(row.wilaya_id) : undefined;
  return {
    id: row.id,
    url: page,
    urls: { fr: `${page}?lang=fr`, ar: `${page}?lang=ar`, en: `${page}?lang=en` },
    title: three(row, 'name'),
    description: three(row, 'description'),
    address: three(row, 'address'),
    city: three(row, 'city'),
    wilaya: wilaya ? { id: wilaya.id, fr: wilaya.fr, ar: wilaya.ar, en: wilaya.en } : null,
    property_types: row.property_types.flatMap((id) => types.get(id) ?? []),
    property_statuses: row.property_statuses.flatMap((id) => statuses.get(id) ?? []),
    price: row.base_price,
    promo_price: isPromoRunning(row, now) ? row.afterpromo_price : null,
    currency: 'DZD',
    living_area: row.living_area,
    land_area: row.land_area,
    rooms: row.num_rooms,
    bedrooms: row.num_bedrooms,
    bathrooms: row.num_bathrooms,
    latitude: row.latitude,
    longitude: row.longitude,
    images: row.images.map((path) =>
      new URL(imageVariantUrl(path, DEFAULT_IMAGE_WIDTH), origin).toString(),
    ),
    verified: row.verified_at !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function buildFeed(db: Db, origin: string, page: number): Promise<TFeed> {
  const [rows, [total], types, statuses] = await Promise.all([
    db
      .select()
      .from(p)
      .where(isVisible)
      .orderBy(desc(p.updated_at), desc(p.id))
      .limit(FEED_PAGE_SIZE)
      .offset((page - 1) * FEED_PAGE_SIZE),
    db.select({ n: count() }).from(p).where(isVisible),
    namesOf(db, 'types'),
    namesOf(db, 'statuses'),
  ]);
  const now = new Date();
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / FEED_PAGE_SIZE));
  return {
    generated_at: now.toISOString(),
    total: total?.n ?? 0,
    page,
    pages,
    next: page < pages ? new URL(`/api/feed.json?page=${page + 1}`, origin).toString() : null,
    items: rows.map((row) => feedItem(row, origin, types, statuses, now)),
  };
}

/** One page of the feed, built once per catalogue version. */
export function propertyFeed(db: Db, origin: string, page: number): Promise<TFeed> {
  return catalogueCache(db).get(`feed:${page}`, () => buildFeed(db, origin, page));
}
