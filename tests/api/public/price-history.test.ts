// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// Price history and "price drop" (decision 0042): a price changed in the back-office shows in the
// details' price_history (oldest first, from the first price), a drop within 30 days gives the
// list items' price_dropped_at and leads the price_drop order; a rise clears it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyDetails, TPropertyList } from '../../../common/schemas/property.ts';
import { properties, propertyPriceChanges } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty, daysFromNow, deleteAllProperties } from '../../helpers/factories.ts';

let t: TestApp;
let staff: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  await deleteAllProperties(t.services.db);
  staff = await loginAs(t, 'agent');
});
afterAll(() => t.close());

const details = async (id: number) =>
  (await t.app.inject({ url: `/api/properties/${id}?locale=fr` })).json() as TPropertyDetails;
const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/properties?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPropertyList;
};
const setPrice = async (id: number, base_price: number) => {
  const response = await staff.inject({
    method: 'PATCH',
    url: `/api/admin/property/${id}`,
    payload: { base_price },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('price history and drops', () => {
  it('answers the history oldest first, the first price dated at publication', async () => {
    const created = daysFromNow(-60);
    const villa = await createProperty(t.services.db, {
      name_fr: 'Villa aux oliviers',
      base_price: 30_000_000,
      created_at: created,
    });
    expect((await details(villa.id)).price_history).toEqual([
      { price: 30_000_000, changed_at: created.toISOString() },
    ]);
    expect((await details(villa.id)).price_dropped_at).toBeNull();

    await setPrice(villa.id, 32_000_000);
    await setPrice(villa.id, 27_500_000);
    const after = await details(villa.id);
    expect(after.price_history.map((point) => point.price)).toEqual([
      30_000_000, 32_000_000, 27_500_000,
    ]);
    expect(after.price_history[0]!.changed_at).toBe(created.toISOString());
    const dates = after.price_history.map((point) => Date.parse(point.changed_at));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(Date.now() - Date.parse(after.price_dropped_at!)).toBeLessThan(60_000);

    // Saving other fields, or the same price, adds nothing.
    await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${villa.id}`,
      payload: { name_fr: 'Villa aux oliviers (rénovée)', base_price: 27_500_000 },
    });
    expect((await details(villa.id)).price_history).toHaveLength(3);
  });

  it('marks drops of the last 30 days on list items; a rise clears the mark', async () => {
    const [down, up, same, old] = await Promise.all(
      ['Baisse', 'Hausse', 'Stable', 'Ancienne baisse'].map((name) =>
        createProperty(t.services.db, { name_fr: `Appartement ${name}`, base_price: 12_000_000 }),
      ),
    );
    await setPrice(down!.id, 11_000_000);
    await setPrice(up!.id, 13_000_000);
    await setPrice(old!.id, 10_000_000);
    // A drop 31 days ago: no longer "recent".
    await t.services.db
      .update(properties)
      .set({ price_dropped_at: daysFromNow(-31) })
      .where(eq(properties.id, old!.id));

    const list = await search('locale=fr&limit=50');
    const dropOf = (id: number) => list.data.find((item) => item.id === id)!.price_dropped_at;
    expect(dropOf(down!.id)).not.toBeNull();
    expect(dropOf(up!.id)).toBeNull();
    expect(dropOf(same!.id)).toBeNull();
    expect(dropOf(old!.id)).toBeNull();

    // price_drop: the latest drop first; the listings without a drop after them.
    const ordered = await search('locale=fr&order_by=price_drop&limit=50');
    const ids = ordered.data.map((item) => item.id);
    expect(ids[0]).toBe(down!.id);
    expect(ids.indexOf(down!.id)).toBeLessThan(ids.indexOf(old!.id));
    expect(ids.indexOf(old!.id)).toBeLessThan(ids.indexOf(same!.id));
    expect(ordered.total).toBe(list.total);
    // The same order with a keyword (its own query path).
    const keyword = await search('locale=fr&order_by=price_drop&text=baisse');
    expect(keyword.data[0]!.id).toBe(down!.id);

    await setPrice(down!.id, 11_500_000);
    expect((await details(down!.id)).price_dropped_at).toBeNull();
    expect((await search('locale=fr&order_by=price_drop')).data[0]!.id).not.toBe(down!.id);
  });

  it('records every price change in the same transaction, whoever writes it', async () => {
    const flat = await createProperty(t.services.db, { base_price: 8_000_000 });
    await t.services.db.execute(
      sql`update ${properties} set base_price = 7000000 where id = ${flat.id}`,
    );
    const changes = await t.services.db
      .select()
      .from(propertyPriceChanges)
      .where(eq(propertyPriceChanges.property_id, flat.id));
    expect(changes).toMatchObject([{ old_price: 8_000_000, new_price: 7_000_000 }]);
    // A refused change writes no history.
    const refused = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/property/${flat.id}`,
      payload: { base_price: 6_000_000, ispromo: true, afterpromo_price: 9_000_000 },
    });
    expect(refused.statusCode).toBe(400);
    expect((await details(flat.id)).price_history.map((point) => point.price)).toEqual([
      8_000_000, 7_000_000,
    ]);
  });

  it('refuses an unknown order with a clear 400', async () => {
    const response = await t.app.inject({ url: '/api/properties?order_by=cheapest_first' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('price_drop');
  });
});
