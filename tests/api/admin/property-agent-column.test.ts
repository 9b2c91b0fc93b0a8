// The properties table's « Agent » column (decision 0048): each row names its listing's agent;
// the list filters by agent (the superadmin's filter; an agent reads every listing, decision 0038).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';

let t: TestApp;
let admin: LoggedIn;
let nadia: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [admin, nadia] = await Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent')]);
});
afterAll(() => t?.close());

type Row = { id: number; agent_id: number | null; agent_username: string | null };
const rows = async (who: LoggedIn, query = '') =>
  (await who.inject({ url: `/api/admin/property?limit=100${query}` })).json().data as Row[];

describe('GET /api/admin/property: the agent of each row', () => {
  it("names the listing's agent, filters by agent, and refuses a bad filter", async () => {
    const hers = await createProperty(t.services.db, { agent_id: nadia.agent.id });
    const nobodys = await createProperty(t.services.db, { agent_id: null });

    for (const who of [admin, nadia]) {
      const all = await rows(who);
      expect(all.find((row) => row.id === hers.id)).toMatchObject({
        agent_id: nadia.agent.id,
        agent_username: nadia.agent.username,
      });
      expect(all.find((row) => row.id === nobodys.id)).toMatchObject({
        agent_id: null,
        agent_username: null,
      });
    }

    const filtered = await rows(admin, `&agent_id=${nadia.agent.id}`);
    expect(filtered.map((row) => row.id)).toEqual([hers.id]);

    const bad = await admin.inject({ url: '/api/admin/property?agent_id=quelqu-un' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/agent_id/);
  });
});
