// The audit log (decision 0042): every back-office change leaves an entry with its field-level
// before/after, in the same transaction; logins and failed logins too, never a password; the
// superadmin reads it with filters; nobody, not even SQL, changes or deletes an entry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../../common/schemas/admin-audit.ts';
import { auditLog } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestAgent, loginAs, TEST_PASSWORD, type LoggedIn } from '../../helpers/auth.ts';
import { multipart, testPng } from '../../helpers/multipart.ts';

describe('audit log', () => {
  let t: TestApp;
  let admin: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await loginAs(t, 'superadmin');
  });
  afterAll(() => t.close());

  async function journal(query: string): Promise<TAuditEntry[]> {
    const response = await admin.inject({ url: `/api/admin/audit?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function newProperty(name = 'Villa des Pins') {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/property',
      payload: {
        name_fr: name,
        name_en: 'Pine villa',
        name_ar: 'فيلا الصنوبر',
        base_price: 9_000_000,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number };
  }

  it('records a property created, its fields changed, a toggle and its deletion', async () => {
    const { id } = await newProperty();
    const patch = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}`,
      payload: { base_price: 8_500_000, name_fr: 'Villa des Pins (vue mer)', num_rooms: 5 },
    });
    expect(patch.statusCode).toBe(200);
    await admin.inject({ method: 'PATCH', url: `/api/admin/property/${id}/toggle/isVisible` });
    await admin.inject({ method: 'DELETE', url: `/api/admin/property/${id}` });

    const entries = await journal(`entity=property&entity_id=${id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'update', 'create']);
    const [deleted, toggled, updated, created] = entries;
    expect(created!.changes.base_price).toEqual({ after: 9_000_000 });
    expect(created!.actor_username).toBe(admin.agent.username);
    expect(created!.actor_id).toBe(admin.agent.id);
    // Only what changed, with both sides; nothing the server derives (search text, timestamps).
    expect(updated!.changes).toEqual({
      base_price: { before: 9_000_000, after: 8_500_000 },
      name_fr: { before: 'Villa des Pins', after: 'Villa des Pins (vue mer)' },
      num_rooms: { after: 5 },
    });
    expect(updated!.entity_label).toBe('Villa des Pins (vue mer)');
    expect(toggled!.changes).toEqual({ isVisible: { before: true, after: false } });
    expect(deleted!.entity_label).toBe('Villa des Pins (vue mer)');
    expect(deleted!.ip).toBeTruthy();
  });

  it('writes nothing when the change is refused', async () => {
    const { id } = await newProperty('Studio refusé');
    const before = await journal(`entity=property&entity_id=${id}`);
    const refused = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/property/${id}`,
      payload: { ispromo: true, afterpromo_price: 99_000_000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await journal(`entity=property&entity_id=${id}`)).toHaveLength(before.length);
  });

  it('records ads, settings and reference lists with their before and after', async () => {
    const ad = (
      await admin.inject({
        method: 'POST',
        url: '/api/admin/ad',
        payload: { name_fr: 'Meubles Tipaza', name_en: 'Tipaza Furniture', name_ar: 'أثاث تيبازة' },
      })
    ).json();
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/ads/${ad.id}`,
      payload: { name_fr: 'Meubles Tipaza & Fils' },
    });
    const [adUpdate] = await journal(`entity=ad&entity_id=${ad.id}&action=update`);
    expect(adUpdate!.changes).toEqual({
      name_fr: { before: 'Meubles Tipaza', after: 'Meubles Tipaza & Fils' },
    });

    const office = { latitude: 36.75, longitude: 3.05, phone: '021 23 45 67' };
    await admin.inject({ method: 'POST', url: '/api/genInfo', payload: office });
    await admin.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { ...office, phone: '0555 12 34 56' },
    });
    const [settings] = await journal('entity=settings');
    expect(settings!.action).toBe('update');
    expect(settings!.changes).toEqual({
      phone: { before: '+21321234567', after: '+213555123456' },
    });

    const item = (
      await admin.inject({
        method: 'POST',
        url: '/api/admin/reference/types',
        payload: { name_fr: 'Chalet', name_en: 'Chalet', name_ar: 'شاليه' },
      })
    ).json();
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/reference/types/${item.id}`,
      payload: { name_fr: 'Chalet de montagne' },
    });
    await admin.inject({ method: 'DELETE', url: `/api/admin/reference/types/${item.id}` });
    const reference = await journal(`entity=reference&entity_id=${item.id}`);
    expect(reference.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(reference[1]!.changes).toEqual({
      name_fr: { before: 'Chalet', after: 'Chalet de montagne' },
    });
    expect(reference[1]!.entity_label).toBe('types: Chalet de montagne');
  });

  it('records a site image replaced', async () => {
    const upload = () =>
      testPng(60, 30).then((data) =>
        admin.inject({
          method: 'POST',
          url: '/api/admin/upload/static?customName=about',
          ...multipart([{ filename: 'about.png', data }]),
        }),
      );
    const first = (await upload()).json().files[0].path;
    const second = (await upload()).json().files[0].path;
    const [replaced, created] = await journal('entity=site_image');
    expect(created).toMatchObject({ action: 'create', entity_label: 'about' });
    expect(replaced).toMatchObject({ action: 'update', entity_label: 'about' });
    expect(replaced!.changes.path).toEqual({ before: first, after: second });
  });

  it('records accounts: created, role changed, password changed (never the hash), deleted', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/agent/register',
      payload: { username: 'nadia', password: 'olives-et-tram-42', type: 'agent' },
    });
    const nadia = created.json();
    await admin.inject({
      method: 'PATCH',
      url: `/api/admin/agent/${nadia.id}/update`,
      payload: { type: 'superadmin', password: 'un tout nouveau mot de passe' },
    });
    await admin.inject({ method: 'DELETE', url: `/api/admin/agent/${nadia.id}` });
    const entries = await journal(`entity=agent&entity_id=${nadia.id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'password_change',
      'update',
      'create',
    ]);
    expect(entries[2]!.changes).toEqual({ type: { before: 'agent', after: 'superadmin' } });
    expect(entries[1]!.changes).toEqual({});
    const text = JSON.stringify(entries);
    expect(text).not.toContain('un tout nouveau mot de passe');
    expect(text).not.toContain('olives-et-tram-42');
    expect(text).not.toContain('$argon2');
    // The entries outlive the account, with its name as it was.
    expect(entries[0]!.entity_label).toBe('nadia');
  });

  it('records logins and failed logins, without the password typed', async () => {
    const { agent } = await createTestAgent(t, 'agent');
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: agent.username, password },
      });
    expect((await attempt('pas le bon mot de passe')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'personne-de-connu', password: 'pas le bon mot de passe' },
    });
    const mine = await journal(`actor_id=${agent.id}`);
    expect(mine.map((entry) => entry.action)).toEqual(['login', 'login_failed']);
    const [unknown] = await journal('action=login_failed');
    expect(unknown).toMatchObject({ actor_id: null, actor_username: 'personne-de-connu' });
    expect(JSON.stringify(await journal('limit=100'))).not.toContain('pas le bon mot de passe');
  });

  it('filters by day and pages like every list; refuses bad filters with a 400', async () => {
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const all = await admin.inject({ url: `/api/admin/audit?from=${today}&to=${today}&limit=2` });
    expect(all.json()).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(all.json().total).toBeGreaterThan(10);
    expect(all.json().data).toHaveLength(2);
    expect((await journal('from=2000-01-01&to=2000-01-31')).length).toBe(0);
    for (const bad of [
      'entity=house',
      'action=erase',
      'from=hier',
      'from=2026-02-10&to=2026-02-01',
    ]) {
      const response = await admin.inject({ url: `/api/admin/audit?${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('is for the superadmin only', async () => {
    const agent = await loginAs(t, 'agent');
    expect((await agent.inject({ url: '/api/admin/audit' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('can never be changed or deleted, even in SQL', async () => {
    const [entry] = await journal('limit=1');
    const { db } = t.services;
    // The database's own refusal (Drizzle wraps it: the reason is the cause).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(
        db.execute(sql`update ${auditLog} set actor_username = 'x' where id = ${entry!.id}`),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(db.execute(sql`delete from ${auditLog} where id = ${entry!.id}`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate ${auditLog}`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [again] = await journal('limit=1');
    expect(again).toEqual(entry);
  });
});
