// The listings feed for portals (decision 0041): visible properties only, three languages,
// absolute addresses, the same content as XML, and an ETag that holds until the catalogue changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  createProperty,
  daysFromNow,
  deleteAllProperties,
  referenceIds,
} from '../../helpers/factories.ts';

const ORIGIN = 'https://immo.example.dz';

describe('GET /api/feed.json and /api/feed.xml', () => {
  let t: TestApp;
  let visibleId: number;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, env: { PUBLIC_URL: `${ORIGIN}/` } });
    const refs = await referenceIds(t.services.db);
    await deleteAllProperties(t.services.db);
    visibleId = (
      await createProperty(t.services.db, {
        name_fr: 'Villa & jardin à Oran',
        name_ar: 'فيلا مع حديقة في وهران',
        name_en: 'Villa with garden in Oran',
        wilaya_id: 31,
        base_price: 45_000_000,
        ispromo: true,
        afterpromo_price: 40_000_000,
        promotion_end_date: daysFromNow(10),
        property_types: [refs.types.villa!],
        images: ['/media/2026/abc123'],
      })
    ).id;
    await createProperty(t.services.db, { name_fr: 'Retiré du site', isVisible: false });
  });
  afterAll(() => t.close());

  it('lists visible properties in three languages with absolute page and photo addresses', async () => {
    const response = await t.app.inject({ url: '/api/feed.json' });
    expect(response.statusCode).toBe(200);
    const feed = response.json();
    expect(feed).toMatchObject({ total: 1, page: 1, pages: 1, next: null });
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items;
    expect(item).toMatchObject({
      id: visibleId,
      url: `${ORIGIN}/property/${visibleId}`,
      urls: { ar: `${ORIGIN}/property/${visibleId}?lang=ar` },
      title: { fr: 'Villa & jardin à Oran', ar: 'فيلا مع حديقة في وهران' },
      wilaya: { id: 31, fr: 'Oran' },
      property_types: [{ fr: 'Villa' }],
      price: 45_000_000,
      promo_price: 40_000_000,
      currency: 'DZD',
      images: [`${ORIGIN}/media/2026/abc123-1024.webp`],
    });
    // Seller contacts stay behind the counted reveal of the property page.
    expect(JSON.stringify(item)).not.toContain('0555');
  });

  it('gives the same listings as XML, escaped', async () => {
    const response = await t.app.inject({ url: '/api/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.body).toContain(`<listing id="${visibleId}">`);
    expect(response.body).toContain('<title lang="fr">Villa &amp; jardin à Oran</title>');
    expect(response.body).toContain('<price currency="DZD">45000000</price>');
    expect(response.body).not.toContain('Retiré du site');
  });

  it('answers 304 to its ETag until the catalogue changes', async () => {
    for (const url of ['/api/feed.json', '/api/feed.xml']) {
      const first = await t.app.inject({ url });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = await t.app.inject({ url: '/api/feed.json' });
    await t.services.db
      .update(schema.properties)
      .set({ name_fr: 'Villa rénovée à Oran' })
      .where(eq(schema.properties.id, visibleId));
    const after = await t.app.inject({
      url: '/api/feed.json',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items[0].title.fr).toBe('Villa rénovée à Oran');
  });

  it('refuses a bad page with 400', async () => {
    expect((await t.app.inject({ url: '/api/feed.json?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/feed.xml?page=abc' })).statusCode).toBe(400);
  });
});
