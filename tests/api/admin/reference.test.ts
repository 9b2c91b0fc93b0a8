import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_LISTS } from '../../../common/schemas/admin-reference.ts';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

describe('admin reference lists', () => {
  let t: TestApp;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // Ads and the reference lists are the superadmin's (decision 0037).
    staff = await loginAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  const names = { name_fr: 'Piscine chauffée', name_en: 'Heated pool', name_ar: 'مسبح مدفأ' };

  it('lists each of the ten lists with usage counts', async () => {
    for (const list of REFERENCE_LISTS) {
      const response = await staff.inject({ url: `/api/admin/reference/${list}` });
      expect(response.statusCode, list).toBe(200);
      const body = response.json();
      expect(body.total, list).toBeGreaterThan(0);
      expect(body.data[0]).toMatchObject({ id: expect.any(Number), name_fr: expect.any(String) });
    }
    const types = (await staff.inject({ url: '/api/admin/reference/types' })).json().data;
    const villa = types.find((item: { key: string }) => item.key === 'villa');
    const properties = await t.services.db.select().from(schema.properties);
    expect(villa.properties).toBe(
      properties.filter((p) => p.property_types.includes(villa.id)).length,
    );
    expect(villa.category).toBeNull();
    const documents = (
      await staff.inject({ url: '/api/admin/reference/associated_documents' })
    ).json().data;
    expect(documents[0].category).toMatch(
      /property|cadastral|administration|fiscal|construction|other/,
    );
    expect((await staff.inject({ url: '/api/admin/reference/colors' })).statusCode).toBe(400);
  });

  it('adds, renames and deletes an item; a property can use it meanwhile', async () => {
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/commodities',
      payload: names,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ ...names, key: 'heated_pool', properties: 0 });
    // The same names again are refused (decision 0037; tests/api/admin/input-checks.test.ts). A
    // name whose key is taken gets a suffix: « Heated pool β » makes heated_pool too.
    const again = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/commodities',
      payload: names,
    });
    expect(again.json().code).toBe('reference.duplicate_name');
    const twin = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/commodities',
      payload: { name_fr: 'Piscine chauffée β', name_en: 'Heated pool β', name_ar: 'مسبح مدفأ β' },
    });
    expect(twin.json().key).toBe('heated_pool_2');

    const property = (
      await staff.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: {
          name_fr: 'Villa',
          name_en: 'Villa',
          name_ar: 'فيلا',
          base_price: 1_000_000,
          commodities: [item.id],
        },
      })
    ).json();
    expect(property.commodities).toEqual([item.id]);

    const renamed = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/reference/commodities/${item.id}`,
      payload: { name_fr: 'Piscine chauffée (intérieure)' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name_fr: 'Piscine chauffée (intérieure)',
      name_en: 'Heated pool',
      properties: 1,
    });

    const removed = await staff.inject({
      method: 'DELETE',
      url: `/api/admin/reference/commodities/${item.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().properties_updated).toBe(1);
    const [stored] = await t.services.db
      .select()
      .from(schema.properties)
      .where(eq(schema.properties.id, property.id));
    expect(stored!.commodities).toEqual([]);
    // The id is unknown now: a property may not use it any more.
    const refused = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${property.id}`,
      payload: { commodities: [item.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await staff.inject({ method: 'DELETE', url: `/api/admin/reference/commodities/${item.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await staff.inject({
          method: 'PATCH',
          url: `/api/admin/reference/commodities/${item.id}`,
          payload: { name_fr: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('requires the three names, and a category for documents', async () => {
    const noArabic = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/views',
      payload: { name_fr: 'Vue', name_en: 'View', name_ar: '  ' },
    });
    expect(noArabic.statusCode).toBe(400);
    expect(noArabic.json().message).toMatch(/name_ar/);
    const noCategory = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/associated_documents',
      payload: names,
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toMatch(/category/);
    const document = await staff.inject({
      method: 'POST',
      url: '/api/admin/reference/associated_documents',
      payload: { ...names, category: 'fiscal' },
    });
    expect(document.statusCode).toBe(201);
    expect(document.json().category).toBe('fiscal');
    expect((await t.app.inject({ url: '/api/admin/reference/types' })).statusCode).toBe(401);
  });
});
