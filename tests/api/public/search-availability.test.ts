// Sold and rented listings come after the available ones in every order (decision 0032): the
// search splits each price branch by availability, pages stay exact across the seam, the status
// filter still picks them in or out, and the keyword path orders them the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import { ORDER_BY } from '../../../common/schemas/search.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty, daysFromNow, referenceIds } from '../../helpers/factories.ts';

let t: TestApp;
let statuses: Record<string, number>;
/** Fixture name → id, and id → whether it is sold or rented. */
const ids: Record<string, number> = {};
const closed = new Set<number>();

async function search(query: string): Promise<TPropertyList> {
  const response = await t.app.inject({ url: `/api/properties?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (list: TPropertyList) =>
  list.data.map((card) => Object.keys(ids).find((key) => ids[key] === card.id));

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const db = t.services.db;
  statuses = (await referenceIds(db)).statuses;
  // Prices and dates interleave the two groups, so any order that ignored availability would mix
  // them; one sold and one available listing run a promotion (the second price branch).
  const rows: [string, string, number, number, boolean?][] = [
    ['sale1', 'for_sale', 9_000_000, 300],
    ['sold1', 'sold', 30_000_000, 50],
    ['sale2', 'for_sale', 20_000_000, 120],
    ['sold2', 'sold', 5_000_000, 400, true],
    ['sale3', 'for_sale', 15_000_000, 80, true],
    ['rent1', 'for_rent', 60_000, 90],
    ['rented1', 'rented', 120_000, 200],
    ['sold3', 'sold', 12_000_000, 150],
  ];
  let day = 0;
  for (const [name, status, price, area, promo] of rows) {
    const row = await createProperty(db, {
      name_fr: `Bien ${name}`,
      name_en: `Listing ${name}`,
      name_ar: `عقار ${name}`,
      description_fr: 'jardin',
      wilaya_id: 16,
      base_price: price,
      living_area: area,
      ...(promo
        ? { ispromo: true, afterpromo_price: price - 100_000, promotion_end_date: daysFromNow(9) }
        : {}),
      property_statuses: [statuses[status]!],
      created_at: new Date(Date.UTC(2026, 0, 1 + (day += 3))),
    });
    ids[name] = row.id;
    if (status === 'sold' || status === 'rented') closed.add(row.id);
  }
});
afterAll(() => t.close());

/** The flags of a list, in order: false (available) must all come before true (closed). */
const closedFlags = (list: TPropertyList) => list.data.map((card) => closed.has(card.id));
const availableFirst = (flags: boolean[]) =>
  flags.every((flag, i) => !(i > 0 && flags[i - 1] && !flag));

describe('sold and rented listings come last', () => {
  it('in every order, with each group in that order', async () => {
    for (const order_by of ORDER_BY) {
      const list = await search(`order_by=${order_by}&limit=20`);
      expect(list.total).toBe(8);
      const flags = closedFlags(list);
      expect(availableFirst(flags), `${order_by}: ${names(list).join(' ')}`).toBe(true);
      expect(flags.filter(Boolean)).toHaveLength(4);
    }
    expect(names(await search('order_by=price_desc'))).toEqual([
      'sale2',
      'sale3',
      'sale1',
      'rent1',
      'sold1',
      'sold3',
      'sold2',
      'rented1',
    ]);
  });

  it('the sell page (for sale or sold) gives 3 available, then 3 sold, by price', async () => {
    const sell = `property_status_id=${statuses.for_sale},${statuses.sold}&wilayas=16`;
    expect(names(await search(`${sell}&order_by=price_desc`))).toEqual([
      'sale2',
      'sale3',
      'sale1',
      'sold1',
      'sold3',
      'sold2',
    ]);
  });

  it('pages stay exact across the seam between the groups, in every order', async () => {
    for (const order_by of ORDER_BY) {
      const whole = names(await search(`order_by=${order_by}&limit=20`));
      const paged: (string | undefined)[] = [];
      for (const page of [1, 2, 3]) {
        paged.push(...names(await search(`order_by=${order_by}&limit=3&page=${page}`)));
      }
      expect(paged, order_by).toEqual(whole);
    }
  });

  it('still lets a visitor pick them in or out with the status filter', async () => {
    const soldOnly = await search(`property_status_id=${statuses.sold}&order_by=price_asc`);
    expect(names(soldOnly)).toEqual(['sold2', 'sold3', 'sold1']);
    const saleOnly = await search(`property_status_id=${statuses.for_sale}`);
    expect(closedFlags(saleOnly).some(Boolean)).toBe(false);
    expect(saleOnly.total).toBe(3);
  });

  it('orders a keyword search the same way, with a price range and promotions', async () => {
    for (const order_by of ORDER_BY) {
      const list = await search(`text=jardin&order_by=${order_by}&min_price=1000000`);
      expect(list.total).toBe(6);
      expect(availableFirst(closedFlags(list)), order_by).toBe(true);
      const plain = await search(`order_by=${order_by}&min_price=1000000`);
      expect(names(list), order_by).toEqual(names(plain));
    }
  });
});
