// Back-office input checks (decision 0037): a reference item may not repeat a name of its list in
// any language (case, spaces and accents aside), and the seller's and the agency's phones must be
// Algerian numbers, stored as +213… whatever form was typed. Values stored before the rule are
// still read and shown.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';

describe('back-office input checks', () => {
  let t: TestApp;
  let admin: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await loginAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  describe('reference list names', () => {
    const add = (body: object, list = 'types') =>
      admin.inject({ method: 'POST', url: `/api/admin/reference/${list}`, payload: body });
    const names = { name_fr: 'Chalet', name_en: 'Chalet house', name_ar: 'شاليه' };

    it('refuses a name the list already has, in each language, whatever the case or accents', async () => {
      expect((await add(names)).statusCode).toBe(201);
      const villa = { name_fr: '  VILLA ', name_en: 'Country villa', name_ar: 'فيلا ريفية' };
      for (const [body, field] of [
        [villa, 'name_fr'],
        [{ ...names, name_fr: 'Chalet bois', name_ar: 'شاليه خشبي' }, 'name_en'],
        [{ ...names, name_fr: 'chalét', name_en: 'x' }, 'name_fr'],
        [{ name_fr: 'Bungalow', name_en: 'Bungalow', name_ar: 'شالِيه' }, 'name_ar'],
      ] as const) {
        const response = await add(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'reference.duplicate_name', field });
      }
      // The same name in another list is fine.
      expect((await add(names, 'views')).statusCode).toBe(201);
    });

    it('refuses renaming an item to another one’s name, not to its own', async () => {
      const items = (await admin.inject({ url: '/api/admin/reference/types' })).json().data as {
        id: number;
        name_fr: string;
      }[];
      const chalet = items.find((item) => item.name_fr === 'Chalet')!;
      const rename = (body: object) =>
        admin.inject({
          method: 'PATCH',
          url: `/api/admin/reference/types/${chalet.id}`,
          payload: body,
        });
      const clash = await rename({ name_fr: 'villa' });
      expect(clash.statusCode).toBe(400);
      expect(clash.json()).toMatchObject({ code: 'reference.duplicate_name', field: 'name_fr' });
      expect((await rename({ ...names, name_fr: 'CHALET' })).statusCode).toBe(200);
    });
  });

  describe('phones', () => {
    const property = {
      name_fr: 'Maison à Cherchell',
      name_en: 'House in Cherchell',
      name_ar: 'منزل في شرشال',
      base_price: 9_000_000,
    };
    const create = (seller_phone: string) =>
      admin.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: { ...property, seller_phone },
      });

    it('stores every typed form of an Algerian number as +213…', async () => {
      for (const [typed, stored] of [
        ['0555 12 34 56', '+213555123456'],
        ['06.61.23.45.67', '+213661234567'],
        ['+213 7 70 12 34 56', '+213770123456'],
        ['00213 555123456', '+213555123456'],
        ['+213 (0)555 12 34 56', '+213555123456'],
        ['021 23 45 67', '+21321234567'],
        ['', null],
      ] as const) {
        const response = await create(typed);
        expect(response.statusCode, typed).toBe(201);
        expect(response.json().seller_phone, typed).toBe(stored);
      }
    });

    it('refuses what is not an Algerian number, naming the field', async () => {
      for (const typed of ['12', 'abc', '0555 12 34', '0855123456', '+33 6 12 34 56 78']) {
        const response = await create(typed);
        expect(response.statusCode, typed).toBe(400);
        expect(response.json().field, typed).toBe('seller_phone');
        expect(response.json().message, typed).toMatch(/Algerian number/);
      }
      const agency = await admin.inject({
        method: 'POST',
        url: '/api/genInfo',
        payload: { latitude: 36.59, longitude: 2.45, phone: 'abc' },
      });
      expect(agency.statusCode).toBe(400);
      expect(agency.json().field).toBe('phone');
      const good = await admin.inject({
        method: 'POST',
        url: '/api/genInfo',
        payload: { latitude: 36.59, longitude: 2.45, phone: '024 46 12 34' },
      });
      expect(good.json().phone).toBe('+21324461234');
    });

    it('still reads a property whose phone was stored before the rule', async () => {
      const id = (await create('0555 12 34 56')).json().id as number;
      await t.services.db
        .update(schema.properties)
        .set({ seller_phone: '12' })
        .where(eq(schema.properties.id, id));
      const read = await admin.inject({ url: `/api/admin/property/${id}` });
      expect(read.statusCode).toBe(200);
      expect(read.json().seller_phone).toBe('12');
      // An edit that leaves the phone alone still saves.
      const edited = await admin.inject({
        method: 'PATCH',
        url: `/api/admin/property/${id}`,
        payload: { name_fr: 'Maison rénovée à Cherchell' },
      });
      expect(edited.statusCode).toBe(200);
    });
  });
});
