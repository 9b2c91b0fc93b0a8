// Return visits, the read side: cards by ids (favourites, recently viewed), the anonymous
// favourite counts and the dashboard's "most favourited", the price-per-m² context.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs } from '../../helpers/auth.ts';
import {
  createProperty,
  deleteAllProperties,
  referenceIds,
  type RefIds,
} from '../../helpers/factories.ts';

let t: TestApp;
let refs: RefIds;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  refs = await referenceIds(t.services.db);
  await deleteAllProperties(t.services.db);
});
afterAll(() => t?.close());

let client = 0;
const fromNewClient = () => ({ 'x-forwarded-for': `203.0.113.${++client}` });

describe('GET /api/properties/by-ids', () => {
  it('answers the visible cards in the order asked, leaving out hidden and unknown ids', async () => {
    const db = t.services.db;
    const a = await createProperty(db, { name_en: 'Sea view flat' });
    const b = await createProperty(db, { name_en: 'Garden villa' });
    const hidden = await createProperty(db, { isVisible: false });
    const response = await t.app.inject({
      url: `/api/properties/by-ids?ids=${b.id},${hidden.id},999999,${a.id}&locale=en`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((card: { id: number }) => card.id)).toEqual([b.id, a.id]);
    expect(body.data[0].name).toBe('Garden villa');
    expect(body.total).toBe(2);
  });

  it('answers an empty list without ids, and 400 for bad or too many ids', async () => {
    const empty = await t.app.inject({ url: '/api/properties/by-ids' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);
    for (const ids of ['abc', '1,-2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const response = await t.app.inject({ url: `/api/properties/by-ids?ids=${ids}` });
      expect(response.statusCode, ids).toBe(400);
      expect(response.json().message).toMatch(/ids/);
    }
  });
});

describe('favourite counts', () => {
  const favorite = (id: number | string, action: unknown, headers = fromNewClient()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/favorite`,
      headers,
      payload: { action },
    });

  it('counts adds and removes per property, never below zero, and shows them on the dashboard', async () => {
    const db = t.services.db;
    const loved = await createProperty(db, { name_fr: 'Villa très aimée' });
    const liked = await createProperty(db, { name_fr: 'Studio apprécié' });
    for (let i = 0; i < 3; i++) expect((await favorite(loved.id, 'add')).statusCode).toBe(200);
    expect((await favorite(loved.id, 'remove')).json()).toEqual({ favorites: 2 });
    expect((await favorite(liked.id, 'add')).json()).toEqual({ favorites: 1 });
    await favorite(liked.id, 'remove');
    expect((await favorite(liked.id, 'remove')).json()).toEqual({ favorites: 0 });

    const admin = await loginAs(t, 'agent');
    const stats = await admin.inject({ url: '/api/admin/stat/favorites' });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body.top[0]).toMatchObject({
      id: loved.id,
      name: 'Villa très aimée',
      favorites: 2,
      adds: 3,
      removes: 1,
    });
    // A property nobody keeps any more is not "most favourited".
    expect(body.top.map((row: { id: number }) => row.id)).not.toContain(liked.id);
    expect(body.total_favorites).toBe(2);
    expect((await t.app.inject({ url: '/api/admin/stat/favorites' })).statusCode).toBe(401);
  });

  it('refuses bad input with a 4xx: unknown action, unknown or hidden property', async () => {
    const db = t.services.db;
    const hidden = await createProperty(db, { isVisible: false });
    expect((await favorite(1, 'like')).statusCode).toBe(400);
    expect((await favorite('abc', 'add')).statusCode).toBe(400);
    expect((await favorite(999999, 'add')).statusCode).toBe(404);
    expect((await favorite(hidden.id, 'add')).statusCode).toBe(404);
    // Taking a heart back from a property hidden since is still counted.
    expect((await favorite(hidden.id, 'remove')).statusCode).toBe(200);
  });

  it('is rate-limited per client', async () => {
    const db = t.services.db;
    const property = await createProperty(db);
    const headers = fromNewClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await favorite(property.id, 'add', headers)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/properties/{id}/price-context', () => {
  const context = (id: number, locale = 'fr') =>
    t.app.inject({ url: `/api/properties/${id}/price-context?locale=${locale}` });

  it('compares with the median price per m² of the same type in the same wilaya, from 5 comparables', async () => {
    const db = t.services.db;
    await deleteAllProperties(db);
    const villa = refs.types.villa!;
    const apartment = refs.types.apartment!;
    const sale = refs.statuses.for_sale!;
    const rent = refs.statuses.for_rent!;
    const subject = await createProperty(db, {
      property_types: [villa],
      property_statuses: [sale],
      wilaya_id: 42,
      base_price: 36_000_000,
      living_area: 200, // 180,000 DA/m²
    });
    const comparable = (pricePerM2: number, overrides = {}) =>
      createProperty(db, {
        property_types: [villa],
        property_statuses: [sale],
        wilaya_id: 42,
        base_price: pricePerM2 * 100,
        living_area: 100,
        ...overrides,
      });
    // Four comparables: not enough to say anything.
    for (const price of [150_000, 190_000, 200_000, 250_000]) await comparable(price);
    // Not comparable: another wilaya, another type, a rental, a hidden listing.
    await comparable(900_000, { wilaya_id: 16 });
    await comparable(900_000, { property_types: [apartment] });
    await comparable(900, { property_statuses: [rent] });
    await comparable(900_000, { isVisible: false });
    // Four in the wilaya: the whole country's villas for sale answer instead, said so.
    let answer = (await context(subject.id)).json();
    expect(answer).toMatchObject({
      available: true,
      scope: 'country',
      comparables: 5,
      median_price_per_m2: 200_000,
      wilaya: { id: 42 },
    });

    await comparable(210_000);
    const response = await context(subject.id, 'en');
    expect(response.statusCode).toBe(200);
    answer = response.json();
    expect(answer).toMatchObject({
      available: true,
      comparables: 5,
      median_price_per_m2: 200_000,
      price_per_m2: 180_000,
      difference_percent: -10,
      type: { id: villa, name: 'Villa' },
      wilaya: { id: 42, name: 'Tipaza' },
      scope: 'wilaya',
    });

    // A running promotion: the page shows the promotional price, and so does its per m².
    await db
      .update(properties)
      .set({ ispromo: true, afterpromo_price: 32_000_000, promotion_end_date: null })
      .where(eq(properties.id, subject.id));
    answer = (await context(subject.id)).json();
    expect(answer).toMatchObject({ price_per_m2: 160_000, difference_percent: -20 });
  });

  it('says nothing with fewer than 5 sales in the whole country; a sold one counts', async () => {
    const db = t.services.db;
    await deleteAllProperties(db);
    const subject = await createProperty(db, {
      property_types: [refs.types.farm!],
      property_statuses: [refs.statuses.for_sale!],
      wilaya_id: 42,
      base_price: 30_000_000,
      living_area: 100,
    });
    for (let i = 0; i < 4; i++) {
      await createProperty(db, {
        property_types: [refs.types.farm!],
        property_statuses: [refs.statuses.for_sale!],
        wilaya_id: 16,
        base_price: 20_000_000,
        living_area: 100,
      });
    }
    expect((await context(subject.id)).json()).toMatchObject({ available: false, comparables: 4 });
    // A sold farm is a sale too: the fifth comparable.
    await createProperty(db, {
      property_types: [refs.types.farm!],
      property_statuses: [refs.statuses.sold!],
      wilaya_id: 16,
      base_price: 20_000_000,
      living_area: 100,
    });
    expect((await context(subject.id)).json()).toMatchObject({
      available: true,
      scope: 'country',
      comparables: 5,
    });
  });

  it('answers 404 for an unknown or hidden property and 400 for a bad id', async () => {
    const db = t.services.db;
    const hidden = await createProperty(db, { isVisible: false });
    expect((await context(hidden.id)).statusCode).toBe(404);
    expect((await context(999999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/properties/x/price-context' })).statusCode).toBe(400);
    await db.update(properties).set({ isVisible: true }).where(eq(properties.id, hidden.id));
    expect((await context(hidden.id)).statusCode).toBe(200);
  });
});
