// Turns property rows into what the public API answers: texts in the visitor's language,
// reference ids into `{ id, name }`, the running promotion decided once (in SQL, see promoActive).
import type { Language } from '../../../common/languages.ts';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { wilayaName } from '../../../common/wilayas.ts';
import type { properties } from '../../db/schema.ts';
import { recentPriceDrop } from '../../../common/price-drop.ts';
import { localized } from '../localize.ts';
import { namedRefs, type ReferenceItems } from '../reference/reference-options.ts';

type Property = typeof properties.$inferSelect;

export type CardRow = Pick<
  Property,
  | 'id'
  | `${'name' | 'address' | 'city' | 'wilaya'}_${Language}`
  | 'wilaya_id'
  | 'base_price'
  | 'afterpromo_price'
  | 'promotion_end_date'
  | 'living_area'
  | 'land_area'
  | 'price_per_m2'
  | 'num_rooms'
  | 'num_bedrooms'
  | 'num_bathrooms'
  | 'images'
  | 'property_types'
  | 'property_statuses'
  | 'latitude'
  | 'longitude'
  | 'isBanner'
  | 'isANePasManquer'
  | 'isSelected'
  | 'verified_at'
  | 'created_at'
  | 'price_dropped_at'
> & { promo_active: boolean };

const toNumber = (value: number | null) => (value === null ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();

export function toCard(row: CardRow, refs: ReferenceItems, locale: Language): TPropertyCard {
  const promo = Boolean(row.promo_active) && row.afterpromo_price !== null;
  const wilaya =
    localized(row, 'wilaya', locale) ||
    (row.wilaya_id !== null ? wilayaName(row.wilaya_id, locale) : '');
  return {
    id: row.id,
    name: localized(row, 'name', locale),
    city: localized(row, 'city', locale),
    wilaya,
    wilaya_id: row.wilaya_id,
    address: localized(row, 'address', locale),
    price: Number(promo ? row.afterpromo_price : row.base_price),
    base_price: Number(row.base_price),
    afterpromo_price: toNumber(row.afterpromo_price),
    ispromo: promo,
    promotion_end_date: row.promotion_end_date ? iso(row.promotion_end_date) : null,
    living_area: toNumber(row.living_area),
    land_area: toNumber(row.land_area),
    price_per_m2: toNumber(row.price_per_m2),
    num_rooms: row.num_rooms,
    num_bedrooms: row.num_bedrooms,
    num_bathrooms: row.num_bathrooms,
    images: row.images,
    types: namedRefs(refs.types, row.property_types, locale),
    statuses: namedRefs(refs.statuses, row.property_statuses, locale),
    latitude: row.latitude,
    longitude: row.longitude,
    isBanner: row.isBanner,
    isANePasManquer: row.isANePasManquer,
    isSelected: row.isSelected,
    verified_at: row.verified_at ? iso(row.verified_at) : null,
    created_at: iso(row.created_at),
    price_dropped_at: recentPriceDrop(row.price_dropped_at),
  };
}
