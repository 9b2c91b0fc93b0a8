// GET /api/properties/{id}, POST /api/properties/{id}/mobile (counted reveals),
// GET /api/properties/similar and the view counter the details page calls.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyDetails, TPropertyList } from '../../../common/schemas/property.ts';
import { properties, propertyDailyStats } from '../../../server/db/schema.ts';
import {
  recordPropertyView,
  statsDay,
} from '../../../server/services/listings/property-counters.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { visitorHeaders } from '../../helpers/visitors.ts';
import { createProperty, daysFromNow, referenceIds, type RefIds } from '../../helpers/factories.ts';

let t: TestApp;
let refs: RefIds;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  refs = await referenceIds(t.services.db);
});
afterAll(() => t.close());

const db = () => t.services.db;

async function dailyStats(propertyId: number) {
  const [row] = await db()
    .select()
    .from(propertyDailyStats)
    .where(
      and(eq(propertyDailyStats.property_id, propertyId), eq(propertyDailyStats.day, statsDay())),
    );
  return row;
}

async function counters(propertyId: number) {
  const [row] = await db()
    .select({ views: properties.view_count, reveals: properties.phone_reveals })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row!;
}

describe('GET /api/properties/{id}', () => {
  it('answers the whole public page of a property in the locale', async () => {
    const { types, statuses, states, commodities, associated_documents, views, proximities } = refs;
    const property = await createProperty(db(), {
      name_fr: 'Villa à Tipaza',
      name_ar: 'فيلا في تيبازة',
      description_fr: 'Belle villa face à la mer.',
      description_ar: 'فيلا جميلة مقابل البحر.',
      seller_name_fr: 'Agence du Littoral',
      construction_year: 2015,
      num_floors: 2,
      map_link: 'https://maps.example/villa',
      youtube_url: 'https://youtube.example/watch?v=1',
      property_types: [types.villa!],
      property_statuses: [statuses.for_sale!],
      property_states: [states.new!],
      commodities: [commodities.garage!, commodities.lift!],
      views: [views.sea_view!],
      proximities: [proximities.beach!],
      associated_documents: [
        associated_documents.notarial_deed!,
        associated_documents.building_permit!,
      ],
      ispromo: true,
      afterpromo_price: 9_000_000,
      promotion_end_date: daysFromNow(3),
    });
    const response = await t.app.inject({ url: `/api/properties/${property.id}` });
    expect(response.statusCode).toBe(200);
    const details: TPropertyDetails = response.json();
    expect(details).toMatchObject({
      id: property.id,
      name: 'Villa à Tipaza',
      description: 'Belle villa face à la mer.',
      country: 'Algérie',
      seller_name: 'Agence du Littoral',
      construction_year: 2015,
      num_floors: 2,
      map_link: 'https://maps.example/villa',
      youtube_url: 'https://youtube.example/watch?v=1',
      price: 9_000_000,
      ispromo: true,
      types: [{ id: types.villa, name: 'Villa' }],
      states: [{ id: states.new, name: 'Neuf' }],
      commodities: [
        { id: commodities.garage, name: 'Garage' },
        { id: commodities.lift, name: 'Ascenseur' },
      ],
      views: [{ id: views.sea_view, name: 'Vue sur mer' }],
      proximities: [{ id: proximities.beach, name: 'Plage' }],
      furnished_types: [],
      seller_contact: { phone: true, whatsapp: true, email: true },
    });
    expect(details.associated_documents).toEqual([
      { id: associated_documents.notarial_deed, name: 'Acte notarié', category: 'property' },
      {
        id: associated_documents.building_permit,
        name: 'Permis de construire',
        category: 'administration',
      },
    ]);
    // The seller's contacts are only revealed by POST .../mobile.
    for (const key of ['seller_phone', 'seller_whatsapp', 'seller_email', 'search_text'])
      expect(details).not.toHaveProperty(key);

    const ar: TPropertyDetails = (
      await t.app.inject({ url: `/api/properties/${property.id}?locale=ar` })
    ).json();
    expect(ar).toMatchObject({
      name: 'فيلا في تيبازة',
      description: 'فيلا جميلة مقابل البحر.',
      country: 'الجزائر',
      types: [{ name: 'فيلا' }],
    });
  });

  it('answers 404 for a hidden or unknown property', async () => {
    const hidden = await createProperty(db(), { isVisible: false });
    for (const id of [hidden.id, 987654]) {
      const response = await t.app.inject({ url: `/api/properties/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'property.not_found',
        message: 'Property not found',
      });
    }
  });

  it('rejects a bad locale', async () => {
    const property = await createProperty(db());
    const response = await t.app.inject({ url: `/api/properties/${property.id}?locale=de` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid request: locale: must be one of fr, ar, en');
  });

  it('lets browsers and shared caches keep it briefly', async () => {
    const property = await createProperty(db());
    const response = await t.app.inject({ url: `/api/properties/${property.id}` });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=15, s-maxage=30, stale-while-revalidate=15',
    );
  });
});

describe('POST /api/properties/{id}/mobile', () => {
  it("reveals the seller's contacts and counts the reveal once a day per visitor", async () => {
    const property = await createProperty(db(), {
      seller_phone: '0661 22 33 44',
      seller_whatsapp: '',
      seller_email: null,
    });
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/mobile`,
        headers: visitorHeaders('203.0.113.43'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        seller_phone: '0661 22 33 44',
        seller_whatsapp: null,
        seller_email: null,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await counters(property.id)).reveals).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/mobile`,
      headers: visitorHeaders('203.0.113.44'),
    });
    expect((await counters(property.id)).reveals).toBe(2);
    expect(await dailyStats(property.id)).toMatchObject({ phone_reveals: 2, views: 0 });
  });

  it('answers 404, counting nothing, for a hidden property', async () => {
    const hidden = await createProperty(db(), { isVisible: false });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${hidden.id}/mobile`,
    });
    expect(response.statusCode).toBe(404);
    expect((await counters(hidden.id)).reveals).toBe(0);
    expect(await dailyStats(hidden.id)).toBeUndefined();
  });

  it('limits reveals to 30 a minute per client', async () => {
    const property = await createProperty(db());
    const reveal = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/mobile`,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    for (let i = 0; i < 30; i++) expect((await reveal()).statusCode).toBe(200);
    const limited = await reveal();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests: try again in/);
    // Another client is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/mobile`,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('recordPropertyView (called by the details page)', () => {
  it('counts a view in total and for today, once per visitor', async () => {
    const property = await createProperty(db());
    expect(await recordPropertyView(db(), property.id, 'visitor-a')).toBe(true);
    expect(await recordPropertyView(db(), property.id, 'visitor-a')).toBe(true);
    expect(await recordPropertyView(db(), property.id, 'visitor-b')).toBe(true);
    expect(await recordPropertyView(db(), property.id, null)).toBe(true);
    expect((await counters(property.id)).views).toBe(2);
    expect(await dailyStats(property.id)).toMatchObject({ views: 2, phone_reveals: 0 });
  });

  it('counts days on Algerian time', async () => {
    const property = await createProperty(db());
    // 23:30 UTC on 31 March is 00:30 on 1 April in Algiers (UTC+1).
    await recordPropertyView(db(), property.id, 'visitor-a', new Date('2026-03-31T23:30:00Z'));
    const [row] = await db()
      .select()
      .from(propertyDailyStats)
      .where(eq(propertyDailyStats.property_id, property.id));
    expect(row).toMatchObject({ day: '2026-04-01', views: 1 });
  });

  it('counts nothing for a hidden or unknown property', async () => {
    const hidden = await createProperty(db(), { isVisible: false });
    expect(await recordPropertyView(db(), hidden.id, 'visitor-a')).toBe(false);
    expect(await recordPropertyView(db(), 987654, 'visitor-a')).toBe(false);
    expect((await counters(hidden.id)).views).toBe(0);
  });
});

describe('GET /api/properties/similar', () => {
  it('answers visible neighbours of the same type and status within 30% of the price', async () => {
    const { types, statuses } = refs;
    const apartmentForSale = {
      property_types: [types.apartment!],
      property_statuses: [statuses.for_sale!],
    };
    const subject = await createProperty(db(), {
      ...apartmentForSale,
      base_price: 10_000_000,
      wilaya_id: 35,
      latitude: 36.76,
      longitude: 3.47,
    });
    const make = (values: Parameters<typeof createProperty>[1]) =>
      createProperty(db(), { ...apartmentForSale, ...values }).then((row) => row.id);
    const sameWilayaFar = await make({
      base_price: 11_000_000,
      wilaya_id: 35,
      latitude: 36.9,
      longitude: 3.9,
    });
    const sameWilayaNear = await make({
      base_price: 12_500_000,
      wilaya_id: 35,
      latitude: 36.761,
      longitude: 3.471,
    });
    const otherWilayaNear = await make({
      base_price: 10_000_000,
      wilaya_id: 16,
      latitude: 36.75,
      longitude: 3.4,
    });
    const otherWilayaFar = await make({
      base_price: 9_000_000,
      wilaya_id: 31,
      latitude: 35.69,
      longitude: -0.63,
    });
    // Shown price 7.5 M (promotion running) although its base price is far above the band.
    const promoInBand = await make({
      base_price: 20_000_000,
      ispromo: true,
      afterpromo_price: 7_500_000,
      wilaya_id: 16,
      latitude: 36.7,
      longitude: 3.1,
    });
    // Out of the first circle: too expensive, too cheap, other type, other status, hidden.
    const tooExpensive = await make({ base_price: 13_500_000, wilaya_id: 35 });
    await make({ base_price: 6_000_000, wilaya_id: 35 });
    await make({ property_types: [types.villa!], base_price: 10_000_000, wilaya_id: 35 });
    await make({ property_statuses: [statuses.for_rent!], base_price: 10_000_000, wilaya_id: 35 });
    await make({ isVisible: false, base_price: 10_000_000, wilaya_id: 35 });

    const response = await t.app.inject({
      url: `/api/properties/similar?property_id=${subject.id}`,
    });
    expect(response.statusCode).toBe(200);
    const list: TPropertyList = response.json();
    expect(list.data.map((card) => card.id)).toEqual([
      sameWilayaNear,
      sameWilayaFar,
      otherWilayaNear,
      promoInBand,
      otherWilayaFar,
      // Five close matches: the sixth is the same type and status in the same wilaya at the
      // closest price outside the band (13.5 M is nearer 10 M than 6 M is).
      tooExpensive,
    ]);
    expect(list).toMatchObject({ total: 6, page: 1, limit: 6 });
  });

  it('is never empty while other listings are visible: wider circles fill it', async () => {
    const { types, statuses } = refs;
    // The only farm for rent: nothing of its type and status anywhere.
    const subject = await createProperty(db(), {
      property_types: [types.farm!],
      property_statuses: [statuses.for_rent!],
      base_price: 100_000,
      wilaya_id: 1,
    });
    const sameBudgetForRent = await createProperty(db(), {
      property_types: [types.apartment!],
      property_statuses: [statuses.for_rent!],
      base_price: 110_000,
      wilaya_id: 1,
    });
    const list: TPropertyList = (
      await t.app.inject({ url: `/api/properties/similar?property_id=${subject.id}` })
    ).json();
    expect(list.data).toHaveLength(6);
    expect(list.data[0]!.id).toBe(sameBudgetForRent.id);
    expect(list.data.map((card) => card.id)).not.toContain(subject.id);
    expect(new Set(list.data.map((card) => card.id)).size).toBe(6);
  });

  it('answers at most 6 and never the property itself', async () => {
    const { types, statuses } = refs;
    const values = {
      property_types: [types.duplex!],
      property_statuses: [statuses.for_sale!],
      base_price: 30_000_000,
    };
    const subject = await createProperty(db(), values);
    for (let i = 0; i < 8; i++) await createProperty(db(), values);
    const list: TPropertyList = (
      await t.app.inject({ url: `/api/properties/similar?property_id=${subject.id}&locale=en` })
    ).json();
    expect(list.data).toHaveLength(6);
    expect(list.data.map((card) => card.id)).not.toContain(subject.id);
    expect(list.data[0]!.types).toEqual([{ id: types.duplex, name: 'Duplex' }]);
  });

  it('answers 404 for a hidden or unknown property and 400 without property_id', async () => {
    const hidden = await createProperty(db(), { isVisible: false });
    for (const id of [hidden.id, 987654]) {
      const response = await t.app.inject({ url: `/api/properties/similar?property_id=${id}` });
      expect(response.statusCode).toBe(404);
    }
    const missing = await t.app.inject({ url: '/api/properties/similar' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Invalid request: property_id: is required');
    const bad = await t.app.inject({ url: '/api/properties/similar?property_id=x' });
    expect(bad.json().message).toBe('Invalid request: property_id: must be a number');
  });
});
