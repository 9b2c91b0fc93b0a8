// The listing counters: POST /api/properties/{id}/events (the page's taps), the favourite and
// reveal counts, once per visitor and day, robots never counted, hidden listings never.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyCounterVisitors, propertyDailyStats } from '../../../server/db/schema.ts';
import {
  countPropertyEvent,
  statsDay,
} from '../../../server/services/listings/property-counters.ts';
import { keepCountersUp } from '../../../server/services/listings/counter-upkeep.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty } from '../../helpers/factories.ts';
import { ROBOT_UA, visitorHeaders } from '../../helpers/visitors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const db = () => t.services.db;

async function today(propertyId: number, day = statsDay()) {
  const [row] = await db()
    .select()
    .from(propertyDailyStats)
    .where(and(eq(propertyDailyStats.property_id, propertyId), eq(propertyDailyStats.day, day)));
  return row;
}

let lastAddress = 0;
/** A new client address, so that rate limits and once-a-day rules of other tests stay apart. */
const newAddress = () => `198.51.100.${++lastAddress}`;

function tap(id: number, kind: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/events`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify({ kind }),
  });
}

describe('POST /api/properties/{id}/events', () => {
  it('counts a call, a WhatsApp tap and a share, once a day per visitor', async () => {
    const property = await createProperty(db());
    const amina = visitorHeaders(newAddress());
    for (const kind of ['phone_click', 'whatsapp_click', 'share', 'whatsapp_click']) {
      const response = await tap(property.id, kind, amina);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await today(property.id)).toMatchObject({
      phone_clicks: 1,
      whatsapp_clicks: 1,
      shares: 1,
      views: 0,
      phone_reveals: 0,
      favorites: 0,
    });
    // Another person (another address, or another browser at the same address) counts.
    await tap(property.id, 'whatsapp_click', visitorHeaders(newAddress()));
    const sameAddressOtherBrowser = visitorHeaders(
      amina['x-forwarded-for']!,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    );
    await tap(property.id, 'whatsapp_click', sameAddressOtherBrowser);
    expect((await today(property.id))?.whatsapp_clicks).toBe(3);
  });

  it("takes a beacon's text/plain JSON, and refuses a body that is not JSON", async () => {
    const property = await createProperty(db());
    const beacon = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/events`,
        headers: { ...visitorHeaders(newAddress()), 'content-type': 'text/plain;charset=UTF-8' },
        payload,
      });
    expect((await beacon('{"kind":"phone_click"}')).statusCode).toBe(204);
    expect((await today(property.id))?.phone_clicks).toBe(1);
    const broken = await beacon('kind=share');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'request.malformed' });
  });

  it('does not count robots, nor a client without a User-Agent', async () => {
    const property = await createProperty(db());
    const robot = await tap(property.id, 'share', visitorHeaders(newAddress(), ROBOT_UA));
    expect(robot.statusCode).toBe(204);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${property.id}/events`,
      headers: { 'x-forwarded-for': newAddress(), 'user-agent': '' },
      payload: { kind: 'share' },
    });
    expect(anonymous.statusCode).toBe(204);
    expect(await today(property.id)).toBeUndefined();
  });

  it('answers 404 for a hidden or unknown property, counting nothing', async () => {
    const hidden = await createProperty(db(), { isVisible: false });
    const response = await tap(hidden.id, 'phone_click', visitorHeaders(newAddress()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'property.not_found' });
    expect(await today(hidden.id)).toBeUndefined();
    expect((await tap(2_000_000, 'share', visitorHeaders(newAddress()))).statusCode).toBe(404);
  });

  it('answers 400 for an unknown kind or no kind', async () => {
    const property = await createProperty(db());
    const bad = await tap(property.id, 'like', visitorHeaders(newAddress()));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation.invalid', field: 'kind' });
    expect(bad.json().message).toContain('phone_click, whatsapp_click, share');
    const missing = await tap(property.id, undefined, visitorHeaders(newAddress()));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation.required', field: 'kind' });
    expect(await today(property.id)).toBeUndefined();
  });

  it('limits a client to 60 taps a minute', async () => {
    const property = await createProperty(db());
    const client = visitorHeaders(newAddress());
    for (let i = 0; i < 60; i++)
      expect((await tap(property.id, 'share', client)).statusCode).toBe(204);
    const limited = await tap(property.id, 'share', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'request.throttled' });
    expect((await tap(property.id, 'share', visitorHeaders(newAddress()))).statusCode).toBe(204);
  });
});

describe('favourites and reveals', () => {
  it('counts a favourite added once a day per visitor, a removal not at all', async () => {
    const property = await createProperty(db());
    const heart = (action: 'add' | 'remove', headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/favorite`,
        headers,
        payload: { action },
      });
    const visitor = visitorHeaders(newAddress());
    expect((await heart('add', visitor)).statusCode).toBe(200);
    await heart('remove', visitor);
    await heart('add', visitor);
    await heart('add', visitorHeaders(newAddress(), ROBOT_UA));
    expect((await today(property.id))?.favorites).toBe(1);
  });

  it('counts the same visitor again the next day (Algiers days)', async () => {
    const property = await createProperty(db());
    const seenAs = { address: '198.51.100.200', userAgent: visitorHeaders('')['user-agent'] };
    const evening = new Date('2026-05-10T22:30:00Z'); // 23:30 in Algiers
    const night = new Date('2026-05-10T23:10:00Z'); // 00:10 the next day in Algiers
    const count = async (at: Date) =>
      countPropertyEvent(
        db(),
        property.id,
        'phone_reveals',
        await t.services.visitorKeys.of(seenAs, statsDay(at)),
        at,
      );
    expect(await count(evening)).toBe('counted');
    expect(await count(new Date('2026-05-10T22:50:00Z'))).toBe('not_counted');
    expect(await count(night)).toBe('counted');
    expect((await today(property.id, '2026-05-10'))?.phone_reveals).toBe(1);
    expect((await today(property.id, '2026-05-11'))?.phone_reveals).toBe(1);
    // Two days' keys of one visitor are unrelated; neither holds the address.
    const keys = await db()
      .select({ visitor: propertyCounterVisitors.visitor })
      .from(propertyCounterVisitors)
      .where(eq(propertyCounterVisitors.property_id, property.id));
    expect(new Set(keys.map((row) => row.visitor)).size).toBe(2);
    for (const { visitor } of keys) expect(visitor).not.toContain('198.51.100');
  });

  it('prunes visitor keys older than three days (the hourly upkeep)', async () => {
    const property = await createProperty(db());
    const key = 'prune-test-visitor';
    for (const at of ['2026-06-01T12:00:00Z', '2026-06-03T12:00:00Z', '2026-06-04T12:00:00Z'])
      await countPropertyEvent(db(), property.id, 'shares', key, new Date(at));
    await keepCountersUp(db(), new Date('2026-06-05T12:00:00Z'));
    const left = await db()
      .select({ day: propertyCounterVisitors.day })
      .from(propertyCounterVisitors)
      .where(eq(propertyCounterVisitors.visitor, key));
    expect(left.map((row) => row.day).sort()).toEqual(['2026-06-03', '2026-06-04']);
    // The day's counts stay.
    expect((await today(property.id, '2026-06-01'))?.shares).toBe(1);
  });
});
