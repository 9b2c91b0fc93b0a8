import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  FIRST_SUPERADMIN,
  login,
  loginAs,
  loginAsFirstSuperadmin,
  withToken,
  type LoggedIn,
} from '../../helpers/auth.ts';

describe('admin agents (superadmin only)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let agent: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await loginAs(t, 'superadmin');
    agent = await loginAs(t, 'agent');
  });
  afterAll(() => t.close());

  const register = (body: object) =>
    admin.inject({ method: 'POST', url: '/api/admin/agent/register', payload: body });

  it('lists the accounts without their password hashes', async () => {
    const response = await admin.inject({ url: '/api/admin/agent' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The first superadmin, made by the start, and the two accounts of this file.
    expect(body).toMatchObject({ total: 3, page: 1, limit: 100 });
    expect(body.data.map((a: { username: string }) => a.username).sort()).toEqual(
      [FIRST_SUPERADMIN.username, admin.agent.username, agent.agent.username].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
  });

  it('creates an account that can log in', async () => {
    const response = await register({
      username: 'nadia.b',
      password: 'un mot de passe long',
      type: 'agent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'nadia.b', type: 'agent' });
    expect(await login(t, 'nadia.b', 'un mot de passe long')).toBeTruthy();
  });

  it('refuses a duplicate username (any case), a short password, a bad type or name', async () => {
    await register({ username: 'karim', password: 'olives-et-tram-42', type: 'agent' });
    const duplicate = await register({ username: 'KARIM', password: 'olives-et-tram-42' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toMatch(/already taken/);
    const short = await register({ username: 'samir', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/au moins 12 caractères/);
    const badType = await register({
      username: 'samir',
      password: 'olives-et-tram-42',
      type: 'root',
    });
    expect(badType.statusCode).toBe(400);
    const badName = await register({ username: '../etc', password: 'olives-et-tram-42' });
    expect(badName.statusCode).toBe(400);
  });

  it('forbids every agents route to an agent (403) and to nobody (401)', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/agent' },
      {
        method: 'POST' as const,
        url: '/api/admin/agent/register',
        payload: { username: 'sneaky', password: 'olives-et-tram-42', type: 'superadmin' },
      },
      { method: 'PATCH' as const, url: `/api/admin/agent/${agent.agent.id}/update`, payload: {} },
      { method: 'DELETE' as const, url: `/api/admin/agent/${admin.agent.id}` },
    ];
    for (const call of calls) {
      expect((await agent.inject(call)).statusCode).toBe(403);
      expect((await t.app.inject(call)).statusCode).toBe(401);
    }
  });

  it('changes a password: the old sessions end, the new password works', async () => {
    const someone = await loginAs(t, 'agent');
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/agent/${someone.agent.id}/update`,
      payload: { password: 'a brand new password' },
    });
    expect(response.statusCode).toBe(200);
    expect((await someone.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const token = await login(t, someone.agent.username, 'a brand new password');
    expect((await withToken(t, token)({ url: '/api/admin/me' })).statusCode).toBe(200);
  });

  it('changes a type, which applies to the open session at once', async () => {
    const someone = await loginAs(t, 'agent');
    expect((await someone.inject({ url: '/api/admin/agent' })).statusCode).toBe(403);
    const response = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/agent/${someone.agent.id}/update`,
      payload: { type: 'superadmin', password: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().type).toBe('superadmin');
    expect((await someone.inject({ url: '/api/admin/agent' })).statusCode).toBe(200);
    // Back to agent (another superadmin remains).
    const back = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/agent/${someone.agent.id}/update`,
      payload: { type: 'agent' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses an empty update, an unknown id (404) and a bad id (400)', async () => {
    const empty = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/agent/${agent.agent.id}/update`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/agent/999999/update',
      payload: { type: 'agent' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await admin.inject({ method: 'DELETE', url: '/api/admin/agent/999999' })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: '/api/admin/agent/abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.inject({ method: 'DELETE', url: '/api/admin/agent/99999999999' })).statusCode,
    ).toBe(400);
  });

  it('never leaves the site without a superadmin', async () => {
    const t2 = await createTestApp({ demo: false });
    try {
      // The first superadmin, made by the start, is the only one.
      const only = await loginAsFirstSuperadmin(t2);
      const demote = await only.inject({
        method: 'PATCH',
        url: `/api/admin/agent/${only.agent.id}/update`,
        payload: { type: 'agent' },
      });
      expect(demote.statusCode).toBe(400);
      expect(demote.json().message).toMatch(/last superadmin/);
      const self = await only.inject({
        method: 'DELETE',
        url: `/api/admin/agent/${only.agent.id}`,
      });
      expect(self.statusCode).toBe(400);
      // With a second superadmin, the first may be demoted, then deleted by the second.
      const second = await loginAs(t2, 'superadmin');
      const demoted = await second.inject({
        method: 'PATCH',
        url: `/api/admin/agent/${only.agent.id}/update`,
        payload: { type: 'agent' },
      });
      expect(demoted.statusCode).toBe(200);
      const lastDemote = await second.inject({
        method: 'PATCH',
        url: `/api/admin/agent/${second.agent.id}/update`,
        payload: { type: 'agent' },
      });
      expect(lastDemote.statusCode).toBe(400);
      const removed = await second.inject({
        method: 'DELETE',
        url: `/api/admin/agent/${only.agent.id}`,
      });
      expect(removed.statusCode).toBe(200);
      const list = await second.inject({ url: '/api/admin/agent' });
      expect(list.json().total).toBe(1);
    } finally {
      await t2.close();
    }
  });
});
