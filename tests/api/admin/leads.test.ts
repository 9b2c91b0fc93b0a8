// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// The back-office's « Demandes » (decision 0038): GET /api/admin/leads with its filters,
// GET /api/admin/leads/{id}, PATCH (status; agent_id for a superadmin), POST notes. Roles: a
// superadmin sees and assigns every lead; an agent sees theirs and the unassigned ones, takes an
// unassigned one by handling it, and gets 403 on another agent's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, propertyDailyStats, propertyTypes } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAdminAndTwoAgents, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';

let t: TestApp;
let admin: LoggedIn;
let nadia: LoggedIn;
let yacine: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [admin, nadia, yacine] = await loginAdminAndTwoAgents(t);
});
afterAll(() => t.close());

type NewLead = typeof leads.$inferInsert;
async function lead(values: Partial<NewLead> = {}) {
  const [row] = await t.services.db
    .insert(leads)
    .values({
      full_name: 'Samir Ouali',
      phone_number: '+213555000111',
      message: 'Le bien est-il disponible ?',
      source: 'property',
      ...values,
    })
    .returning();
  return row!;
}

const ids = (response: { json(): { data: { id: number }[] } }) =>
  response.json().data.map((row) => row.id);

describe('GET /api/admin/leads', () => {
  it('shows a superadmin every lead, an agent theirs and the unassigned ones', async () => {
    const property = await createProperty(t.services.db, { name_fr: 'Duplex à Oran' });
    const mine = await lead({ agent_id: nadia.agent.id, property_id: property.id });
    const other = await lead({ agent_id: yacine.agent.id });
    const nobody = await lead();
    const all = await admin.inject({ url: '/api/admin/leads?limit=100' });
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([mine.id, other.id, nobody.id]));
    const agentView = await nadia.inject({ url: '/api/admin/leads?limit=100' });
    expect(ids(agentView)).toEqual(expect.arrayContaining([mine.id, nobody.id]));
    expect(ids(agentView)).not.toContain(other.id);
    const row = agentView.json().data.find((item: { id: number }) => item.id === mine.id);
    expect(row).toMatchObject({
      property_name: 'Duplex à Oran',
      agent_username: nadia.agent.username,
      status: 'new',
      first_response_seconds: null,
    });
    // The badge counts the agent's own new leads, not the unassigned pool.
    expect(agentView.json().unread).toBeGreaterThanOrEqual(1);
  });

  it('filters by status, agent, unassigned, property and dates', async () => {
    const property = await createProperty(t.services.db);
    const offer = await lead({
      status: 'offer',
      agent_id: yacine.agent.id,
      property_id: property.id,
    });
    const old = await lead({ created_at: new Date('2025-01-10T09:00:00Z') });
    const query = async (q: string) =>
      ids(await admin.inject({ url: `/api/admin/leads?limit=100&${q}` }));
    expect(await query('status=offer')).toEqual([offer.id]);
    expect(await query(`agent_id=${yacine.agent.id}`)).toContain(offer.id);
    expect(await query('unassigned=true')).toContain(old.id);
    expect(await query('unassigned=true')).not.toContain(offer.id);
    expect(await query(`property_id=${property.id}`)).toEqual([offer.id]);
    expect(await query('from=2025-01-10&to=2025-01-10')).toEqual([old.id]);
    expect(await query('to=2025-01-09')).toEqual([]);
  });

  it('refuses bad filters with a 400 and asks for a login', async () => {
    for (const q of [
      'status=closed',
      'from=10/01/2025',
      'from=2025-02-01&to=2025-01-01',
      'agent_id=x',
    ]) {
      const response = await admin.inject({ url: `/api/admin/leads?${q}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.json().code).toMatch(/^validation\./);
    }
    expect((await t.app.inject({ url: '/api/admin/leads' })).statusCode).toBe(401);
  });
});

describe('one lead', () => {
  it('opens for its agent and a superadmin, 403 for another agent, 404 when unknown', async () => {
    const mine = await lead({ agent_id: nadia.agent.id });
    expect((await nadia.inject({ url: `/api/admin/leads/${mine.id}` })).json()).toMatchObject({
      id: mine.id,
      notes: [],
    });
    expect((await admin.inject({ url: `/api/admin/leads/${mine.id}` })).statusCode).toBe(200);
    const refused = await yacine.inject({ url: `/api/admin/leads/${mine.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    const unknown = await admin.inject({ url: '/api/admin/leads/987654' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'lead.not_found' });
  });

  it('records the first response at the first status change, and keeps it', async () => {
    const mine = await lead({
      agent_id: nadia.agent.id,
      created_at: new Date(Date.now() - 90 * 60_000),
    });
    const contacted = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${mine.id}`,
      payload: { status: 'contacted' },
    });
    expect(contacted.statusCode).toBe(200);
    const first = contacted.json();
    expect(first).toMatchObject({ status: 'contacted' });
    expect(first.first_response_seconds).toBeGreaterThanOrEqual(90 * 60 - 5);
    expect(first.first_response_seconds).toBeLessThan(90 * 60 + 60);
    const later = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${mine.id}`,
      payload: { status: 'visit_planned' },
    });
    expect(later.json()).toMatchObject({
      status: 'visit_planned',
      first_response_at: first.first_response_at,
    });
  });

  it('keeps notes with their author and time; a note is a first response too', async () => {
    const mine = await lead({ agent_id: nadia.agent.id });
    const noted = await nadia.inject({
      method: 'POST',
      url: `/api/admin/leads/${mine.id}/notes`,
      payload: { body: 'Rappelé, visite samedi 10 h.' },
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().notes).toEqual([
      expect.objectContaining({
        author_id: nadia.agent.id,
        author_name: nadia.agent.username,
        body: 'Rappelé, visite samedi 10 h.',
      }),
    ]);
    expect(noted.json().first_response_at).not.toBeNull();
    const empty = await nadia.inject({
      method: 'POST',
      url: `/api/admin/leads/${mine.id}/notes`,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation.required', field: 'body' });
    const other = await yacine.inject({
      method: 'POST',
      url: `/api/admin/leads/${mine.id}/notes`,
      payload: { body: 'Je le prends' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets an agent take an unassigned lead by handling it', async () => {
    const nobody = await lead();
    const handled = await yacine.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${nobody.id}`,
      payload: { status: 'contacted' },
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ agent_id: yacine.agent.id });
    expect((await nadia.inject({ url: `/api/admin/leads/${nobody.id}` })).statusCode).toBe(403);
  });

  it('keeps assignment for a superadmin', async () => {
    const nobody = await lead();
    const refused = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${nobody.id}`,
      payload: { agent_id: nadia.agent.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'auth.forbidden' });
    const [unchanged] = await t.services.db.select().from(leads).where(eq(leads.id, nobody.id));
    expect(unchanged).toMatchObject({ agent_id: null, first_response_at: null });

    const assigned = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${nobody.id}`,
      payload: { agent_id: nadia.agent.id },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      agent_id: nadia.agent.id,
      agent_username: nadia.agent.username,
      first_response_at: null,
    });
    const unknown = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${nobody.id}`,
      payload: { agent_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'agent_id' });
    const unassigned = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${nobody.id}`,
      payload: { agent_id: null },
    });
    expect(unassigned.json()).toMatchObject({ agent_id: null });
  });

  it('refuses an empty change, an unknown status and an unknown lead', async () => {
    const mine = await lead({ agent_id: nadia.agent.id });
    for (const payload of [{}, { status: 'closed' }]) {
      const response = await nadia.inject({
        method: 'PATCH',
        url: `/api/admin/leads/${mine.id}`,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await admin.inject({
      method: 'PATCH',
      url: '/api/admin/leads/987654',
      payload: { status: 'won' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'lead.not_found' });
  });
});

describe('GET /api/admin/stat/leads', () => {
  it('gives the median first response, leads per week and views → leads by type and wilaya', async () => {
    // The file's last test: it counts every lead, so it starts from none.
    const viewer = nadia;
    const db = t.services.db;
    await db.delete(leads);
    const [villa] = await db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(eq(propertyTypes.key, 'villa'));
    const oran = await createProperty(db, { wilaya_id: 31, property_types: [villa!.id] });
    const now = Date.now();
    const minutesAgo = (m: number) => new Date(now - m * 60_000);
    const at = (created: number, responded: number | null) => ({
      full_name: 'Client',
      message: 'Bonjour',
      source: 'property' as const,
      property_id: oran.id,
      created_at: minutesAgo(created),
      first_response_at: responded === null ? null : minutesAgo(responded),
    });
    // Responses after 10, 30 and 120 minutes (median 30), one waiting, one too old to count.
    await db
      .insert(leads)
      .values([
        at(200, 190),
        at(300, 270),
        at(500, 380),
        at(60, null),
        at(60 * 24 * 100, 60 * 24 * 100 - 1),
      ]);
    await db.insert(propertyDailyStats).values({
      property_id: oran.id,
      day: new Date(now - 86_400_000).toISOString().slice(0, 10),
      views: 80,
    });
    const response = await viewer.inject({ url: '/api/admin/stat/leads' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.last_30_days).toEqual({ received: 4, responded: 3 });
    expect(stats.median_first_response_seconds).toBe(30 * 60);
    expect(stats.per_week).toHaveLength(12);
    expect(stats.per_week.reduce((sum: number, w: { leads: number }) => sum + w.leads, 0)).toBe(4);
    expect(stats.conversion_by_type).toEqual([
      { id: villa!.id, name: 'Villa', views: 80, leads: 4 },
    ]);
    expect(stats.conversion_by_wilaya).toEqual([{ id: 31, name: 'Oran', views: 80, leads: 4 }]);
    expect((await t.app.inject({ url: '/api/admin/stat/leads' })).statusCode).toBe(401);
  });
});
