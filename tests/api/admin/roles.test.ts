// The agency's roles (decision 0037): an agent manages properties (create, edit, photos,
// toggles) and reads the reference lists; deleting a property, changing the reference lists, the
// ads and the site images are the superadmin's. Each guarded route is called by both roles: the
// agent gets 403 and nothing changes, the superadmin gets the work done.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { multipart, testPng } from '../../helpers/multipart.ts';

describe('agent and superadmin roles', () => {
  let t: TestApp;
  let agent: LoggedIn;
  let admin: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    [agent, admin] = await Promise.all([loginAs(t, 'agent'), loginAs(t, 'superadmin')]);
  });
  afterAll(() => t.close());

  const property = {
    name_fr: 'Appartement F3 à Tipaza',
    name_en: 'F3 apartment in Tipaza',
    name_ar: 'شقة F3 في تيبازة',
    base_price: 12_000_000,
  };
  const propertyExists = async (id: number) =>
    (await t.services.db.select().from(schema.properties).where(eq(schema.properties.id, id)))
      .length === 1;

  it('lets an agent create, edit, toggle and add photos to a property', async () => {
    const created = await agent.inject({
      method: 'POST',
      url: '/api/admin/property',
      payload: property,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const upload = await agent.inject({
      method: 'POST',
      url: '/api/admin/upload',
      ...multipart([{ filename: 'salon.png', data: await testPng(40, 30) }]),
    });
    expect(upload.statusCode).toBe(200);
    const path = upload.json().files[0].path as string;
    const edited = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}`,
      payload: { name_fr: 'Appartement F3 rénové à Tipaza', images: [path] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name_fr: 'Appartement F3 rénové à Tipaza' });
    const toggled = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}/toggle/isVisible`,
    });
    expect(toggled.statusCode).toBe(200);
    expect((await agent.inject({ url: '/api/admin/reference/types' })).statusCode).toBe(200);
  });

  it('keeps deleting a property for the superadmin', async () => {
    const id = (
      await agent.inject({ method: 'POST', url: '/api/admin/property', payload: property })
    ).json().id as number;
    const refused = await agent.inject({ method: 'DELETE', url: `/api/admin/property/${id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    expect(await propertyExists(id)).toBe(true);
    const removed = await admin.inject({ method: 'DELETE', url: `/api/admin/property/${id}` });
    expect(removed.statusCode).toBe(200);
    expect(await propertyExists(id)).toBe(false);
  });

  it('keeps adding, renaming and deleting reference items for the superadmin', async () => {
    const names = { name_fr: 'Maison troglodyte', name_en: 'Cave house', name_ar: 'منزل كهفي' };
    const add = (who: LoggedIn) =>
      who.inject({ method: 'POST', url: '/api/admin/reference/types', payload: names });
    expect((await add(agent)).statusCode).toBe(403);
    const added = await add(admin);
    expect(added.statusCode).toBe(201);
    const url = `/api/admin/reference/types/${added.json().id}`;
    const rename = (who: LoggedIn) =>
      who.inject({ method: 'PATCH', url, payload: { name_fr: 'Maison troglodyte rénovée' } });
    expect((await rename(agent)).statusCode).toBe(403);
    expect((await rename(admin)).json()).toMatchObject({ name_fr: 'Maison troglodyte rénovée' });
    expect((await agent.inject({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'DELETE', url })).statusCode).toBe(200);
  });

  it('keeps the ads for the superadmin, reading them included', async () => {
    const ad = { name_fr: 'Meubles Cherchell', isVisible: true, isLinkOnly: false };
    const create = (who: LoggedIn) =>
      who.inject({ method: 'POST', url: '/api/admin/ad', payload: ad });
    expect((await create(agent)).statusCode).toBe(403);
    const created = await create(admin);
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const calls = [
      { method: 'GET', url: '/api/admin/ads' },
      { method: 'GET', url: `/api/admin/ads/${id}` },
      { method: 'PATCH', url: `/api/admin/ads/${id}`, payload: { name_fr: 'Meubles Tipaza' } },
      { method: 'PATCH', url: `/api/admin/ads/${id}/toggle/isVisible` },
      { method: 'DELETE', url: `/api/admin/ads/${id}` },
    ] as const;
    for (const call of calls) {
      expect((await agent.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls) {
      expect((await admin.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(200);
    }
  });

  it('keeps the site images and deleting stored images for the superadmin', async () => {
    const uploadHero = async (who: LoggedIn) =>
      who.inject({
        method: 'POST',
        url: '/api/admin/upload/static?customName=hero',
        ...multipart([{ filename: 'hero.png', data: await testPng(80, 40) }]),
      });
    expect((await uploadHero(agent)).statusCode).toBe(403);
    const stored = await uploadHero(admin);
    expect(stored.statusCode).toBe(201);
    // Agents still see the library (the property form picks from it).
    const library = await agent.inject({ url: '/api/admin/media?kind=static' });
    expect(library.statusCode).toBe(200);
    const hero = library.json().data[0] as { id: number; static_name: string };
    expect(hero.static_name).toBe('hero');
    const remove = (who: LoggedIn) =>
      who.inject({ method: 'DELETE', url: `/api/admin/media/${hero.id}` });
    expect((await remove(agent)).statusCode).toBe(403);
    expect((await remove(admin)).statusCode).toBe(200);
  });
});
