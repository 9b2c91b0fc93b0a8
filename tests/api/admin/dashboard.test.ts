// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromoRunning } from '../../../common/promotion.ts';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

const algiersDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

describe('admin dashboard, messages and general info', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let staff: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    admin = await loginAs(t, 'superadmin');
    staff = await loginAs(t, 'agent');
  });
  afterAll(() => t.close());

  it('gives the dashboard figures, with 30 days of views and reveals', async () => {
    const { db } = t.services;
    const [first, second] = await db
      .select({ id: schema.properties.id })
      .from(schema.properties)
      .limit(2);
    await db.insert(schema.propertyDailyStats).values([
      { property_id: first!.id, day: algiersDay(0), views: 7, phone_reveals: 2 },
      { property_id: second!.id, day: algiersDay(0), views: 3, phone_reveals: 0 },
      { property_id: first!.id, day: algiersDay(-29), views: 4, phone_reveals: 1 },
      { property_id: second!.id, day: algiersDay(-10), views: 20, phone_reveals: 5 },
      { property_id: first!.id, day: algiersDay(-30), views: 100, phone_reveals: 100 },
    ]);
    await db.insert(schema.contactMessages).values([
      { full_name: 'Amine', email: 'amine@example.dz', object: 'Visite', message: 'Bonjour' },
      {
        full_name: 'Lina',
        phone_number: '0550',
        object: 'Prix',
        message: 'Salam',
        read_at: new Date(),
      },
    ]);

    const response = await staff.inject({ url: '/api/admin/stat' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const properties = await db.select().from(schema.properties);
    const now = new Date();
    expect(stats.properties).toMatchObject({
      total: properties.length,
      visible: properties.filter((p) => p.isVisible).length,
      hidden: properties.filter((p) => !p.isVisible).length,
      promo_active: properties.filter((p) => isPromoRunning(p, now)).length,
      banner: properties.filter((p) => p.isBanner).length,
    });
    const forSale = stats.properties.by_status.find((s: { name: string }) => s.name === 'À vendre');
    expect(forSale.count).toBe(
      properties.filter((p) => p.property_statuses.includes(forSale.id)).length,
    );
    const villas = stats.properties.by_type.find((s: { name: string }) => s.name === 'Villa');
    expect(villas.count).toBe(
      properties.filter((p) => p.property_types.includes(villas.id)).length,
    );
    expect(stats.ads).toEqual({ total: 3, visible: 3 });
    // The first superadmin (made by the start), the two logged-in test accounts and the demo
    // seed's two agents.
    expect(stats.agents).toEqual({ total: 5, superadmins: 2 });
    expect(stats.messages).toEqual({ total: 2, unread: 1 });

    const window = stats.last_30_days;
    expect(window.series).toHaveLength(30);
    expect(window.from).toBe(algiersDay(-29));
    expect(window.to).toBe(algiersDay(0));
    expect(window.series.at(-1)).toEqual({ day: algiersDay(0), views: 10, phone_reveals: 2 });
    expect(window.series[0]).toEqual({ day: algiersDay(-29), views: 4, phone_reveals: 1 });
    expect(window.series.filter((d: { views: number }) => d.views === 0)).toHaveLength(27);
    expect(window.views).toBe(34);
    expect(window.phone_reveals).toBe(8);
    expect(stats.top_properties).toEqual([
      expect.objectContaining({ id: second!.id, views: 23, phone_reveals: 5 }),
      expect.objectContaining({ id: first!.id, views: 11, phone_reveals: 3 }),
    ]);
    expect((await t.app.inject({ url: '/api/admin/stat' })).statusCode).toBe(401);
  });

  it('lists messages newest first, filters unread, marks read and deletes', async () => {
    const { db } = t.services;
    await db.delete(schema.contactMessages);
    const base = { object: 'Sujet', message: 'Texte' };
    const [older, newer] = await db
      .insert(schema.contactMessages)
      .values([
        { ...base, full_name: 'Ancien', created_at: new Date(Date.now() - 60_000) },
        { ...base, full_name: 'Récent', email: 'r@example.dz' },
      ])
      .returning();
    const list = await staff.inject({ url: '/api/admin/messages' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, unread: 2, page: 1, limit: 20 });
    expect(list.json().data.map((m: { full_name: string }) => m.full_name)).toEqual([
      'Récent',
      'Ancien',
    ]);

    const read = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${newer!.id}/read`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newer!.id, read: true });
    expect(read.json().read_at).toBeTruthy();

    const unread = await staff.inject({ url: '/api/admin/messages?unread=true' });
    expect(unread.json()).toMatchObject({ total: 1, unread: 1 });
    expect(unread.json().data[0].id).toBe(older!.id);
    const unreadFirst = await staff.inject({ url: '/api/admin/messages?order_by=unread_first' });
    expect(unreadFirst.json().data[0].id).toBe(older!.id);

    const back = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/messages/${newer!.id}/read`,
      payload: { read: false },
    });
    expect(back.json()).toMatchObject({ read: false, read_at: null });

    const removed = await staff.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${older!.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await staff.inject({ url: '/api/admin/messages' })).json().total).toBe(1);
    // The deletion is in the audit log: who deleted which message (never its text).
    const journal = await admin.inject({
      url: `/api/admin/audit?entity=message&entity_id=${older!.id}`,
    });
    expect(journal.json().data).toMatchObject([
      {
        action: 'delete',
        entity_label: 'Message de Ancien',
        actor_username: staff.agent.username,
        changes: {},
      },
    ]);
    for (const call of [
      { method: 'DELETE' as const, url: `/api/admin/messages/${older!.id}` },
      { method: 'PATCH' as const, url: `/api/admin/messages/${older!.id}/read` },
    ]) {
      expect((await staff.inject(call)).statusCode).toBe(404);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
    expect((await staff.inject({ url: '/api/admin/messages?unread=perhaps' })).statusCode).toBe(
      400,
    );
  });

  it('lets a superadmin, and only a superadmin, set the office position', async () => {
    const body = { latitude: 36.5894, longitude: 2.4475, phone: '024 00 00 00', email: '' };
    const forbidden = await staff.inject({ method: 'POST', url: '/api/genInfo', payload: body });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/genInfo', payload: body })).statusCode,
    ).toBe(401);
    const response = await admin.inject({ method: 'POST', url: '/api/genInfo', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      latitude: 36.5894,
      longitude: 2.4475,
      // Stored in the international form (docs/product.md, "Phones").
      phone: '+21324000000',
      email: null,
    });
    const [stored] = await t.services.db.select().from(schema.generalInfo);
    expect(stored).toMatchObject({ latitude: 36.5894, longitude: 2.4475 });
    expect(stored!.address_fr).not.toBe('');

    for (const bad of [
      { latitude: 48.85, longitude: 2.35 },
      { latitude: 36.5 },
      { latitude: 'north', longitude: 3 },
      { latitude: '', longitude: '' },
    ]) {
      const refused = await admin.inject({ method: 'POST', url: '/api/genInfo', payload: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [unchanged] = await t.services.db.select().from(schema.generalInfo);
    expect(unchanged).toMatchObject({ latitude: 36.5894, longitude: 2.4475 });
  });
});
