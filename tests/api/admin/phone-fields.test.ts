// Phone fields a save did not touch (issue 35, item 1): the back-office forms show numbers in the
// national form (`024 47 12 35`) and send them back as shown; the same number written another
// way is not a change, so the stored value is kept as it is and no audit entry names it. A real
// change is stored in the one form (+213…) and audited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalInfo, properties } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { agencyRow } from '../../../server/db/agency-row.ts';

let t: TestApp;
let admin: LoggedIn;
let office: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
  const info = (await t.app.inject({ url: '/api/genInfo' })).json();
  office = { latitude: info.latitude, longitude: info.longitude };
});
afterAll(() => t?.close());

const journal = async (entity: string) =>
  (await admin.inject({ url: `/api/admin/audit?entity=${entity}` })).json().data as {
    entity_id: number;
    changes: Record<string, unknown>;
  }[];

describe('settings phones', () => {
  const saveSettings = (body: Record<string, unknown>) =>
    admin.inject({ method: 'POST', url: '/api/genInfo', payload: { ...office, ...body } });
  const stored = async () =>
    (await t.services.db.select().from(generalInfo).where(agencyRow()))[0]!;

  it('keep a number stored before the rule when the form sends it back in the national form', async () => {
    // As the demo seed wrote it, before numbers were stored as +213…
    await t.services.db
      .update(generalInfo)
      .set({ phone: '+213 24 47 12 35', whatsapp: '+213 550 12 34 56' })
      .where(agencyRow());
    const before = (await journal('settings')).length;

    // Only the financing note changed; the phones come back as the form shows them.
    const response = await saveSettings({
      phone: '024 47 12 35',
      whatsapp: '0550 12 34 56',
      financing_note: 'BNA',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toMatchObject({
      phone: '+213 24 47 12 35',
      whatsapp: '+213 550 12 34 56',
    });
    const entries = await journal('settings');
    expect(entries).toHaveLength(before + 1);
    expect(Object.keys(entries[0]!.changes)).toEqual(['financing_note']);
  });

  it('leave no audit entry when nothing but the phone form differs', async () => {
    const before = (await journal('settings')).length;
    const response = await saveSettings({ phone: '+213 (0) 24 47 12 35', financing_note: 'BNA' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).phone).toBe('+213 24 47 12 35');
    expect(await journal('settings')).toHaveLength(before);
  });

  it('store and audit a number that did change', async () => {
    const response = await saveSettings({ phone: '021 23 45 67' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).phone).toBe('+21321234567');
    const [entry] = await journal('settings');
    expect(entry!.changes.phone).toEqual({ before: '+213 24 47 12 35', after: '+21321234567' });
  });
});

describe('seller phones', () => {
  it('are not rewritten nor audited when a property save sends them back as shown', async () => {
    const property = await createProperty(t.services.db, {
      seller_phone: '+213 661 12 34 56',
      seller_whatsapp: '+213 661 12 34 56',
    });
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/property/${property.id}`,
      payload: {
        seller_phone: '0661 12 34 56',
        seller_whatsapp: '0661123456',
        name_fr: 'Villa renommée',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row).toMatchObject({
      seller_phone: '+213 661 12 34 56',
      seller_whatsapp: '+213 661 12 34 56',
      name_fr: 'Villa renommée',
    });
    const [entry] = (await journal('property')).filter((e) => e.entity_id === property.id);
    expect(Object.keys(entry!.changes)).toEqual(['name_fr']);
  });

  it('are stored in the one form when they change', async () => {
    const property = await createProperty(t.services.db, { seller_phone: '+213661123456' });
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/property/${property.id}`,
      payload: { seller_phone: '0770 98 76 54' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().seller_phone).toBe('+213770987654');
  });
});
