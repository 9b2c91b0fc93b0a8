// The agency's roles (decisions 0037, 0038): an agent manages the properties assigned to them and
// the unassigned ones (create, edit, photos, toggles, verify) and reads the reference lists; deleting a property, changing the reference lists, the
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

  describe('properties assigned to an agent (decision 0038)', () => {
    let other: LoggedIn;
    beforeAll(async () => {
      other = await loginAs(t, 'agent');
    });
    const create = (who: LoggedIn, extra: Record<string, unknown> = {}) =>
      who.inject({
        method: 'POST',
        url: '/api/admin/property',
        payload: { ...property, ...extra },
      });
    const stored = async (id: number) =>
      (
        await t.services.db.select().from(schema.properties).where(eq(schema.properties.id, id))
      )[0]!;

    it('assigns a property to the agent who creates it; only a superadmin names another', async () => {
      const own = await create(agent);
      expect(own.json()).toMatchObject({ agent_id: agent.agent.id });
      const refused = await create(agent, { agent_id: other.agent.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
      const unassigned = await create(admin);
      expect(unassigned.json()).toMatchObject({ agent_id: null });
      const named = await create(admin, { agent_id: other.agent.id });
      expect(named.json()).toMatchObject({ agent_id: other.agent.id });
      const unknown = await create(admin, { agent_id: 999_999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'agent_id' });
    });

    it("refuses an agent every change to another agent's property, nothing changed", async () => {
      const id = (await create(admin, { agent_id: other.agent.id })).json().id as number;
      const calls = [
        { method: 'PATCH', url: `/api/admin/property/${id}`, payload: { name_fr: 'Pris' } },
        { method: 'PATCH', url: `/api/admin/property/${id}/toggle/isVisible` },
        { method: 'PATCH', url: `/api/admin/property/${id}/verify`, payload: { verified: true } },
        { method: 'POST', url: `/api/admin/property/${id}/confirm` },
      ] as const;
      for (const call of calls) {
        const response = await agent.inject(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'auth.forbidden' });
      }
      expect(await stored(id)).toMatchObject({
        name_fr: property.name_fr,
        isVisible: true,
        verified_at: null,
      });
      // Reading stays open to every agent.
      expect((await agent.inject({ url: `/api/admin/property/${id}` })).statusCode).toBe(200);
      for (const call of calls) {
        expect((await other.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(200);
      }
    });

    it('lets any agent edit an unassigned property and take it, not give it away', async () => {
      const id = (await create(admin)).json().id as number;
      const edit = (who: LoggedIn, payload: Record<string, unknown>) =>
        who.inject({ method: 'PATCH', url: `/api/admin/property/${id}`, payload });
      expect((await edit(agent, { name_fr: 'Appartement F3 vue mer' })).statusCode).toBe(200);
      expect(await stored(id)).toMatchObject({ name_fr: 'Appartement F3 vue mer', agent_id: null });
      expect((await edit(agent, { agent_id: other.agent.id })).statusCode).toBe(403);
      expect((await edit(agent, { agent_id: agent.agent.id })).json()).toMatchObject({
        agent_id: agent.agent.id,
      });
      expect((await edit(other, { name_fr: 'Repris' })).statusCode).toBe(403);
      expect((await edit(admin, { agent_id: other.agent.id })).json()).toMatchObject({
        agent_id: other.agent.id,
      });
      expect((await edit(other, { name_fr: 'Repris' })).statusCode).toBe(200);
    });

    it("lists one agent's properties with agent_id (the « Mes biens » filter)", async () => {
      const mine = (await create(other)).json().id as number;
      const list = await other.inject({
        url: `/api/admin/property?agent_id=${other.agent.id}&limit=100`,
      });
      const ids = list.json().data.map((row: { id: number }) => row.id);
      expect(ids).toContain(mine);
      expect(
        list.json().data.every((row: { agent_id: number }) => row.agent_id === other.agent.id),
      ).toBe(true);
      expect((await other.inject({ url: '/api/admin/property?agent_id=abc' })).statusCode).toBe(
        400,
      );
    });

    it('unassigns the properties of a deleted account', async () => {
      const leaving = await loginAs(t, 'agent');
      const id = (await create(leaving)).json().id as number;
      expect(
        (await admin.inject({ method: 'DELETE', url: `/api/admin/agent/${leaving.agent.id}` }))
          .statusCode,
      ).toBe(200);
      expect(await stored(id)).toMatchObject({ agent_id: null });
    });
  });
});
