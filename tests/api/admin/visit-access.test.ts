// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// A visit is as private as its lead (issue 35, item 8; decision 0038): an agent refused a lead
// (another agent's) can neither read its visit — name, phone, e-mail — nor list, confirm,
// decline or cancel it; the same 403 as the lead. The listing's agent and superadmins can; a
// visit of an unassigned lead stays everyone's work.
// Declining or cancelling a visit is an audit-log entry (item 9).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitRequests } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAdminAndTwoAgents, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { algiers, openDay } from '../../helpers/visit-slots.ts';

let t: TestApp;
let admin: LoggedIn;
let nadia: LoggedIn;
let yacine: LoggedIn;
let nadiasListing: number;
let nobodysListing: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [admin, nadia, yacine] = await loginAdminAndTwoAgents(t);
  nadiasListing = (await createProperty(t.services.db, { agent_id: nadia.agent.id })).id;
  nobodysListing = (await createProperty(t.services.db, { agent_id: null })).id;
});
afterAll(() => t?.close());

let person = 0;
async function requestVisit(propertyId: number) {
  person += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'x-forwarded-for': `198.19.1.${person}` },
    payload: {
      property_id: propertyId,
      full_name: `Visiteuse ${person}`,
      phone_number: `0661 00 ${String(10 + person).padStart(2, '0')} 00`,
      email: `visiteuse${person}@example.dz`,
      message: '',
      slots: [algiers(openDay(3 + person), '10:00')],
      locale: 'fr',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const visit = (await admin.inject({ url: `/api/admin/visits/${response.json().id}` })).json();
  return visit as { id: number; lead_id: number; slots: string[]; full_name: string };
}

const statusOf = async (id: number) =>
  (
    await t.services.db
      .select({ status: visitRequests.status })
      .from(visitRequests)
      .where(eq(visitRequests.id, id))
  )[0]!.status;

describe("another agent's visit", () => {
  let visit: Awaited<ReturnType<typeof requestVisit>>;
  beforeAll(async () => {
    visit = await requestVisit(nadiasListing);
  });

  it('is refused to read, as its lead is', async () => {
    const lead = await yacine.inject({ url: `/api/admin/leads/${visit.lead_id}` });
    const response = await yacine.inject({ url: `/api/admin/visits/${visit.id}` });
    expect(response.statusCode).toBe(lead.statusCode);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(visit.full_name);
    expect(response.body).not.toContain('example.dz');
    expect(response.body).not.toContain('+213');
  });

  it('is left out of the list', async () => {
    const list = (await yacine.inject({ url: '/api/admin/visits?limit=100' })).json();
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(visit.id);
    const own = (await nadia.inject({ url: '/api/admin/visits?limit=100' })).json();
    expect(own.data.map((row: { id: number }) => row.id)).toContain(visit.id);
    expect(own.total).toBeGreaterThan(list.total);
  });

  it('cannot be confirmed, declined or cancelled, and stays requested', async () => {
    const confirm = await yacine.inject({
      method: 'POST',
      url: `/api/admin/visits/${visit.id}/confirm`,
      payload: { slot: visit.slots[0] },
    });
    expect(confirm.statusCode, confirm.body).toBe(403);
    for (const status of ['declined', 'cancelled']) {
      const decide = await yacine.inject({
        method: 'PATCH',
        url: `/api/admin/visits/${visit.id}`,
        payload: { status },
      });
      expect(decide.statusCode, decide.body).toBe(403);
    }
    expect(await statusOf(visit.id)).toBe('requested');
  });

  it('is read and confirmed by the listing agent', async () => {
    expect((await nadia.inject({ url: `/api/admin/visits/${visit.id}` })).statusCode).toBe(200);
    const confirm = await nadia.inject({
      method: 'POST',
      url: `/api/admin/visits/${visit.id}/confirm`,
      payload: { slot: visit.slots[0] },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await statusOf(visit.id)).toBe('confirmed');
  });
});

describe('a visit of an unassigned lead', () => {
  it('is any agent’s to read and confirm', async () => {
    const visit = await requestVisit(nobodysListing);
    expect((await yacine.inject({ url: `/api/admin/visits/${visit.id}` })).statusCode).toBe(200);
    const confirm = await yacine.inject({
      method: 'POST',
      url: `/api/admin/visits/${visit.id}/confirm`,
      payload: { slot: visit.slots[0] },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The lead went to the agent who confirmed it; the other agent is now refused.
    expect((await nadia.inject({ url: `/api/admin/visits/${visit.id}` })).statusCode).toBe(403);
  });
});

describe('a decision on a visit', () => {
  it('is in the audit log: who declined or cancelled it, from which status', async () => {
    const declined = await requestVisit(nadiasListing);
    const answer = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${declined.id}`,
      payload: { status: 'declined' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const journal = await admin.inject({
      url: `/api/admin/audit?entity=visit&entity_id=${declined.id}`,
    });
    expect(journal.statusCode, journal.body).toBe(200);
    const [entry] = journal.json().data;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'visit',
      entity_id: declined.id,
      entity_label: `Visite de ${declined.full_name}`,
      actor_username: nadia.agent.username,
      changes: { status: { before: 'requested', after: 'declined' } },
    });
    // A refused decision changes nothing and logs nothing.
    const again = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${declined.id}`,
      payload: { status: 'declined' },
    });
    expect(again.statusCode).toBe(409);
    const after = await admin.inject({
      url: `/api/admin/audit?entity=visit&entity_id=${declined.id}`,
    });
    expect(after.json().data).toHaveLength(1);
  });
});
