// GET /api/properties against a small catalogue whose right answers are known: each parameter's
// effect, ANY within a list and AND across lists, the shown (promotional) price, sort orders,
// pages, languages and the visibility rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyCard, TPropertyList } from '../../../common/schemas/property.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty, daysFromNow, referenceIds, type RefIds } from '../../helpers/factories.ts';

let t: TestApp;
let refs: RefIds;
const ids: Record<string, number> = {};

async function search(query: string): Promise<TPropertyList> {
  const response = await t.app.inject({ url: `/api/properties${query ? `?${query}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The fixture names of the properties found, in the order answered. */
async function found(query: string): Promise<string[]> {
  const { data } = await search(query);
  return data.map((card) => nameOf(card));
}
const nameOf = (card: Pick<TPropertyCard, 'id'>) =>
  Object.keys(ids).find((key) => ids[key] === card.id) ?? `#${card.id}`;
const sorted = (names: string[]) => [...names].sort();

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const db = t.services.db;
  refs = await referenceIds(db);
  const { types, statuses, commodities, views } = refs;
  const make = async (key: string, values: Parameters<typeof createProperty>[1]) => {
    ids[key] = (await createProperty(db, values)).id;
  };
  await make('villaBejaia', {
    name_fr: 'Villa avec piscine',
    name_en: 'Villa with pool',
    name_ar: 'فيلا مع مسبح',
    city_fr: 'Béjaïa',
    city_en: 'Bejaia',
    city_ar: 'بجاية',
    address_fr: 'Quartier Sidi Ahmed, Béjaïa',
    wilaya_id: 6,
    wilaya_fr: 'Béjaïa',
    wilaya_en: 'Bejaia',
    wilaya_ar: 'بجاية',
    base_price: 50_000_000,
    living_area: 300,
    land_area: 500,
    num_bedrooms: 5,
    num_bathrooms: 3,
    num_rooms: 7,
    num_floors: 2,
    latitude: 36.75,
    longitude: 5.06,
    property_types: [types.villa!],
    property_statuses: [statuses.for_sale!],
    commodities: [commodities.garage!, commodities.swimming_pool!],
    views: [views.sea_view!],
    created_at: daysFromNow(-10),
  });
  await make('rentAlger', {
    name_fr: 'Appartement F3 à louer',
    base_price: 80_000,
    living_area: 90,
    num_bedrooms: 2,
    num_bathrooms: 1,
    num_rooms: 3,
    property_types: [types.apartment!],
    property_statuses: [statuses.for_rent!],
    commodities: [commodities.lift!],
    created_at: daysFromNow(-5),
  });
  await make('promoAlger', {
    name_fr: 'Appartement F4 en promotion',
    base_price: 20_000_000,
    ispromo: true,
    afterpromo_price: 15_000_000,
    promotion_end_date: daysFromNow(10),
    living_area: 120,
    num_bedrooms: 3,
    num_bathrooms: 2,
    property_types: [types.apartment!],
    property_statuses: [statuses.for_sale!],
    created_at: daysFromNow(-2),
  });
  await make('expiredOran', {
    name_fr: 'Maison à Oran',
    city_fr: 'Oran',
    wilaya_id: 31,
    wilaya_fr: 'Oran',
    base_price: 30_000_000,
    ispromo: true,
    afterpromo_price: 25_000_000,
    promotion_end_date: daysFromNow(-1),
    living_area: 150,
    num_bedrooms: 7,
    num_bathrooms: 3,
    num_rooms: 9,
    num_floors: 2,
    latitude: 35.69,
    longitude: -0.63,
    property_types: [types.house!],
    property_statuses: [statuses.for_sale!],
    created_at: daysFromNow(-20),
  });
  await make('landBlida', {
    name_fr: 'Terrain constructible',
    city_fr: 'Blida',
    wilaya_id: 9,
    wilaya_fr: 'Blida',
    base_price: 8_000_000,
    living_area: null,
    land_area: 600,
    num_bedrooms: null,
    num_bathrooms: null,
    num_rooms: null,
    num_floors: null,
    latitude: 36.47,
    longitude: 2.83,
    property_types: [types.land!],
    property_statuses: [statuses.for_sale!],
    created_at: daysFromNow(-1),
  });
  await make('featuredAlger', {
    name_fr: 'Appartement de luxe',
    name_en: '',
    name_ar: 'شقة فاخرة في الجزائر العاصمة',
    base_price: 12_000_000,
    ispromo: true,
    afterpromo_price: 9_000_000,
    promotion_end_date: null,
    living_area: 70,
    num_bedrooms: 1,
    isANePasManquer: true,
    isSelected: true,
    property_types: [types.apartment!],
    property_statuses: [statuses.for_sale!],
    created_at: daysFromNow(-30),
  });
  await make('hiddenVilla', {
    name_fr: 'Villa cachée à Béjaïa',
    city_fr: 'Béjaïa',
    wilaya_id: 6,
    base_price: 60_000_000,
    isVisible: false,
    ispromo: true,
    afterpromo_price: 10_000_000,
    isANePasManquer: true,
    isSelected: true,
    property_types: [types.villa!],
    property_statuses: [statuses.for_sale!],
    commodities: [commodities.garage!],
    created_at: daysFromNow(0),
  });
});
afterAll(() => t.close());

const VISIBLE = [
  'villaBejaia',
  'rentAlger',
  'promoAlger',
  'expiredOran',
  'landBlida',
  'featuredAlger',
];

describe('the list envelope and the default order', () => {
  it('answers every visible property, the highest shown price first', async () => {
    const list = await search('');
    expect(list).toMatchObject({ total: 6, page: 1, limit: 20 });
    expect(list.data.map(nameOf)).toEqual([
      'villaBejaia', // 50 M
      'expiredOran', // 30 M: its promotion ended, base price again
      'promoAlger', // 15 M promotional (20 M base)
      'featuredAlger', // 9 M promotional, no end date (12 M base)
      'landBlida', // 8 M
      'rentAlger', // 80 000
    ]);
  });

  it('never answers a hidden property, whatever the filter', async () => {
    for (const query of [
      'text=cachee',
      'ispromo=true',
      'isSelected=true',
      'wilayas=6',
      'min_price=55000000',
    ]) {
      const names = await found(query);
      expect(names, query).not.toContain('hiddenVilla');
    }
    expect(await found('text=cachee')).toEqual([]);
  });

  it('shapes a card in the requested language with the shown price', async () => {
    const { data } = await search('locale=fr&text=promotion');
    expect(data).toHaveLength(1);
    const card = data[0]!;
    expect(card).toMatchObject({
      id: ids.promoAlger,
      name: 'Appartement F4 en promotion',
      city: 'Alger Centre',
      wilaya: 'Alger',
      wilaya_id: 16,
      price: 15_000_000,
      base_price: 20_000_000,
      afterpromo_price: 15_000_000,
      ispromo: true,
      living_area: 120,
      num_bedrooms: 3,
      types: [{ id: refs.types.apartment, name: 'Appartement' }],
      statuses: [{ id: refs.statuses.for_sale, name: 'À vendre' }],
      images: ['/media/test/photo-1'],
      isANePasManquer: false,
    });
    expect(new Date(card.created_at).toISOString()).toBe(card.created_at);
    expect(card.price_per_m2).toBe(Math.round(20_000_000 / 120));
    expect(card).not.toHaveProperty('seller_phone');
    expect(card).not.toHaveProperty('search_text');
  });

  it('speaks Arabic and English, falling back to French for a missing text', async () => {
    const ar = await search(`locale=ar&text=luxe`);
    expect(ar.data[0]).toMatchObject({
      name: 'شقة فاخرة في الجزائر العاصمة',
      city: 'الجزائر الوسطى',
      statuses: [{ name: 'للبيع' }],
    });
    const en = await search(`locale=en&text=luxe`);
    expect(en.data[0]).toMatchObject({
      name: 'Appartement de luxe', // name_en is empty
      city: 'Algiers Centre',
      statuses: [{ name: 'For sale' }],
    });
  });
});

describe('promotions', () => {
  it('ispromo=true finds only running promotions (not an ended one)', async () => {
    expect(sorted(await found('ispromo=true'))).toEqual(['featuredAlger', 'promoAlger']);
    expect(sorted(await found('ispromo=false'))).toEqual(sorted(VISIBLE));
  });

  it('reports an ended promotion as no promotion, at its base price', async () => {
    const { data } = await search('wilayas=31');
    expect(data[0]).toMatchObject({
      ispromo: false,
      price: 30_000_000,
      afterpromo_price: 25_000_000,
    });
  });

  it('filters prices on the shown price', async () => {
    // promoAlger (20 M base, 15 M shown) and featuredAlger (12 M base, 9 M shown) are in;
    // expiredOran (25 M promotional but ended: 30 M) is out.
    expect(sorted(await found('min_price=9000000&max_price=26000000'))).toEqual([
      'featuredAlger',
      'promoAlger',
    ]);
    expect(await found('min_price=16000000&max_price=21000000')).toEqual([]);
    expect(await found('min_price=9000000&max_price=9500000')).toEqual(['featuredAlger']);
    expect(sorted(await found('max_price=8000000'))).toEqual(['landBlida', 'rentAlger']);
    expect(await found('min_price=30000000')).toEqual(['villaBejaia', 'expiredOran']);
  });
});

describe('filters', () => {
  it('matches ANY id within a list', async () => {
    const { types } = refs;
    expect(sorted(await found(`property_type_id=${types.villa},${types.land}`))).toEqual([
      'landBlida',
      'villaBejaia',
    ]);
    expect(sorted(await found(`property_type_id=${types.apartment}`))).toEqual([
      'featuredAlger',
      'promoAlger',
      'rentAlger',
    ]);
  });

  it('combines different lists with AND', async () => {
    const { types, statuses } = refs;
    expect(
      sorted(
        await found(`property_type_id=${types.apartment}&property_status_id=${statuses.for_sale}`),
      ),
    ).toEqual(['featuredAlger', 'promoAlger']);
    expect(
      await found(`property_type_id=${types.villa}&property_status_id=${statuses.for_rent}`),
    ).toEqual([]);
  });

  it('filters amenities and views by id lists', async () => {
    const { commodities, views } = refs;
    expect(sorted(await found(`commodity_id=${commodities.garage},${commodities.lift}`))).toEqual([
      'rentAlger',
      'villaBejaia',
    ]);
    expect(await found(`commodity_id=${commodities.garage}&view_id=${views.sea_view}`)).toEqual([
      'villaBejaia',
    ]);
    expect(await found(`commodity_id=${commodities.lift}&view_id=${views.sea_view}`)).toEqual([]);
  });

  it('filters wilayas', async () => {
    expect(sorted(await found('wilayas=6,31'))).toEqual(['expiredOran', 'villaBejaia']);
    expect(sorted(await found('wilayas=16'))).toEqual(['featuredAlger', 'promoAlger', 'rentAlger']);
    expect(await found('wilayas=58')).toEqual([]);
  });

  it('reads bedroom pickers as the product says: 0-5 an upper bound, 6+ a lower bound', async () => {
    expect(sorted(await found('max_bedrooms=2'))).toEqual(['featuredAlger', 'rentAlger']);
    expect(await found('min_bedrooms=6')).toEqual(['expiredOran']);
    // A property with no bedroom count (the land) matches no bedroom filter.
    expect(await found('max_bedrooms=0')).toEqual([]);
    expect(sorted(await found('min_bedrooms=3&max_bedrooms=5'))).toEqual([
      'promoAlger',
      'villaBejaia',
    ]);
  });

  it('bounds bathrooms, rooms and floors the same way', async () => {
    expect(sorted(await found('min_bathrooms=3'))).toEqual(['expiredOran', 'villaBejaia']);
    expect(await found('max_bathrooms=1&max_price=100000')).toEqual(['rentAlger']);
    expect(await found('min_rooms=6&max_rooms=8')).toEqual(['villaBejaia']);
    expect(sorted(await found('min_floors=2'))).toEqual(['expiredOran', 'villaBejaia']);
  });

  it('filters living area, land area and price per m²', async () => {
    expect(sorted(await found('min_living_area=120&max_living_area=150'))).toEqual([
      'expiredOran',
      'promoAlger',
    ]);
    expect(sorted(await found('min_land_area=550'))).toEqual(['landBlida']);
    // price_per_m2 is base price per m² of living area (else land): land 8 M / 600 = 13 333.
    expect(await found('max_price_per_m2=20000&min_price_per_m2=10000')).toEqual(['landBlida']);
  });

  it('keeps properties inside the map bounds', async () => {
    expect(await found('min_lat=36.6&max_lat=36.9&min_lng=4.9&max_lng=5.2')).toEqual([
      'villaBejaia',
    ]);
    // Longitudes west of Greenwich are negative (Oran).
    expect(await found('min_lat=35&max_lat=36&min_lng=-1&max_lng=0')).toEqual(['expiredOran']);
  });

  it('filters the home page flags', async () => {
    expect(await found('isANePasManquer=true')).toEqual(['featuredAlger']);
    expect(await found('isSelected=1')).toEqual(['featuredAlger']);
  });

  it('ignores empty parameters', async () => {
    expect((await search('text=&property_type_id=&min_price=&order_by=&page=&limit=')).total).toBe(
      6,
    );
  });
});

describe('keyword search', () => {
  it('ignores case and accents', async () => {
    for (const text of ['bejaia', 'BÉJAÏA', 'Béjaïa', 'bejaïa']) {
      expect(await found(`text=${encodeURIComponent(text)}`), text).toEqual(['villaBejaia']);
    }
  });

  it('matches name, address, city, wilaya and description in every language', async () => {
    expect(await found('text=piscine')).toEqual(['villaBejaia']); // French name
    expect(await found('text=pool')).toEqual(['villaBejaia']); // English name
    // (« Sidi Ahmed » alone names a commune of Saïda: the query understanding reads it as a place.)
    expect(await found('text=quartier%20sidi')).toEqual(['villaBejaia']); // address
    expect(await found('text=oran')).toEqual(['expiredOran']); // city / wilaya
    expect((await found('text=test%20property')).length).toBe(6); // English description
  });

  it('finds Arabic as typed, whatever the form of alef or final ta marbuta', async () => {
    expect(await found(`text=${encodeURIComponent('بجاية')}`)).toEqual(['villaBejaia']);
    expect(await found(`text=${encodeURIComponent('فاخرة')}`)).toEqual(['featuredAlger']);
    expect(await found(`text=${encodeURIComponent('فاخره')}`)).toEqual(['featuredAlger']);
    expect(await found(`text=${encodeURIComponent('مسبح')}`)).toEqual(['villaBejaia']);
  });

  it('combines a keyword with the shown price, promotions and every sort order', async () => {
    expect(await found('text=appartement&max_price=9500000')).toEqual([
      'featuredAlger', // 9 M shown (12 M base)
      'rentAlger',
    ]);
    expect(await found('text=appartement&min_price=10000000')).toEqual(['promoAlger']);
    expect(sorted(await found('text=appartement&ispromo=true'))).toEqual([
      'featuredAlger',
      'promoAlger',
    ]);
    expect(await found('text=appartement&order_by=price_asc')).toEqual([
      'rentAlger',
      'featuredAlger',
      'promoAlger',
    ]);
    expect(await found('text=appartement&order_by=date_desc')).toEqual([
      'promoAlger',
      'rentAlger',
      'featuredAlger',
    ]);
    expect(await found('text=appartement&order_by=area_desc')).toEqual([
      'promoAlger',
      'rentAlger',
      'featuredAlger',
    ]);
  });

  it('pages a keyword search with the right total, also past the end', async () => {
    const first = await search('text=test&limit=4&page=1&order_by=price_asc');
    const second = await search('text=test&limit=4&page=2&order_by=price_asc');
    expect(first).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(second).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect([...first.data, ...second.data].map(nameOf)).toEqual([
      ...(await found('order_by=price_asc')),
    ]);
    expect(await search('text=test&limit=4&page=3')).toMatchObject({ data: [], total: 6 });
    expect(await search('text=nowhere&page=3')).toMatchObject({ data: [], total: 0 });
  });

  it('needs every word of the keyword', async () => {
    expect(await found('text=villa%20bejaia')).toEqual(['villaBejaia']);
    expect(await found('text=villa%20oran')).toEqual([]);
    expect(await found('text=%25%25%25')).toHaveLength(6); // punctuation only: no keyword
  });
});

describe('sort orders and pages', () => {
  it('sorts by shown price, date and area both ways', async () => {
    const byPriceDesc = [
      'villaBejaia',
      'expiredOran',
      'promoAlger',
      'featuredAlger',
      'landBlida',
      'rentAlger',
    ];
    expect(await found('order_by=price_desc')).toEqual(byPriceDesc);
    expect(await found('order_by=price_asc')).toEqual([...byPriceDesc].reverse());
    const newestFirst = [
      'landBlida',
      'promoAlger',
      'rentAlger',
      'villaBejaia',
      'expiredOran',
      'featuredAlger',
    ];
    expect(await found('order_by=date_desc')).toEqual(newestFirst);
    expect(await found('order_by=date_asc')).toEqual([...newestFirst].reverse());
    // Area: living area, else land area (the land's 600 m²).
    const largestFirst = [
      'landBlida',
      'villaBejaia',
      'expiredOran',
      'promoAlger',
      'rentAlger',
      'featuredAlger',
    ];
    expect(await found('order_by=area_desc')).toEqual(largestFirst);
    expect(await found('order_by=area_asc')).toEqual([...largestFirst].reverse());
  });

  it('pages through the results with the right total, without repeats or gaps', async () => {
    for (const order of ['price_desc', 'price_asc', 'date_desc', 'area_asc']) {
      const all = await found(`order_by=${order}`);
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const list = await search(`order_by=${order}&limit=2&page=${page}`);
        expect(list).toMatchObject({ total: 6, page, limit: 2 });
        pages.push(...list.data.map(nameOf));
      }
      expect(pages, order).toEqual(all);
    }
    const beyond = await search('limit=2&page=4');
    expect(beyond).toMatchObject({ data: [], total: 6, page: 4, limit: 2 });
  });

  it('pages a filtered, promotion-split result correctly', async () => {
    const query = 'min_price=50000&max_price=40000000';
    const all = await found(`${query}&order_by=price_asc`);
    expect(all).toEqual(['rentAlger', 'landBlida', 'featuredAlger', 'promoAlger', 'expiredOran']);
    const second = await search(`${query}&order_by=price_asc&limit=2&page=2`);
    expect(second.total).toBe(5);
    expect(second.data.map(nameOf)).toEqual(['featuredAlger', 'promoAlger']);
  });

  it('caps the page size at 100', async () => {
    expect((await search('limit=100000')).limit).toBe(100);
  });
});
