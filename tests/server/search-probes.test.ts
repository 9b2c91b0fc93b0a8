// The list page's live count and map points: resource routes on the list address's query
// (/properties/{kind}/count and /points, decision 0029), answering what the public search
// answers for the same filters, with no Cache-Control (as the list's data requests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../common/schemas/property.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, web: 'production' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const apiSearch = async (query: string): Promise<TPropertyList> =>
  (await t.app.inject({ url: `/api/properties?locale=fr&limit=100&${query}` })).json();

describe('the search probes', () => {
  it('count what the search finds, for the list address query, page left aside', async () => {
    const response = await t.app.inject({ url: '/properties/both/count?wilayas=16&page=3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBeUndefined();
    const list = await apiSearch('wilayas=16');
    expect(list.total).toBeGreaterThan(0);
    expect(response.json()).toEqual({ total: list.total, exact: list.total_exact });
  });

  it('reads a min above its max as the range typed backwards (decision 0032)', async () => {
    const response = await t.app.inject({
      url: '/properties/both/count?minPrice=90000000&maxPrice=1000000',
    });
    const list = await apiSearch('min_price=1000000&max_price=90000000');
    expect(list.total).toBeGreaterThan(0);
    expect(response.json()).toEqual({ total: list.total, exact: list.total_exact });
  });

  it('send the map points of every match', async () => {
    const response = await t.app.inject({ url: '/properties/both/points?wilayas=16' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
    const { points, truncated } = response.json() as { points: number[][]; truncated: boolean };
    expect(truncated).toBe(false);
    const list = await apiSearch('wilayas=16');
    const positioned = list.data.filter((card) => card.latitude !== null).map((card) => card.id);
    expect(points.map(([id]) => id).sort()).toEqual(positioned.sort());
  });

  it('answer a fetcher too (single fetch), and 404 for an unknown kind', async () => {
    const data = await t.app.inject({
      url: '/properties/sell/count.data?_routes=routes/public/search-count',
    });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('"total"');
    expect((await t.app.inject({ url: '/properties/houses/count' })).statusCode).toBe(404);
  });
});
