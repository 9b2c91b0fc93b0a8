// The counts that lead to a list count what the list one click later shows (decision 0072): the
// wilaya counts ("Explore by city", the About page) and the landing pages' figures (title, links,
// home tiles, sitemap) leave sold and rented listings out, and the landing page lists exactly
// the listings its count promises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWilayaCount } from '../../../common/schemas/reference.ts';
import { cityLandingLinks } from '../../../server/services/pages/landing-links.ts';
import { listLandingPaths } from '../../../server/services/pages/landing-pages.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty, referenceIds } from '../../helpers/factories.ts';

let t: TestApp;
let statuses: Record<string, number>;

const ALGER = 16;
const ORAN = 31;

async function apiTotal(query: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/properties?${query}&limit=1` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { total: number }).total;
}

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'development' });
  const db = t.services.db;
  statuses = (await referenceIds(db)).statuses;
  // Alger: two for sale, one sold, one for rent, one rented. Oran: one sold, nothing else.
  const rows: [number, string][] = [
    [ALGER, 'for_sale'],
    [ALGER, 'for_sale'],
    [ALGER, 'sold'],
    [ALGER, 'for_rent'],
    [ALGER, 'rented'],
    [ORAN, 'sold'],
  ];
  for (const [index, [wilaya_id, status]] of rows.entries()) {
    await createProperty(db, {
      name_fr: `Bien ${index}`,
      wilaya_id,
      base_price: 10_000_000 + index,
      property_statuses: [statuses[status]!],
    });
  }
}, 120_000);
afterAll(() => t.close());

describe('counts leave sold and rented listings out', () => {
  it('counts per wilaya what the list of available listings there holds', async () => {
    const response = await t.app.inject({ url: '/api/properties/wilaya' });
    expect(response.statusCode).toBe(200);
    const counts = (response.json() as { data: TWilayaCount[] }).data;
    const available = [statuses.for_sale, statuses.for_rent].join(',');
    const listTotal = await apiTotal(`wilayas=${ALGER}&property_status_id=${available}`);
    expect(listTotal).toBe(3);
    expect(counts).toEqual([expect.objectContaining({ id: ALGER, count: listTotal })]);
  });

  it('gives a landing page the count of the listings it shows', async () => {
    const html = (await t.app.inject({ url: '/properties/sell/alger?lang=fr' })).body;
    const shown = [...html.matchAll(/data-property-id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(shown).size).toBe(2);
    expect(html).toMatch(/data-testid="results-count"[^>]*>2 biens/);
    expect(html).toMatch(/<title>[^<]*— 2 biens \|/);
    // The same figure on the home tile and the footer's city link.
    const links = await cityLandingLinks(t.services.db, 'fr');
    expect(links).toEqual([
      expect.objectContaining({ wilayaId: ALGER, to: '/properties/sell/alger', count: 2 }),
    ]);
  });

  it('keeps a wilaya with only sold listings out of the sitemap and its page out of the index', async () => {
    const paths = await listLandingPaths(t.services.db);
    expect(paths).toContain('/properties/sell/alger');
    expect(paths).toContain('/properties/rent/alger');
    expect(paths).not.toContain('/properties/sell/oran');
    const oran = (await t.app.inject({ url: '/properties/sell/oran?lang=fr' })).body;
    expect(oran).toContain('noindex');
    expect(oran).not.toContain('data-property-id=');
  });
});
