// GET /api/suggest on the demo catalogue: the typed words read as a search and the places the
// last word begins, each counted as the search counts it, in the visitor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSuggestList } from '../../../common/schemas/suggest.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty, referenceIds } from '../../helpers/factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function suggest(q: string, locale = 'fr'): Promise<TSuggestList> {
  const response = await t.app.inject({
    url: `/api/suggest?q=${encodeURIComponent(q)}&locale=${locale}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const total = async (text: string) =>
  (await t.app.inject({ url: `/api/properties?text=${encodeURIComponent(text)}&limit=1` })).json()
    .total as number;

describe('GET /api/suggest', () => {
  it('reads the typed search and counts what it finds', async () => {
    const { data } = await suggest('villa a vendre alger');
    expect(data[0]).toEqual({
      kind: 'search',
      label: 'Villa · À vendre · Alger',
      count: 2,
      href: '/properties/sell?keyword=villa+a+vendre+alger',
    });
  });

  it('completes the place the last word begins, after the words already read', async () => {
    const { data } = await suggest('villa a vendre al');
    const alger = data.find((s) => s.label === 'Villa · À vendre · Alger');
    expect(alger).toMatchObject({ kind: 'search', count: 2 });
    expect(alger!.href).toBe('/properties/sell?keyword=villa+a+vendre+Alger');
  });

  it('offers wilayas, then communes, for a place being typed, with their counts', async () => {
    const { data } = await suggest('ora');
    expect(data[0]).toMatchObject({ kind: 'wilaya', label: 'Oran', count: await total('oran') });
    const ain = (await suggest('ain t')).data;
    expect(ain[0]).toMatchObject({ kind: 'wilaya', label: 'Aïn Témouchent' });
    expect(ain.map((s) => s.label)).toContain('Ain Taya');
    const hydra = (await suggest('hydr')).data.find((s) => s.label === 'Hydra');
    expect(hydra).toMatchObject({ kind: 'commune', count: await total('hydra') });
    expect(hydra!.count).toBeGreaterThan(0);
  });

  it("links a place straight to its filters, the address the keyword's redirect gives", async () => {
    const structured = async (query: string) =>
      (await t.app.inject({ url: `/api/properties?${query}&limit=1` })).json().total as number;
    const oran = (await suggest('ora')).data[0]!;
    expect(oran.href).toBe('/properties/both?wilayas=31');
    expect(oran.count).toBe(await structured('wilayas=31'));
    const hydra = (await suggest('hydr')).data.find((s) => s.label === 'Hydra')!;
    expect(hydra.href).toBe('/properties/both?wilayas=16&communes=589');
    expect(hydra.count).toBe(await structured('wilayas=16&communes=589'));
    // Typed in Arabic: the same address, the name in Arabic.
    const staoueli = (await suggest('سطاوا', 'ar')).data[0];
    expect(staoueli).toMatchObject({
      kind: 'commune',
      label: 'سطاوالي',
      href: '/properties/both?wilayas=16&communes=608',
    });
    // A search of several words keeps the keyword: its redirect reads the words left as text.
    expect((await suggest('villa a vendre al')).data[0]!.href).toMatch(/\?keyword=/);
  });

  it('completes a property type from its third letter, alone or after other words', async () => {
    const { data } = await suggest('vil');
    expect(data[0]).toEqual({
      kind: 'search',
      label: 'Villa',
      count: await total('villa'),
      href: '/properties/both?keyword=villa',
    });
    expect(data[0]!.count).toBeGreaterThan(0);
    const oran = (await suggest('oran appar')).data;
    expect(oran.map((s) => s.label)).toContain('Appartement · Oran');
    expect((await suggest('فيل', 'ar')).data[0]).toMatchObject({ label: 'فيلا' });
    expect((await suggest('vi')).data).toEqual([]);
  });

  it('keeps an answer for the catalogue: a new listing is counted at once', async () => {
    const before = (await suggest('villa a vendre alger')).data[0]!.count;
    expect((await suggest('villa a vendre alger')).data[0]!.count).toBe(before);
    const refs = await referenceIds(t.services.db);
    await createProperty(t.services.db, {
      wilaya_id: 16,
      property_types: [refs.types.villa!],
      property_statuses: [refs.statuses.for_sale!],
    });
    expect((await suggest('villa a vendre alger')).data[0]!.count).toBe(before + 1);
    expect(await total('villa a vendre alger')).toBe(before + 1);
  });

  it('speaks the locale: Arabic names and words', async () => {
    const { data } = await suggest('شقة للبيع وهران', 'ar');
    expect(data[0]).toMatchObject({ kind: 'search', label: 'شقة · للبيع · وهران', count: 1 });
  });

  it('answers nothing for words that name nothing, and 400 for an empty or long q', async () => {
    expect((await suggest('zzzz')).data).toEqual([]);
    for (const q of ['', '%20', 'x'.repeat(101)]) {
      const response = await t.app.inject({ url: `/api/suggest?q=${q}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().message).toMatch(/q:/);
    }
  });
});
