// The other public reads: banner (stable shuffle per salt), counts per wilaya, filter options,
// advertiser pages, general info; and the OpenAPI document listing every public call.
import { DEFAULT_OPENING_HOURS } from '../../../common/opening-hours.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAd } from '../../../common/schemas/ad.ts';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type { TFilterOptions } from '../../../common/schemas/reference.ts';
import { ads } from '../../../server/db/schema.ts';
import { AGENCY } from '../../../server/db/seed/demo/agency.ts';
import { FINANCING_NOT_SET } from '../../helpers/financing.ts';
import * as referenceData from '../../../server/db/seed/reference-data.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty, daysFromNow } from '../../helpers/factories.ts';

let t: TestApp;
const banners: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const db = t.services.db;
  for (let i = 0; i < 7; i++) {
    const row = await createProperty(db, { isBanner: true, created_at: daysFromNow(-i) });
    banners.push(row.id);
  }
  await createProperty(db, { isBanner: true, isVisible: false });
  await createProperty(db, { isBanner: false });
  // Per wilaya: Alger 8 visible (the 7 banners and one more), Oran 2 (+1 hidden), Béjaïa 1.
  await createProperty(db, { wilaya_id: 31 });
  await createProperty(db, { wilaya_id: 31 });
  await createProperty(db, { wilaya_id: 31, isVisible: false });
  await createProperty(db, { wilaya_id: 6 });
  await createProperty(db, { wilaya_id: null });
});
afterAll(() => t.close());

const getJson = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/banner', () => {
  const ids = (list: TPropertyList) => list.data.map((card) => card.id);

  it('answers visible banner properties, 6 per page by default, newest first without a salt', async () => {
    const list = await getJson<TPropertyList>('/api/banner');
    expect(list).toMatchObject({ total: 7, page: 1, limit: 6 });
    expect(ids(list)).toEqual(banners.slice(0, 6));
    expect(list.data.every((card) => card.isBanner)).toBe(true);
  });

  it('shuffles in a stable order per salt, so pages neither repeat nor skip', async () => {
    const all = ids(await getJson<TPropertyList>('/api/banner?salt=abc&limit=20'));
    expect([...all].sort((a, b) => a - b)).toEqual([...banners].sort((a, b) => a - b));
    expect(ids(await getJson<TPropertyList>('/api/banner?salt=abc&limit=20'))).toEqual(all);
    const pages: number[] = [];
    for (let page = 1; page <= 4; page++) {
      pages.push(...ids(await getJson<TPropertyList>(`/api/banner?salt=abc&limit=2&page=${page}`)));
    }
    expect(pages).toEqual(all);
    const other = ids(await getJson<TPropertyList>('/api/banner?salt=xyz-42&limit=20'));
    expect(other).not.toEqual(all);
    expect([...other].sort()).toEqual([...all].sort());
  });

  it('rejects a salt with odd characters', async () => {
    const response = await t.app.inject({ url: '/api/banner?salt=%27%20or%201%3D1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: salt: /);
  });
});

describe('GET /api/properties/wilaya', () => {
  it('counts visible properties per wilaya, the busiest first, named in the locale', async () => {
    const list = await getJson<{ data: unknown[]; total: number }>(
      '/api/properties/wilaya?locale=ar',
    );
    expect(list.data).toEqual([
      { id: 16, code: '16', name: 'الجزائر', count: 8 },
      { id: 31, code: '31', name: 'وهران', count: 2 },
      { id: 6, code: '06', name: 'بجاية', count: 1 },
    ]);
    expect(list.total).toBe(3);
    const fr = await getJson<{ data: { name: string }[] }>('/api/properties/wilaya');
    expect(fr.data.map((w) => w.name)).toEqual(['Alger', 'Oran', 'Béjaïa']);
  });
});

describe('GET /api/properties/filter', () => {
  it('answers every option list with string ids and names in all languages', async () => {
    const options = await getJson<TFilterOptions>('/api/properties/filter?locale=en');
    const expected: [keyof TFilterOptions, readonly { name_fr: string }[]][] = [
      ['types', referenceData.PROPERTY_TYPES],
      ['states', referenceData.PROPERTY_STATES],
      ['statuses', referenceData.PROPERTY_STATUSES],
      ['commodities', referenceData.COMMODITIES],
      ['security_accessibilities', referenceData.SECURITY_ACCESSIBILITIES],
      ['associated_documents', referenceData.ASSOCIATED_DOCUMENTS],
      ['proximities', referenceData.PROXIMITIES],
      ['views', referenceData.VIEWS],
      ['other_characteristics', referenceData.OTHER_CHARACTERISTICS],
      ['furnished_types', referenceData.FURNISHED_TYPES],
    ];
    for (const [list, items] of expected) {
      expect(
        options[list].map((item) => item.name_fr),
        list,
      ).toEqual(items.map((item) => item.name_fr));
      for (const item of options[list]) {
        expect(item.id).toMatch(/^\d+$/);
        expect(item.name).toBe(item.name_en);
      }
    }
    expect(options.statuses.map((s) => s.name)).toEqual(['For sale', 'For rent', 'Sold', 'Rented']);
    expect(options.associated_documents[0]).toMatchObject({
      name: 'Notarial deed',
      name_fr: 'Acte notarié',
      category: 'property',
    });
    expect(options.document_categories.map((c) => c.id)).toEqual([
      'property',
      'cadastral',
      'administration',
      'fiscal',
      'construction',
      'other',
    ]);
    expect(options.document_categories[0]).toMatchObject({ name: 'Property titles' });
  });

  it('names items in French by default and in Arabic on request', async () => {
    const fr = await getJson<TFilterOptions>('/api/properties/filter');
    expect(fr.types[0]).toMatchObject({ name: 'Villa', name_ar: 'فيلا' });
    const ar = await getJson<TFilterOptions>('/api/properties/filter?locale=ar');
    expect(ar.statuses[0]!.name).toBe('للبيع');
  });
});

