import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_FLAGS } from '../../../common/schemas/admin-property.ts';
import type { TReferenceList } from '../../../common/schemas/admin-reference.ts';
import * as schema from '../../../server/db/schema.ts';
import { listReferenceItems } from '../../../server/services/reference/reference-lists.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

describe('admin properties', () => {
  let t: TestApp;
  let staff: LoggedIn;
  const ids = { villa: 0, apartment: 0, forSale: 0, forRent: 0, stateNew: 0, pool: 0 };

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    staff = await loginAs(t, 'agent');
    const { db } = t.services;
    const key = async (list: TReferenceList, k: string) =>
      (await listReferenceItems(db, list)).find((item) => item.key === k)!.id;
    ids.villa = await key('types', 'villa');
    ids.apartment = await key('types', 'apartment');
    ids.forSale = await key('statuses', 'for_sale');
    ids.forRent = await key('statuses', 'for_rent');
    ids.stateNew = await key('states', 'new');
    ids.pool = (await listReferenceItems(db, 'commodities'))[0]!.id;
  });
  afterAll(() => t.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name_fr: 'Villa avec piscine à Béjaïa',
    name_en: 'Villa with pool in Bejaia',
    name_ar: 'فيلا مع مسبح في بجاية',
    base_price: 45_000_000,
    ...overrides,
  });
  const create = (body: object) =>
    staff.inject({ method: 'POST', url: '/api/admin/property', payload: body });
  const get = (id: number) => staff.inject({ url: `/api/admin/property/${id}` });
  const patch = (id: number, body: object) =>
    staff.inject({ method: 'PATCH', url: `/api/admin/property/${id}`, payload: body });
  const searchTextOf = async (id: number) =>
    (
      await t.services.db
        .select({ s: schema.properties.search_text })
        .from(schema.properties)
        .where(eq(schema.properties.id, id))
    )[0]!.s;

  it('creates a property with the back-office form rules', async () => {
    const response = await create(
      valid({
        property_types: String(ids.villa),
        property_statuses: [String(ids.forSale)],
        property_states: ids.stateNew,
        commodities: [ids.pool, String(ids.pool)],
        seller_email: '',
        afterpromo_price: '',
        promotion_end_date: '',
        wilaya_id: '6',
        living_area: '250',
        latitude: 36.75,
        longitude: 5.06,
        num_rooms: 6,
        isVisible: 'false',
        price_per_m2: 1,
        search_text: 'hacked',
      }),
    );
    expect(response.statusCode).toBe(201);
    const p = response.json();
    expect(p).toMatchObject({
      name_fr: 'Villa avec piscine à Béjaïa',
      base_price: 45_000_000,
      property_types: [ids.villa],
      property_statuses: [ids.forSale],
      property_states: [ids.stateNew],
      commodities: [ids.pool],
      seller_email: null,
      afterpromo_price: null,
      promotion_end_date: null,
      wilaya_id: 6,
      wilaya_fr: 'Béjaïa',
      wilaya_en: 'Bejaia',
      wilaya_ar: 'بجاية',
      living_area: 250,
      price_per_m2: 180_000,
      isVisible: false,
      isBanner: false,
      country_fr: 'Algérie',
    });
    expect(p.search_text).toBeUndefined();
    const searchText = await searchTextOf(p.id);
    expect(searchText).toContain('bejaia');
    expect(searchText).toContain('villa with pool');
    expect((await get(p.id)).json()).toEqual(p);
  });

  it('keeps given wilaya names, and a promotion when given', async () => {
    const response = await create(
      valid({
        wilaya_id: 16,
        wilaya_fr: 'Alger Centre',
        afterpromo_price: '40000000',
        promotion_end_date: '2099-01-31',
        ispromo: true,
        seller_email: 'vendeur@example.dz',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      wilaya_fr: 'Alger Centre',
      wilaya_en: 'Algiers',
      afterpromo_price: 40_000_000,
      promotion_end_date: '2099-01-31T00:00:00.000Z',
      promo_active: true,
      seller_email: 'vendeur@example.dz',
    });
  });

  it('refuses bad bodies with a 400 naming the problem', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [valid({ name_ar: '' }), /name_ar/],
      [{ name_fr: 'a', name_en: 'b', base_price: 1 }, /name_ar/],
      [valid({ base_price: -5 }), /base_price/],
      [valid({ base_price: 10.5 }), /base_price must be a whole number/],
      [valid({ base_price: 'cheap' }), /base_price must be a number/],
      [valid({ afterpromo_price: 45_000_000 }), /afterpromo_price .* lower than base_price/],
      [valid({ latitude: 48.85, longitude: 2.35 }), /latitude/],
      [valid({ latitude: 36.7, longitude: 13 }), /longitude/],
      [valid({ latitude: 36.7 }), /latitude and longitude/],
      [valid({ property_types: [ids.villa, 99_999] }), /property_types: unknown id 99999/],
      [valid({ commodities: '1,abc' }), /commodities: "abc" is not a valid id/],
      [valid({ furnished_types: [424_242] }), /furnished_types: unknown id/],
      [valid({ wilaya_id: 59 }), /wilaya_id/],
      [valid({ seller_email: 'not-an-email' }), /seller_email/],
      [valid({ images: ['/media/2026/doesnotexist'] }), /images: unknown image/],
      [valid({ images: ['../../etc/passwd'] }), /images/],
      [valid({ promotion_end_date: 'tomorrow' }), /promotion_end_date/],
      [valid({ map_link: 'javascript:alert(1)' }), /map_link/],
      [valid({ isVisible: 'maybe' }), /isVisible/],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
  });

  it('updates only the fields given and recomputes the search text', async () => {
    const created = (
      await create(
        valid({
          name_fr: 'Villa avec piscine',
          name_en: 'Villa with pool',
          name_ar: 'فيلا مع مسبح',
          wilaya_id: 6,
          property_types: [ids.villa],
        }),
      )
    ).json();
    expect(await searchTextOf(created.id)).toContain('bejaia');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await patch(created.id, {
      name_fr: 'Appartement à Oran',
      base_price: '12000000',
      wilaya_id: 31,
      property_types: [ids.apartment],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name_fr: 'Appartement à Oran',
      name_en: created.name_en,
      base_price: 12_000_000,
      wilaya_fr: 'Oran',
      property_types: [ids.apartment],
      created_at: created.created_at,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    const searchText = await searchTextOf(created.id);
    expect(searchText).toContain('appartement a oran');
    expect(searchText).not.toContain('bejaia');
  });

  it('leaves the property unchanged after a bad PATCH', async () => {
    const created = (
      await create(valid({ afterpromo_price: 40_000_000, property_types: [ids.villa] }))
    ).json();
    const bad = [
      { name_fr: 'Nouveau nom', base_price: 30_000_000 }, // below the promo price
      { name_fr: 'Nouveau nom', property_types: [ids.villa, 777_777] },
      { name_fr: 'Nouveau nom', latitude: 0, longitude: 0 },
      { name_fr: '' },
      {},
      { unknown_field: 1 },
    ];
    for (const body of bad) {
      const response = await patch(created.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((await get(created.id)).json()).toEqual(created);
    }
  });

  it('clears optional values with null; "" leaves the promo price as it was', async () => {
    const created = (
      await create(
        valid({ afterpromo_price: 40_000_000, seller_phone: '0550 12 34 56', living_area: 100 }),
      )
    ).json();
    const kept = await patch(created.id, { afterpromo_price: '', living_area: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ afterpromo_price: 40_000_000, living_area: 100 });
    const cleared = await patch(created.id, {
      afterpromo_price: null,
      seller_phone: '',
      living_area: null,
    });
    expect(cleared.json()).toMatchObject({
      afterpromo_price: null,
      seller_phone: null,
      living_area: null,
      price_per_m2: null,
    });
  });

  it('toggles each of the five flags, and persists them', async () => {
    const created = (await create(valid())).json();
    for (const flag of PROPERTY_FLAGS) {
      const before = (await get(created.id)).json()[flag];
      const response = await staff.inject({
        method: 'PATCH',
        url: `/api/admin/property/${created.id}/toggle/${flag}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: created.id, field: flag, value: !before });
      expect((await get(created.id)).json()[flag]).toBe(!before);
    }
    const other = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${created.id}/toggle/base_price`,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(
      /isBanner, isANePasManquer, isVisible, isSelected, ispromo/,
    );
    const unknown = await staff.inject({
      method: 'PATCH',
      url: '/api/admin/property/987654/toggle/isVisible',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a property (404 afterwards)', async () => {
    const created = (await create(valid())).json();
    // Deleting a listing is the superadmin's (decision 0037; tests/api/admin/roles.test.ts).
    const admin = await loginAs(t, 'superadmin');
    const removed = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/property/${created.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(created.id)).statusCode).toBe(404);
    expect(
      (await admin.inject({ method: 'DELETE', url: `/api/admin/property/${created.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await patch(created.id, { name_fr: 'x' })).statusCode).toBe(404);
  });

  it('answers 401 on every property route without a token', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/property' },
      { method: 'GET' as const, url: '/api/admin/property/1' },
      { method: 'POST' as const, url: '/api/admin/property', payload: valid() },
      { method: 'PATCH' as const, url: '/api/admin/property/1', payload: { name_fr: 'x' } },
      { method: 'DELETE' as const, url: '/api/admin/property/1' },
      { method: 'PATCH' as const, url: '/api/admin/property/1/toggle/isVisible' },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode).toBe(401);
  });
});

describe('admin property list', () => {
  let t: TestApp;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    staff = await loginAs(t, 'agent');
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const response = await staff.inject({ url: `/api/admin/property?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: Record<string, unknown>[];
      total: number;
      page: number;
      limit: number;
    };
  };
  const db = () => t.services.db;

  it('lists every property, hidden ones included, paged', async () => {
    const all = await db().select({ id: schema.properties.id }).from(schema.properties);
    const first = await list('limit=7');
    expect(first.total).toBe(all.length);
    expect(first).toMatchObject({ page: 1, limit: 7 });
    expect(first.data).toHaveLength(7);
    const hidden = await list('isVisible=false&limit=100');
    expect(hidden.total).toBeGreaterThan(0);
    expect(hidden.data.every((p) => p.isVisible === false)).toBe(true);
    const pages = await list(`page=2&limit=7`);
    expect(pages.data.map((p) => p.id)).not.toContain(first.data[0]!.id);
  });

  it('filters on every flag', async () => {
    for (const flag of PROPERTY_FLAGS) {
      const yes = await list(`${flag}=true&limit=100`);
      const no = await list(`${flag}=0&limit=100`);
      expect(yes.data.every((p) => p[flag] === true)).toBe(true);
      expect(no.data.every((p) => p[flag] === false)).toBe(true);
      expect(yes.total + no.total).toBe((await list('limit=1')).total);
    }
  });

  it('searches by keyword without accents, by type, price range and wilaya, and sorts', async () => {
    const [sample] = await db()
      .select()
      .from(schema.properties)
      .where(eq(schema.properties.wilaya_id, 6));
    if (sample) {
      const byText = await list('text=BEJAIA&limit=100');
      expect(byText.data.map((p) => p.id)).toContain(sample.id);
    }
    const byId = await list('text=%231');
    expect(byId.data.map((p) => p.id)).toContain(1);

    const typeId = (await list('limit=1')).data[0]!.property_types as number[];
    const byType = await list(`property_type_id=${typeId[0]}&limit=100`);
    expect(byType.data.every((p) => (p.property_types as number[]).includes(typeId[0]!))).toBe(
      true,
    );

    const ranged = await list('min_price=10000000&max_price=30000000&order_by=price_asc&limit=100');
    const prices = ranged.data.map((p) => p.base_price as number);
    expect(prices.every((price) => price >= 10_000_000 && price <= 30_000_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const wilayas = await list('wilayas=16,31&limit=100');
    expect(wilayas.data.every((p) => [16, 31].includes(p.wilaya_id as number))).toBe(true);

    const byName = await list('order_by=name_asc&limit=100');
    const names = byName.data.map((p) => (p.name_fr as string).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const dates = (await list('order_by=date_desc&limit=100')).data.map((p) =>
      Date.parse(p.created_at as string),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('refuses bad query values with 400', async () => {
    for (const query of [
      'order_by=random',
      'limit=1000',
      'page=0',
      'min_price=abc',
      'property_type_id=1,x',
      'isVisible=maybe',
      'min_price=30000000&max_price=10000000',
      'min_bedrooms=4&max_bedrooms=2',
    ]) {
      const response = await staff.inject({ url: `/api/admin/property?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
