// GET /api/estimate on a catalogue of known prices: quartiles and median exact, the scope widening
// from the commune to the wilaya to its neighbours, nothing below 5 comparables, sold listings at
// their last price, promotional prices, hidden listings and other kinds and types left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  createProperty,
  referenceIds,
  type NewProperty,
  type RefIds,
} from '../../helpers/factories.ts';

let t: TestApp;
let refs: RefIds;

const place = (wilaya_id: number, city: string): Partial<NewProperty> => ({
  wilaya_id,
  city_fr: city,
  city_en: city,
  city_ar: city,
});

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const db = t.services.db;
  refs = await referenceIds(db);
  const apartment = (status: string, price: number, at: Partial<NewProperty>, more = {}) =>
    createProperty(db, {
      ...at,
      base_price: price,
      living_area: 100,
      property_types: [refs.types.apartment!],
      property_statuses: [refs.statuses[status]!],
      ...more,
    });
  const hydra = place(16, 'Hydra');
  const kouba = place(16, 'Kouba');
  const tipaza = place(42, 'Cherchell');
  // Hydra, sale: 100k, 120k, 140k, 160k, 300k DZD/m²; one sold, one on promotion (its base counts).
  await apartment('for_sale', 10_000_000, hydra);
  await apartment('sold', 12_000_000, hydra);
  await apartment('for_sale', 14_000_000, hydra);
  await apartment('for_sale', 16_000_000, hydra);
  await apartment('for_sale', 30_000_000, hydra, { ispromo: true, afterpromo_price: 5_000_000 });
  // Kouba, sale: 80k and 200k; Cherchell (Tipaza, a neighbour of Algiers): 90k and 130k.
  await apartment('for_sale', 8_000_000, kouba);
  await apartment('for_sale', 20_000_000, kouba);
  await apartment('for_sale', 9_000_000, tipaza);
  await apartment('for_sale', 13_000_000, tipaza);
  // Never counted: hidden, another type, no area.
  await apartment('for_sale', 1_000_000, hydra, { isVisible: false });
  await apartment('for_sale', 1_000_000, hydra, { property_types: [refs.types.villa!] });
  await apartment('for_sale', 1_000_000, hydra, { living_area: null, land_area: null });
  // Rent in Hydra: four, one of them rented.
  await apartment('for_rent', 40_000, hydra);
  await apartment('for_rent', 50_000, hydra);
  await apartment('rented', 60_000, hydra);
  await apartment('for_rent', 70_000, hydra);
  // Tamanrasset: one.
  await apartment('for_sale', 5_000_000, place(11, 'Tamanrasset'));
});
afterAll(() => t?.close());

async function get(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries({ kind: 'sell', type: refs.types.apartment!, ...query }).map(([k, v]) => [
      k,
      String(v),
    ]),
  );
  return t.app.inject({ method: 'GET', url: `/api/estimate?${params}` });
}

describe('GET /api/estimate', () => {
  it('takes the commune when it has 5 comparables: exact quartiles of prices and per m²', async () => {
    const response = await get({ wilaya: 16, commune: 'HYDRA' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      available: true,
      comparables: 5,
      scope: 'commune',
      wilayas: [16],
      price: { low: 12_000_000, median: 14_000_000, high: 16_000_000 },
      price_per_m2: { low: 120_000, median: 140_000, high: 160_000 },
    });
  });

  it('gives the price for the area given: the quartiles per m² times the area', async () => {
    const body = (await get({ wilaya: 16, commune: 'Hydra', living_area: 80 })).json();
    expect(body.price).toEqual({ low: 9_600_000, median: 11_200_000, high: 12_800_000 });
    const land = (await get({ wilaya: 16, commune: 'Hydra', land_area: 50 })).json();
    expect(land.price).toEqual({ low: 6_000_000, median: 7_000_000, high: 8_000_000 });
  });

  it('widens to the wilaya when the commune has fewer than 5', async () => {
    const body = (await get({ wilaya: 16, commune: 'Kouba' })).json();
    expect(body).toMatchObject({ available: true, comparables: 7, scope: 'wilaya', wilayas: [16] });
    // 80, 100, 120, 140, 160, 200, 300 (thousands): quartiles between ranks.
    expect(body.price_per_m2).toEqual({ low: 110_000, median: 140_000, high: 180_000 });
    expect((await get({ wilaya: 16 })).json()).toMatchObject({ comparables: 7, scope: 'wilaya' });
  });

  it('widens to the nearest wilayas when the wilaya has fewer than 5', async () => {
    const body = (await get({ wilaya: 42, commune: 'Cherchell' })).json();
    expect(body).toMatchObject({ available: true, comparables: 9, scope: 'neighbours' });
    expect(body.wilayas).toEqual([42, 9, 26, 44, 16]);
    // 80, 90, 100, 120, 130, 140, 160, 200, 300 (thousands).
    expect(body.price_per_m2).toEqual({ low: 100_000, median: 130_000, high: 160_000 });
  });

  it('gives no figure below 5 comparables, and says how many there are', async () => {
    expect((await get({ wilaya: 11 })).json()).toEqual({
      available: false,
      comparables: 1,
      scope: 'neighbours',
      wilayas: [11, 54, 56, 50, 33],
      price: null,
      price_per_m2: null,
    });
    // Rent in Hydra: four, the rented one included, none on the sale side.
    expect((await get({ kind: 'rent', wilaya: 16, commune: 'Hydra' })).json()).toMatchObject({
      available: false,
      comparables: 4,
      price: null,
    });
    // Rooms: one more or one less at most (every fixture has 4).
    expect((await get({ wilaya: 16, commune: 'Hydra', rooms: 2 })).json()).toMatchObject({
      available: false,
      comparables: 0,
    });
    expect((await get({ wilaya: 16, commune: 'Hydra', rooms: 5 })).json()).toMatchObject({
      available: true,
      comparables: 5,
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const kind = await get({ kind: 'buy', wilaya: 16 });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('kind');
    expect((await get({ wilaya: 99 })).statusCode).toBe(400);
    expect((await get({ wilaya: 16, living_area: -3 })).statusCode).toBe(400);
    const noWilaya = await t.app.inject({ method: 'GET', url: '/api/estimate?kind=sell&type=1' });
    expect(noWilaya.statusCode).toBe(400);
  });
});
