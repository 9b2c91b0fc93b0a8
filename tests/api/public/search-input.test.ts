// Bad input answers a clear 400 naming the parameter, never a 500; random valid searches on the
// demo catalogue answer results that satisfy their own filters and order (fast-check).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyCard, TPropertyList } from '../../../common/schemas/property.ts';
import { ORDER_BY } from '../../../common/schemas/search.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { referenceIds, type RefIds } from '../../helpers/factories.ts';

let t: TestApp;
let refs: RefIds;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  refs = await referenceIds(t.services.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('bad parameters', () => {
  const cases: [query: string, parameter: string][] = [
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['page=abc', 'page'],
    ['page=1&page=2', 'page'],
    ['page=1000001', 'page'],
    ['property_type_id=abc', 'property_type_id'],
    ['property_type_id=1,-2', 'property_type_id'],
    ['property_type_id=1.5', 'property_type_id'],
    ['commodity_id=99999999999', 'commodity_id'],
    ['wilayas=59', 'wilayas'],
    ['wilayas=0', 'wilayas'],
    ['order_by=cheapest', 'order_by'],
    ['order_by=PRICE_DESC', 'order_by'],
    ['locale=de', 'locale'],
    ['locale=FR', 'locale'],
    ['min_price=20&max_price=10', 'min_price'],
    ['min_bedrooms=4&max_bedrooms=2', 'min_bedrooms'],
    ['min_lat=37&max_lat=36', 'min_lat'],
    ['min_price=-5', 'min_price'],
    ['min_price=1.5', 'min_price'],
    ['max_price=1e300', 'max_price'],
    ['max_price=Infinity', 'max_price'],
    ['min_living_area=abc', 'min_living_area'],
    ['max_bedrooms=40000', 'max_bedrooms'],
    ['min_lat=91', 'min_lat'],
    ['min_lng=-181', 'min_lng'],
    ['ispromo=yes', 'ispromo'],
    [`text=${'a'.repeat(201)}`, 'text'],
  ];

  it.each(cases)('%s answers 400 naming %s', async (query, parameter) => {
    const response = await get(`/api/properties?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'field', 'message']);
    expect(body.code).toMatch(/^validation\./);
    expect(body.field).toBe(parameter);
    expect(body.message).toContain(parameter);
  });

  it('says what is wrong in plain words', async () => {
    expect((await get('/api/properties?limit=-1')).json().message).toBe(
      'Invalid request: limit: must be at least 1',
    );
    expect((await get('/api/properties?min_price=20&max_price=10')).json().message).toBe(
      'Invalid request: min_price: must not be greater than max_price',
    );
    expect((await get('/api/properties?order_by=cheapest')).json().message).toContain(
      'must be one of price_desc, price_asc, date_desc, date_asc, area_desc, area_asc',
    );
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await get(`/api/properties/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: id: /);
    }
    const unknown = await get('/api/properties/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'property.not_found', message: 'Property not found' });
  });

  it('tolerates odd but harmless keywords', async () => {
    for (const text of ['%', '_', "'; drop table properties; --", '\u0000', '🏠', 'a\\b']) {
      const response = await get(`/api/properties?text=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
    }
  });
});

// Random valid searches: every card satisfies the filters, the order holds, the page adds up.
const idsOf = (list: Record<string, number>) => Object.values(list);
const shownPrice = (card: TPropertyCard) => card.price;
const areaOf = (card: TPropertyCard) => card.living_area || card.land_area;

describe('random valid searches (fast-check)', () => {
  it('answer cards that satisfy their own filters, in order', async () => {
    const priceBound = fc.constantFrom(0, 50_000, 1_000_000, 8_000_000, 20_000_000, 60_000_000);
    const subset = (values: number[]) => fc.subarray(values, { minLength: 1, maxLength: 3 });
    // Up to three filters at a time (more would mostly find nothing on 60 properties), plus a
    // random order, page size, page and language.
    const filters = fc.record({
      property_type_id: subset(idsOf(refs.types)),
      property_status_id: subset(idsOf(refs.statuses)),
      commodity_id: subset(idsOf(refs.commodities)),
      wilayas: subset([6, 9, 16, 31, 35, 42]),
      min_price: priceBound,
      max_price: priceBound,
      max_bedrooms: fc.integer({ min: 0, max: 5 }),
      min_bedrooms: fc.constant(6),
      ispromo: fc.constant(true),
      text: fc.constantFrom('villa', 'alger', 'oran', 'appartement', 'شقة', 'béjaïa'),
    });
    type Filters = Partial<Record<string, unknown>> & {
      property_type_id?: number[];
      property_status_id?: number[];
      wilayas?: number[];
      min_price?: number;
      max_price?: number;
      max_bedrooms?: number;
      min_bedrooms?: number;
      ispromo?: boolean;
      order_by?: (typeof ORDER_BY)[number];
      limit?: number;
      page?: number;
    };
    const query = fc
      .tuple(
        filters,
        fc.subarray(
          [
            'property_type_id',
            'property_status_id',
            'commodity_id',
            'wilayas',
            'min_price',
            'max_price',
            'max_bedrooms',
            'min_bedrooms',
            'ispromo',
            'text',
          ] as const,
          { maxLength: 3 },
        ),
        fc.record(
          {
            order_by: fc.constantFrom(...ORDER_BY),
            limit: fc.integer({ min: 1, max: 30 }),
            page: fc.integer({ min: 1, max: 3 }),
            locale: fc.constantFrom('fr', 'ar', 'en'),
          },
          { requiredKeys: [] },
        ),
      )
      .map(([values, keys, rest]): Filters => ({
        ...Object.fromEntries(keys.map((key) => [key, values[key]])),
        ...rest,
      }));
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
          [q.min_price, q.max_price] = [q.max_price, q.min_price];
        }
        if (q.min_bedrooms !== undefined && q.max_bedrooms !== undefined) delete q.max_bedrooms;
        const params = new URLSearchParams(
          Object.entries(q).map(([key, value]) => [
            key,
            Array.isArray(value) ? value.join(',') : String(value),
          ]),
        );
        const response = await get(`/api/properties?${params}`);
        expect(response.statusCode, response.body).toBe(200);
        const list: TPropertyList = response.json();
        if (list.data.length > 0) answered += 1;
        const limit = q.limit ?? 20;
        expect(list.limit).toBe(limit);
        expect(list.data.length).toBeLessThanOrEqual(limit);
        const before = ((q.page ?? 1) - 1) * limit;
        if (list.data.length === limit) expect(list.total).toBeGreaterThanOrEqual(before + limit);
        else if (list.data.length > 0) expect(list.total).toBe(before + list.data.length);
        else expect(list.total).toBeLessThanOrEqual(before);
        for (const card of list.data) {
          const has = (refsOf: { id: number }[], ids?: number[]) =>
            !ids || refsOf.some((ref) => ids.includes(ref.id));
          expect(has(card.types, q.property_type_id)).toBe(true);
          expect(has(card.statuses, q.property_status_id)).toBe(true);
          if (q.wilayas) expect(q.wilayas).toContain(card.wilaya_id);
          if (q.min_price !== undefined)
            expect(shownPrice(card)).toBeGreaterThanOrEqual(q.min_price);
          if (q.max_price !== undefined) expect(shownPrice(card)).toBeLessThanOrEqual(q.max_price);
          if (q.max_bedrooms !== undefined)
            expect(card.num_bedrooms).toBeLessThanOrEqual(q.max_bedrooms);
          if (q.min_bedrooms !== undefined) expect(card.num_bedrooms).toBeGreaterThanOrEqual(6);
          if (q.ispromo) expect(card.ispromo).toBe(true);
        }
        const order = q.order_by ?? 'price_desc';
        const key = (card: TPropertyCard): number =>
          order === 'price_drop'
            ? // Latest drop first; listings without one after them.
              card.price_dropped_at
              ? Date.parse(card.price_dropped_at)
              : Number.NEGATIVE_INFINITY
            : order.startsWith('price')
              ? shownPrice(card)
              : order.startsWith('date')
                ? Date.parse(card.created_at)
                : (areaOf(card) ?? Number.NaN);
        // Sold and rented listings come after the available ones, each part in the order asked.
        const closedIds = [refs.statuses.sold, refs.statuses.rented];
        const closed = (card: TPropertyCard) =>
          card.statuses.some((status) => closedIds.includes(status.id)) ? 1 : 0;
        const keys = list.data
          .map((card) => [closed(card), key(card)] as const)
          .filter(([, value]) => !Number.isNaN(value));
        const expected = [...keys].sort(
          (a, b) =>
            a[0] - b[0] || (order.endsWith('asc') ? a[1] - b[1] : a[1] === b[1] ? 0 : b[1] - a[1]),
        );
        expect(keys).toEqual(expected);
      }),
      { numRuns: 60 },
    );
    // Not vacuous: a good share of the random searches found something to check.
    expect(answered).toBeGreaterThan(10);
  });
});

describe('random junk (fast-check)', () => {
  const KEYS = [
    'text',
    'locale',
    'page',
    'limit',
    'order_by',
    'property_type_id',
    'wilayas',
    'min_price',
    'max_price',
    'min_lat',
    'max_bedrooms',
    'ispromo',
    'salt',
    'property_id',
  ];
  const junkValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('', ' ', ',', '1,,2', '-0', '0x10', '1e5', 'NaN', 'null', '[]', '%00'),
  );
  const junkQuery = fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string()), junkValue, {
    maxKeys: 5,
  });
  const paths = [
    '/api/properties',
    '/api/banner',
    '/api/properties/similar',
    '/api/properties/wilaya',
    '/api/properties/filter',
    '/api/places/communes',
    '/api/genInfo',
  ];

  it('never answers a 500 on any public read', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), junkQuery, async (path, query) => {
        const response = await get(`${path}?${new URLSearchParams(query)}`);
        expect(
          response.statusCode,
          `${path}?${new URLSearchParams(query)} → ${response.body}`,
        ).toBeLessThan(500);
        expect(response.json()).toBeTypeOf('object');
      }),
      { numRuns: 150 },
    );
  });

  it('never answers a 500 for a junk id in a path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(junkValue, fc.nat().map(String)),
        fc.constantFrom('/api/properties/', '/api/ads/'),
        async (id, prefix) => {
          const response = await get(`${prefix}${encodeURIComponent(id)}`);
          expect(response.statusCode, `${prefix}${id} → ${response.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });
});
