// What the home page shows (docs/product.md, "Routes"), read with the public search service:
// must-see properties by type (limit 6), special deals (promo, 12), the latest (3), the
// hand-picked ones, the wilayas with the most listings (with a photo from one of them), the
// types for the hero's search box, and how many listings staff verified (the hero's trust figure).
import { asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { DEFAULT_ORDER_BY, type TPropertySearchQuery } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { properties as p, propertyTypes } from '../../db/schema.ts';
import { catalogueCache } from '../search/catalogue-cache.ts';
import { localized } from '../localize.ts';
import { searchProperties } from '../search/property-search.ts';
import { countPropertiesByWilaya } from '../search/wilaya-counts.ts';

/** The tabs of "must-see" after All, by the stable key of their type (editable names). */
export const FEATURED_TYPE_KEYS = ['villa', 'apartment', 'house'] as const;
export type FeaturedTypeKey = (typeof FEATURED_TYPE_KEYS)[number];

export const HOME_LIMITS = { featured: 6, deals: 12, latest: 3, handpicked: 8 };

/** The city grid is one large tile and four or eight small ones: 5 or 9 fill it exactly. */
export function cityTileCount(available: number): number {
  if (available >= 9) return 9;
  if (available >= 5) return 5;
  return available;
}

export interface HomeCity {
  id: number;
  code: string;
  name: string;
  count: number;
  /** A photo of a listing there (stored image path), if any. */
  image: string | null;
}

export interface HomeSections {
  total: number;
  featured: { all: TPropertyCard[] } & Partial<Record<FeaturedTypeKey, TPropertyCard[]>>;
  /** The type id behind each tab (absent when staff removed the type). */
  featuredTypeIds: Partial<Record<FeaturedTypeKey, number>>;
  deals: TPropertyCard[];
  latest: TPropertyCard[];
  handpicked: TPropertyCard[];
  cities: HomeCity[];
  wilayaCount: number;
  types: { id: number; name: string }[];
  /** Visible listings, counted exactly, and those of them staff verified (decision 0005). */
  verification: { listed: number; verified: number };
}

/**
 * The hero's trust figure is computed, never written in the copy: an exact count of the visible
 * listings and of the verified ones (the partial index properties_pub_verified_idx for the
 * latter). Exact rather than the search's capped total (decision 0020): a share of two lower
 * bounds would be a guess. Once per catalogue change, with the rest of the home page.
 */
async function countVerification(db: Db): Promise<HomeSections['verification']> {
  const [row] = await db
    .select({
      listed: sql<number>`count(*)::int`,
      verified: sql<number>`count(${p.verified_at})::int`,
    })
    .from(p)
    .where(eq(p.isVisible, true));
  return { listed: Number(row?.listed ?? 0), verified: Number(row?.verified ?? 0) };
}

/**
 * One photo per wilaya: the first image of its newest visible listing that has one. One
 * index probe per wilaya (properties_pub_wilaya_newest_idx) rather than a DISTINCT ON over every
 * visible listing of those wilayas, which read and sorted the images of tens of thousands of rows
 * per view at a million listings.
 */
async function wilayaCovers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ wilaya_id: number; image: string | null }>(
    db,
    sql`select w.id as wilaya_id,
          (select ${p.images}[1] from ${p}
            where ${p.isVisible} and ${p.wilaya_id} = w.id and ${p.images}[1] is not null
            order by ${p.created_at} desc, ${p.id} desc
            limit 1) as image
        from unnest(${sql.param(ids)}::int[]) as w(id)`,
  );
  const covers = new Map<number, string>();
  for (const row of rows) if (row.image) covers.set(Number(row.wilaya_id), row.image);
  return covers;
}

/**
 * The home page's sections in one language. Eight searches, the per-wilaya counts and the city
 * photos: the same for every visitor until the catalogue changes, so computed once per change
 * (catalogue-cache.ts) instead of on every view.
 */
export function loadHomeSections(db: Db, locale: Language): Promise<HomeSections> {
  return catalogueCache(db).get(`home:${locale}`, () => computeHomeSections(db, locale));
}

async function computeHomeSections(db: Db, locale: Language): Promise<HomeSections> {
  const search = (query: Partial<TPropertySearchQuery> & Pick<TPropertySearchQuery, 'limit'>) =>
    searchProperties(db, { locale, order_by: DEFAULT_ORDER_BY, page: 1, ...query });
  const types = await db
    .select({
      id: propertyTypes.id,
      key: propertyTypes.key,
      name_fr: propertyTypes.name_fr,
      name_en: propertyTypes.name_en,
      name_ar: propertyTypes.name_ar,
    })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.sort_order), asc(propertyTypes.id));
  const featuredTypeIds: Partial<Record<FeaturedTypeKey, number>> = {};
  for (const key of FEATURED_TYPE_KEYS) {
    const type = types.find((item) => item.key === key);
    if (type) featuredTypeIds[key] = type.id;
  }

  const mustSee = { isANePasManquer: true, limit: HOME_LIMITS.featured };
  const [all, byType, deals, latest, handpicked, counts, verification] = await Promise.all([
    search(mustSee),
    Promise.all(
      FEATURED_TYPE_KEYS.map(async (key) => {
        const id = featuredTypeIds[key];
        if (id === undefined) return [key, undefined] as const;
        const list = await search({ ...mustSee, property_type_id: [id] });
        return [key, list.data] as const;
      }),
    ),
    search({ ispromo: true, limit: HOME_LIMITS.deals }),
    search({ order_by: 'date_desc', limit: HOME_LIMITS.latest }),
    search({ isSelected: true, limit: HOME_LIMITS.handpicked }),
    countPropertiesByWilaya(db, locale),
    countVerification(db),
  ]);

  const top = counts.slice(0, cityTileCount(counts.length));
  const covers = await wilayaCovers(
    db,
    top.map((city) => city.id),
  );
  const featured: HomeSections['featured'] = { all: all.data };
  for (const [key, list] of byType) if (list) featured[key] = list;

  return {
    total: latest.total,
    featured,
    featuredTypeIds,
    deals: deals.data,
    latest: latest.data,
    handpicked: handpicked.data,
    cities: top.map((city) => ({ ...city, image: covers.get(city.id) ?? null })),
    wilayaCount: counts.length,
    types: types.map((type) => ({ id: type.id, name: localized(type, 'name', locale) })),
    verification,
  };
}