describe('GET /api/ads/{id}', () => {
  it('answers a visible ad in the locale, falling back to French', async () => {
    const [ad] = await t.services.db
      .insert(ads)
      .values({
        name_fr: 'Promoteur Horizon',
        name_ar: 'مرقي الأفق',
        whoAreWeFr: 'Un promoteur de Tipaza.',
        whoAreWeAr: 'مرقي عقاري من تيبازة.',
        ourProductFr: 'Des appartements neufs.',
        workHoursFr: '9 h – 17 h 30',
        fullAddressFr: 'Cité des 100 logements, Tipaza',
        phoneNumber: '024 00 00 00',
        images: ['/media/ad/1'],
        lattitude: 36.59,
        longitude: 2.45,
      })
      .returning();
    const ar = await getJson<TAd>(`/api/ads/${ad!.id}?locale=ar`);
    expect(ar).toMatchObject({
      id: ad!.id,
      name: 'مرقي الأفق',
      whoAreWe: 'مرقي عقاري من تيبازة.',
      ourProduct: 'Des appartements neufs.', // no Arabic text: French
      workHours: '9 h – 17 h 30',
      fullAddress: 'Cité des 100 logements, Tipaza',
      phoneNumber: '024 00 00 00',
      images: ['/media/ad/1'],
      lattitude: 36.59,
      isLinkOnly: false,
    });
    expect(ar).not.toHaveProperty('whoAreWeFr');
  });

  it('answers 404 with the documented message for a hidden or unknown ad', async () => {
    const [hidden] = await t.services.db
      .insert(ads)
      .values({ name_fr: 'Cachée', isVisible: false })
      .returning();
    for (const id of [hidden!.id, 987654]) {
      const response = await t.app.inject({ url: `/api/ads/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'ad.not_found',
        message: 'This ad is not available.',
      });
    }
  });
});

describe('GET /api/genInfo', () => {
  it("answers the agency's office and contacts, the address in the locale", async () => {
    const info = await getJson<Record<string, unknown>>('/api/genInfo?locale=en');
    expect(info).toEqual({
      latitude: AGENCY.lat,
      longitude: AGENCY.lng,
      phone: AGENCY.phone,
      whatsapp: AGENCY.whatsapp,
      email: AGENCY.email,
      address: AGENCY.address.en,
      address_fr: AGENCY.address.fr,
      address_en: AGENCY.address.en,
      address_ar: AGENCY.address.ar,
      approval_number: AGENCY.approvalNumber,
      // Stale listings leave the site 30 days after they become stale (0005-trust.md).
      stale_hide_after_days: 30,
      opening_hours: DEFAULT_OPENING_HOURS,
      // Off and without any rate until staff set them (decision 0047).
      financing: FINANCING_NOT_SET,
    });
    expect((await getJson<{ address: string }>('/api/genInfo')).address).toBe(AGENCY.address.fr);
  });
});

describe('the OpenAPI document', () => {
  const PUBLIC_CALLS: [method: string, path: string][] = [
    ['get', '/api/properties'],
    ['get', '/api/properties/similar'],
    ['get', '/api/properties/wilaya'],
    ['get', '/api/properties/filter'],
    ['get', '/api/places/communes'],
    ['get', '/api/properties/{id}'],
    ['post', '/api/properties/{id}/mobile'],
    ['get', '/api/banner'],
    ['get', '/api/ads/{id}'],
    ['get', '/api/genInfo'],
    ['post', '/api/email/sendContactUsEmail'],
  ];

  it('documents every public call with a tag, a summary and its answers', async () => {
    const document = await getJson<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: object }>
      >;
    }>('/api/openapi.json');
    for (const [method, path] of PUBLIC_CALLS) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation!.summary, `${method} ${path} summary`).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {}), `${method} ${path}`).toContain('400');
    }
  });

  it('documents every search parameter of docs/api.md', async () => {
    const document = await getJson<{
      paths: Record<string, { get: { parameters: { name: string; in: string }[] } }>;
    }>('/api/openapi.json');
    const names = document.paths['/api/properties']!.get.parameters.map((p) => p.name);
    const expected = [
      'text',
      'locale',
      'property_type_id',
      'property_state_id',
      'property_status_id',
      'min_price',
      'max_price',
      'min_land_area',
      'max_land_area',
      'min_living_area',
      'max_living_area',
      'min_price_per_m2',
      'max_price_per_m2',
      'min_lat',
      'max_lat',
      'min_lng',
      'max_lng',
      'min_bedrooms',
      'max_bedrooms',
      'min_bathrooms',
      'max_bathrooms',
      'min_rooms',
      'max_rooms',
      'min_floors',
      'max_floors',
      'commodity_id',
      'security_accessibility_id',
      'associated_document_id',
      'proximity_id',
      'view_id',
      'other_characteristic_id',
      'wilayas',
      'ispromo',
      'isANePasManquer',
      'isSelected',
      'order_by',
      'page',
      'limit',
    ];
    expect(names).toEqual(expect.arrayContaining(expected));
  });

  it('serves a reference page', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
  });
});
