// Totals, counts per wilaya and the home page are kept under the catalogue's version: each answer
// must still be exact right after any change of the catalogue, and page views must not count as
// changes (they would empty the cache on every visit).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../common/schemas/property.ts';
import type { TWilayaCount } from '../../common/schemas/reference.ts';
import { properties } from '../../server/db/schema.ts';
import { catalogueCache } from '../../server/services/search/catalogue-cache.ts';
import { loadHomeSections } from '../../server/services/pages/home-page.ts';
import { recordPropertyView } from '../../server/services/listings/property-counters.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty } from '../helpers/factories.ts';

let t: TestApp;
const version = () => catalogueCache(t.services.db).version();
const getJson = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const total = async (query = '') => (await getJson<TPropertyList>(`/api/properties${query}`)).total;
const oranCount = async () =>
  (await getJson<{ data: TWilayaCount[] }>('/api/properties/wilaya')).data.find((w) => w.id === 31)
    ?.count ?? 0;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  for (let i = 0; i < 3; i++) await createProperty(t.services.db, { wilaya_id: 31 });
  await createProperty(t.services.db, { wilaya_id: 16, base_price: 50_000_000 });
});
afterAll(() => t.close());

describe('the catalogue version', () => {
  it('changes with every insert, update and delete of a listing', async () => {
    const before = await version();
    const row = await createProperty(t.services.db, { wilaya_id: 6 });
    const inserted = await version();
    expect(inserted).toBeGreaterThan(before);
    await t.services.db
      .update(properties)
      .set({ base_price: 1_000_000 })
      .where(eq(properties.id, row.id));
    const updated = await version();
    expect(updated).toBeGreaterThan(inserted);
    await t.services.db.delete(properties).where(eq(properties.id, row.id));
    expect(await version()).toBeGreaterThan(updated);
  });

  it('does not change when a visitor views a listing', async () => {
    const [row] = await t.services.db.select({ id: properties.id }).from(properties).limit(1);
    const before = await version();
    expect(await recordPropertyView(t.services.db, row!.id, 'a-visitor')).toBe(true);
    expect(await version()).toBe(before);
  });
});

describe('answers kept under the version', () => {
  it('gives the exact total, counts and home page right after a listing is added or hidden', async () => {
    const [list, expensive, oran, home] = await Promise.all([
      total(),
      total('?min_price=40000000'),
      oranCount(),
      loadHomeSections(t.services.db, 'fr'),
    ]);
    // Asked again with nothing changed: the same answers (now from the cache).
    expect(await total()).toBe(list);
    expect((await loadHomeSections(t.services.db, 'fr')).total).toBe(home.total);

    const added = await createProperty(t.services.db, { wilaya_id: 31, base_price: 45_000_000 });
    expect(await total()).toBe(list + 1);
    expect(await total('?min_price=40000000')).toBe(expensive + 1);
    expect(await oranCount()).toBe(oran + 1);
    expect((await loadHomeSections(t.services.db, 'fr')).total).toBe(home.total + 1);

    await t.services.db
      .update(properties)
      .set({ isVisible: false })
      .where(eq(properties.id, added.id));
    expect(await total()).toBe(list);
    expect(await total('?min_price=40000000')).toBe(expensive);
    expect(await oranCount()).toBe(oran);
    expect((await loadHomeSections(t.services.db, 'fr')).total).toBe(home.total);
  });

  it('keeps one total per search', async () => {
    const all = await total();
    const oranOnly = await total('?wilayas=31');
    expect(oranOnly).toBeLessThan(all);
    expect(await total('?wilayas=31&page=2')).toBe(oranOnly);
    expect(await total()).toBe(all);
  });
});
