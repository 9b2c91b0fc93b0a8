// SQL pieces the benchmark's floors share: the shown price (a running promotion's price, else
// the base price) and the columns of a list card, as server/services/search/property-search.ts
// selects them.
export const PROMO = `(c.is_promo and c.afterpromo_price is not null
  and (c.promotion_end_date is null or c.promotion_end_date > now()))`;
export const SHOWN_PRICE = `(case when ${PROMO} then c.afterpromo_price else c.base_price end)`;

// What a list card needs, type and status names included.
export const CARD_COLUMNS = `c.id, c.name_fr, c.name_en, c.name_ar, c.address_fr, c.address_en,
  c.address_ar, c.city_fr, c.city_en, c.city_ar, c.wilaya_id, c.wilaya_fr, c.wilaya_en,
  c.wilaya_ar, c.base_price, c.afterpromo_price, c.promotion_end_date, ${PROMO} as promo_active,
  c.living_area, c.land_area, c.price_per_m2, c.num_rooms, c.num_bedrooms, c.num_bathrooms,
  c.images, c.latitude, c.longitude, c.is_banner, c.is_a_ne_pas_manquer, c.is_selected,
  c.verified_at, c.created_at,
  (select array_agg(t.name_fr order by t.sort_order, t.id) from property_types t
    where t.id = any(c.property_types)) as types,
  (select array_agg(s.name_fr order by s.sort_order, s.id) from property_statuses s
    where s.id = any(c.property_statuses)) as statuses`;
