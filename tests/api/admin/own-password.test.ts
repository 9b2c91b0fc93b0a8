// PUT /api/admin/me/password: every agent changes their own password. The current one must be
// right (400 with a French reason otherwise, counted by the login limits of decision 0013), the
// new one must pass the strength rule; the other sessions end and the answer carries a new token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { login, loginAs, withToken } from '../../helpers/auth.ts';

describe('changing my own password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const hashOf = async (id: number) =>
    (await t.services.db.select().from(agents).where(eq(agents.id, id)))[0]!.password_hash;

  it('lets an agent change it: the new one logs in, the old sessions end', async () => {
    const me = await loginAs(t, 'agent', { password: 'sable-cactus-vert-9' });
    const otherSession = withToken(t, await login(t, me.agent.username, 'sable-cactus-vert-9'));
    const response = await me.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { current_password: 'sable-cactus-vert-9', new_password: 'figues-et-nuages-7' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ message: 'Password changed', token: expect.any(String) });
    // The answer's token goes on; every older one (this one's included) is refused.
    expect((await withToken(t, answer.token)({ url: '/api/admin/me' })).statusCode).toBe(200);
    expect((await otherSession({ url: '/api/admin/me' })).statusCode).toBe(401);
    expect((await me.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    expect(await login(t, me.agent.username, 'figues-et-nuages-7')).toBeTruthy();
    await expect(login(t, me.agent.username, 'sable-cactus-vert-9')).rejects.toThrow(/401/);
  });

  it('refuses a wrong current password in French, changing nothing', async () => {
    const me = await loginAs(t, 'superadmin');
    const before = await hashOf(me.agent.id);
    const response = await me.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { current_password: 'pas le bon mot de passe', new_password: 'figues-et-nuages-7' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'auth.wrong_current_password',
      message: 'Le mot de passe actuel est incorrect.',
      field: 'current_password',
    });
    expect(await hashOf(me.agent.id)).toBe(before);
    expect((await me.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
  });

  it('holds the new password to the strength rule, naming new_password', async () => {
    const me = await loginAs(t, 'agent');
    for (const [new_password, reason] of [
      ['motdepasse123', /trop facile à deviner/],
      ['court-2026', /au moins 12 caractères/],
    ] as const) {
      const response = await me.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        payload: { current_password: me.password, new_password },
      });
      expect(response.statusCode, new_password).toBe(400);
      expect(response.json().message).toMatch(reason);
      expect(response.json().field).toBe('new_password');
    }
    const empty = await me.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { current_password: '', new_password: 'figues-et-nuages-7' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation.required', field: 'current_password' });
    expect((await me.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed logins: the sixth try waits (429)', async () => {
    const me = await loginAs(t, 'agent');
    const attempt = (current_password: string) =>
      me.inject({
        method: 'PUT',
        url: '/api/admin/me/password',
        payload: { current_password, new_password: 'figues-et-nuages-7' },
      });
    for (let n = 0; n < 5; n++) expect((await attempt(`mauvais-${n}`)).statusCode).toBe(400);
    const throttled = await attempt(me.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeTruthy();
    expect(throttled.json().code).toBe('auth.throttled');
    expect(await login(t, me.agent.username, me.password).catch((e: Error) => e.message)).toMatch(
      /429/,
    );
  });

  it('refuses a new password equal to the current one, naming new_password', async () => {
    const me = await loginAs(t, 'agent');
    const before = await hashOf(me.agent.id);
    const response = await me.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { current_password: me.password, new_password: me.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'new_password',
      message: expect.stringMatching(/différent du mot de passe actuel/),
    });
    expect(await hashOf(me.agent.id)).toBe(before);
    // The session goes on: nothing was changed.
    expect((await me.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      payload: { current_password: 'x', new_password: 'figues-et-nuages-7' },
    });
    expect(response.statusCode).toBe(401);
  });
});
