// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// GET /api/admin/property/{id}/stats: one listing's counters per day, zeros filled, both roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyStats } from '../../../common/schemas/property-performance.ts';
import { leads, propertyDailyStats, visitRequests } from '../../../server/db/schema.ts';
import { statsDay } from '../../../server/services/listings/property-counters.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { visitorHeaders } from '../../helpers/visitors.ts';
import { keepCountersUp } from '../../../server/services/listings/counter-upkeep.ts';

let t: TestApp;
let admin: LoggedIn;
let agent: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  agent = await loginAs(t, 'agent');
});
afterAll(() => t.close());

const daysAgo = (days: number) => statsDay(new Date(Date.now() - days * 86_400_000));
const stats = (who: LoggedIn, id: number, query = '') =>
  who.inject({ url: `/api/admin/property/${id}/stats${query}` });

describe('GET /api/admin/property/{id}/stats', () => {
  it('counts the enquiries and visit requests received about the listing, per day', async () => {
    const property = await createProperty(t.services.db);
    const other = await createProperty(t.services.db);
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const contact = { full_name: 'Samir B.', phone_number: '+213555123456' };
    await t.services.db.insert(leads).values([
      { ...contact, property_id: property.id, message: 'Bonjour', source: 'property' },
      { ...contact, property_id: property.id, message: 'Encore', source: 'property' },
      {
        ...contact,
        property_id: property.id,
        message: 'Hier',
        source: 'property',
        created_at: yesterday,
      },
      { ...contact, property_id: other.id, message: 'Autre bien', source: 'property' },
    ]);
    const slot = new Date(now.getTime() + 3 * 86_400_000).toISOString();
    await t.services.db
      .insert(visitRequests)
      .values({ ...contact, property_id: property.id, slots: [slot], locale: 'fr' });

    const body: TPropertyStats = (await stats(admin, property.id)).json();
    expect(body.days.at(-1)).toMatchObject({ day: daysAgo(0), leads: 2, visits: 1 });
    expect(body.days.at(-2)).toMatchObject({ day: daysAgo(1), leads: 1, visits: 0 });
    expect(body.totals).toMatchObject({ leads: 3, visits: 1 });
  });

  it('answers the last 30 days by default, every day present, with totals', async () => {
    const property = await createProperty(t.services.db, { isVisible: false });
    await t.services.db.insert(propertyDailyStats).values([
      { property_id: property.id, day: daysAgo(0), views: 5, whatsapp_clicks: 2, favorites: 1 },
      { property_id: property.id, day: daysAgo(29), views: 3, phone_reveals: 1, shares: 4 },
      { property_id: property.id, day: daysAgo(30), views: 100, phone_clicks: 100 },
    ]);
    for (const who of [admin, agent]) {
      const response = await stats(who, property.id);
      expect(response.statusCode).toBe(200);
      const body: TPropertyStats = response.json();
      expect(body).toMatchObject({ property_id: property.id, from: daysAgo(29), to: daysAgo(0) });
      expect(body.days).toHaveLength(30);
      expect(body.days[0]).toEqual({
        day: daysAgo(29),
        views: 3,
        phone_reveals: 1,
        phone_clicks: 0,
        whatsapp_clicks: 0,
        shares: 4,
        favorites: 0,
        leads: 0,
        visits: 0,
        visits_done: 0,
      });
      expect(body.days[1]).toMatchObject({ views: 0, shares: 0 });
      expect(body.days.at(-1)).toMatchObject({ day: daysAgo(0), views: 5, whatsapp_clicks: 2 });
      expect(body.totals).toEqual({
        views: 8,
        phone_reveals: 1,
        phone_clicks: 0,
        whatsapp_clicks: 2,
        shares: 4,
        favorites: 1,
        leads: 0,
        visits: 0,
        visits_done: 0,
      });
    }
  });

  it('answers the period asked, up to 366 days', async () => {
    const property = await createProperty(t.services.db);
    await t.services.db
      .insert(propertyDailyStats)
      .values({ property_id: property.id, day: '2025-02-28', views: 9 });
    const week = (await stats(admin, property.id, '?from=2025-02-26&to=2025-03-04')).json();
    expect(week.days.map((point: { day: string }) => point.day)).toEqual([
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
    ]);
    expect(week.totals.views).toBe(9);
    const year = await stats(admin, property.id, '?from=2024-01-01&to=2024-12-31');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);
    // Only `from`: up to today.
    const since = (await stats(agent, property.id, `?from=${daysAgo(6)}`)).json();
    expect(since).toMatchObject({ from: daysAgo(6), to: daysAgo(0) });
    expect(since.days).toHaveLength(7);
  });

  it('refuses a bad period with a 400 naming the field', async () => {
    const property = await createProperty(t.services.db);
    const cases: [string, string, string][] = [
      ['?from=2025-03-10&to=2025-03-01', 'validation.invalid', 'to'],
      ['?from=2024-01-01&to=2025-01-01', 'validation.too_big', 'to'],
      ['?from=2025-02-30', 'validation.invalid', 'from'],
      ['?to=10/03/2025', 'validation.invalid_format', 'to'],
    ];
    for (const [query, code, field] of cases) {
      const response = await stats(admin, property.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code, field });
    }
  });

  it('answers 404 for an unknown property and 401 without a token', async () => {
    expect((await stats(agent, 2_000_000)).json()).toMatchObject({ code: 'property.not_found' });
    expect((await stats(agent, 2_000_000)).statusCode).toBe(404);
    const property = await createProperty(t.services.db);
    const anonymous = await t.app.inject({ url: `/api/admin/property/${property.id}/stats` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/property: the performance view', () => {
  it('gives each row its last 30 days and sorts by any counter, both ways', async () => {
    const { db } = t.services;
    const make = (suffix: string) =>
      createProperty(db, { name_fr: `Studio perfcheck ${suffix}`, isVisible: suffix !== 'c' });
    const a = await make('a');
    const b = await make('b');
    const c = await make('c');
    await db.insert(propertyDailyStats).values([
      { property_id: a.id, day: daysAgo(1), views: 10, whatsapp_clicks: 1 },
      { property_id: a.id, day: daysAgo(40), whatsapp_clicks: 50 },
      { property_id: b.id, day: daysAgo(0), views: 2, whatsapp_clicks: 3, favorites: 2 },
      { property_id: b.id, day: daysAgo(29), whatsapp_clicks: 1 },
    ]);
    // The hourly upkeep sums the last 30 days (written here straight into the daily table).
    await keepCountersUp(db);
    const list = async (order: string, who = agent) => {
      const response = await who.inject({
        url: `/api/admin/property?text=perfcheck&order_by=${order}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        total: number;
        data: { id: number; last_30_days: Record<string, number> }[];
      };
    };
    const byWhatsapp = await list('whatsapp_clicks_desc');
    expect(byWhatsapp.total).toBe(3);
    expect(byWhatsapp.data.map((row) => row.id)).toEqual([b.id, a.id, c.id]);
    expect(byWhatsapp.data[0]!.last_30_days).toEqual({
      views: 2,
      phone_reveals: 0,
      phone_clicks: 0,
      whatsapp_clicks: 4,
      shares: 0,
      favorites: 2,
    });
    // 40 days ago is outside the period.
    expect(byWhatsapp.data[1]!.last_30_days.whatsapp_clicks).toBe(1);
    expect(byWhatsapp.data[2]!.last_30_days.views).toBe(0);
    expect((await list('views_desc', admin)).data.map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect((await list('views_asc')).data.map((row) => row.id)).toEqual([c.id, b.id, a.id]);
    // Other orders keep their rows' counters too.
    const byDate = await list('date_desc');
    expect(byDate.data.find((row) => row.id === a.id)!.last_30_days.views).toBe(10);
    // A tap counted now raises the sums at once, before the next upkeep.
    const tap = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${a.id}/events`,
      headers: visitorHeaders('198.51.100.90'),
      payload: { kind: 'whatsapp_click' },
    });
    expect(tap.statusCode).toBe(204);
    const afterTap = await list('whatsapp_clicks_desc');
    expect(afterTap.data.find((row) => row.id === a.id)!.last_30_days.whatsapp_clicks).toBe(2);
    const bad = await agent.inject({ url: '/api/admin/property?order_by=likes_desc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation.invalid', field: 'order_by' });
  });
});
