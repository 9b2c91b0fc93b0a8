// The strength rule for back-office passwords (decision 0013): at least 12 characters and not
// guessable (common passwords, keyboard rows, the username), refused with a French reason and
// nothing stored, for a new account, a password change (one's own included) and ADMIN_PASSWORD
// at first start; the generated first password passes it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config.ts';
import { agents } from '../../../server/db/schema.ts';
import { ensureFirstSuperadmin } from '../../../server/services/agency/bootstrap-admin.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { login, loginAs, type LoggedIn } from '../../helpers/auth.ts';

const WEAK = /Ce mot de passe est trop facile à deviner/;

describe('agent passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t?.close());

  const accounts = async () => (await t.services.db.select({ n: count() }).from(agents))[0]!.n;

  // First, on a database without accounts (the start made one: removed here), as at the first
  // start, which creates the first account.
  it('holds ADMIN_PASSWORD to the rule at first start; the generated one passes', async () => {
    await t.services.db.delete(agents);
    for (const password of ['password1234', 'admin-admin-admin']) {
      const refused = ensureFirstSuperadmin(t.services.db, { username: 'admin', password });
      await expect(refused).rejects.toThrow(ConfigError);
      await expect(refused).rejects.toThrow(/^ADMIN_PASSWORD: .*trop facile à deviner/);
    }
    await expect(
      ensureFirstSuperadmin(t.services.db, { username: 'admin', password: 'court-2026' }),
    ).rejects.toThrow(/au moins 12 caractères/);
    expect(await accounts()).toBe(0);
    const created = await ensureFirstSuperadmin(t.services.db, {});
    expect(created?.generatedPassword).toBeTruthy();
    expect(await login(t, 'admin', created!.generatedPassword!)).toBeTruthy();
  });

  describe('through the agents API', () => {
    let admin: LoggedIn;
    beforeAll(async () => {
      admin = await loginAs(t, 'superadmin');
    });
    const register = (body: object) =>
      admin.inject({ method: 'POST', url: '/api/admin/agent/register', payload: body });
    const update = (id: number, body: object) =>
      admin.inject({ method: 'PATCH', url: `/api/admin/agent/${id}/update`, payload: body });
    const stored = async (username: string) =>
      (await t.services.db.select().from(agents).where(eq(agents.username, username))).length;

    it('refuses a short password with a French reason, storing nothing', async () => {
      const response = await register({ username: 'lina', password: 'k7Hq2mXv9pL' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /Le mot de passe doit contenir au moins 12 caractères/,
      );
      expect(await stored('lina')).toBe(0);
    });

    it('refuses common and guessable passwords with a French reason, storing nothing', async () => {
      for (const password of ['motdepasse123', 'password1234', 'azertyuiop12', 'yacine.b-2026']) {
        const response = await register({ username: 'yacine.b', password });
        expect(response.statusCode, password).toBe(400);
        expect(response.json().message, password).toMatch(WEAK);
      }
      // zxcvbn's own words, in French, when it has them.
      const common = await register({ username: 'yacine.b', password: 'password1234' });
      expect(common.json().message).toMatch(/couramment utilisé/);
      expect(await stored('yacine.b')).toBe(0);
    });

    it('accepts a strong password: the account logs in with it', async () => {
      const response = await register({ username: 'amel.k', password: 'olives-et-tram-42' });
      expect(response.statusCode).toBe(201);
      expect(await login(t, 'amel.k', 'olives-et-tram-42')).toBeTruthy();
    });

    it('judges the longest password allowed quickly', async () => {
      // 200 characters, the schema's maximum: the estimate looks at the first 64.
      const password = `${'<script>alert(1)</script>'.repeat(7)}' OR 1=1 -- x`.slice(0, 200);
      const started = performance.now();
      const response = await register({ username: 'long.pw', password });
      expect(response.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it("refuses a weak new password, one's own included, keeping the old one and its sessions", async () => {
      const other = await loginAs(t, 'agent', { password: 'sable-cactus-vert-9' });
      for (const [agent, session] of [
        [other.agent, other],
        [admin.agent, admin],
      ] as const) {
        const before = (
          await t.services.db.select().from(agents).where(eq(agents.id, agent.id))
        )[0]!;
        for (const [password, reason] of [
          ['motdepasse123', WEAK],
          ['short-pw', /au moins 12 caractères/],
        ] as const) {
          const response = await update(agent.id, { password });
          expect(response.statusCode, password).toBe(400);
          expect(response.json().message).toMatch(reason);
        }
        const after = (
          await t.services.db.select().from(agents).where(eq(agents.id, agent.id))
        )[0]!;
        expect(after.password_hash).toBe(before.password_hash);
        expect(after.token_version).toBe(before.token_version);
        // The open session still works: nothing was changed.
        expect((await session.inject({ url: '/api/admin/me' })).statusCode).toBe(200);
      }
      expect((await update(other.agent.id, { password: 'figues-et-nuages-7' })).statusCode).toBe(
        200,
      );
      expect(await login(t, other.agent.username, 'figues-et-nuages-7')).toBeTruthy();
    });
  });
});
