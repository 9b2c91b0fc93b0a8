// The search map's points: the same matches as the search (the shown price, the promotion, the
// lists, the area), for every property that has a position, as [id, lat, lng, price, rent].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPropertySearchQuerySchema } from '../../common/schemas/search.ts';
import { searchMapPoints } from '../../server/services/search/property-map-points.ts';
import { searchProperties } from '../../server/services/search/property-search.ts';
import { getFilterOptions } from '../../server/services/reference/reference-options.ts';
import { statusesForPage } from '../../common/search-query.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t?.close();
});

const query = (params: Record<string, string>) =>
  ZPropertySearchQuerySchema.parse({ limit: '100', ...params });

describe('the map points of a search', () => {
  const cases: Record<string, string>[] = [
    {},
    { min_price: '10000000', max_price: '60000000' },
    { ispromo: 'true' },
    { property_type_id: '1,2' },
    { max_bedrooms: '3', wilayas: '16,42' },
    { min_lat: '36', max_lat: '37', min_lng: '2', max_lng: '4' },
  ];

  it.each(cases)('finds what the search finds (%o)', async (params) => {
    const options = await getFilterOptions(t.services.db, 'en');
    const rentStatusIds = statusesForPage('rent', options.statuses).map(Number);
    const { points } = await searchMapPoints(t.services.db, query(params), { rentStatusIds });
    const list = await searchProperties(t.services.db, query(params));
    const positioned = list.data.filter((card) => card.latitude !== null);
    expect(points.map(([id]) => id).sort()).toEqual(positioned.map((card) => card.id).sort());
    for (const card of positioned) {
      const point = points.find(([id]) => id === card.id)!;
      const rent = card.statuses.some((status) => rentStatusIds.includes(status.id)) ? 1 : 0;
      expect(point).toEqual([card.id, card.latitude, card.longitude, card.price, rent]);
    }
  });

  it('flags the rents, whose pins say the price is per month', async () => {
    const options = await getFilterOptions(t.services.db, 'en');
    const rentStatusIds = statusesForPage('rent', options.statuses).map(Number);
    expect(rentStatusIds.length).toBeGreaterThan(0);
    const { points } = await searchMapPoints(t.services.db, query({}), { rentStatusIds });
    const rents = points.filter((point) => point[4] === 1);
    expect(rents.length).toBeGreaterThan(0);
    expect(rents.length).toBeLessThan(points.length);
    // Without the rent statuses nothing is a rent.
    const unflagged = await searchMapPoints(t.services.db, query({}));
    expect(unflagged.points.every((point) => point[4] === 0)).toBe(true);
  });

  it('says when it sends only part of the matches', async () => {
    const some = await searchMapPoints(t.services.db, query({}), { limit: 5 });
    expect(some.points).toHaveLength(5);
    expect(some.truncated).toBe(true);
    const all = await searchMapPoints(t.services.db, query({}));
    expect(all.truncated).toBe(false);
  });
});
