// Owner leads in « Demandes » (decision 0066): an agent sees only the owner leads assigned to it;
// the owners' pipeline new → contacted → estimation_visit → mandate_signed → published, or lost
// with a reason, with the mandate recorded and every step in the audit log; the dashboard's
// mandates ending within 30 days; the hidden draft listing made from the lead with its photos.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads, properties } from '../../../server/db/schema.ts';
import { statsDay } from '../../../server/services/listings/property-counters.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAdminAndTwoAgents, type LoggedIn } from '../../helpers/auth.ts';
import { referenceIds, type RefIds } from '../../helpers/factories.ts';
import { testJpeg } from '../../helpers/multipart.ts';

let t: TestApp;
let admin: LoggedIn;
let agent: LoggedIn;
let other: LoggedIn;
let refs: RefIds;
let leadId: number;

async function entrust(extra: Record<string, string> = {}): Promise<number> {
  const photo = await testJpeg(64, 48);
  const form = new FormData();
  const fields = {
    full_name: 'Samira Benali',
    phone_number: '0550 12 34 56',
    kind: 'sell',
    type: String(refs.types.villa),
    wilaya: '42',
    commune: 'Cherchell',
    address: 'Route de la corniche',
    living_area: '180',
    land_area: '400',
    rooms: '6',
    asking_price: '45000000',
    message: 'Villa avec jardin.',
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['a.jpg', 'b.jpg'])
    form.append('photos', new Blob([new Uint8Array(photo)]), name);
  const body = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/owner-leads',
    headers: {
      'content-type': body.headers.get('content-type')!,
      'x-forwarded-for': '198.51.100.9',
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  // The reference is the lead's id (P-000123).
  return Number(response.json().reference.slice(2));
}

const patch = (who: LoggedIn, id: number, payload: Record<string, unknown>) =>
  who.inject({ method: 'PATCH', url: `/api/admin/leads/${id}`, payload });

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  refs = await referenceIds(t.services.db);
  [admin, agent, other] = await loginAdminAndTwoAgents(t);
  leadId = await entrust();
});
afterAll(() => t?.close());

describe('owner leads in « Demandes »', () => {
  it('are hidden from agents until a superadmin assigns one; then only its agent sees it', async () => {
    const pool = await agent.inject({ url: '/api/admin/leads?kind=owner' });
    expect(pool.json().data).toEqual([]);
    expect((await agent.inject({ url: `/api/admin/leads/${leadId}` })).statusCode).toBe(403);

    expect((await patch(admin, leadId, { agent_id: agent.agent.id })).statusCode).toBe(200);
    const mine = (await agent.inject({ url: '/api/admin/leads?kind=owner' })).json();
    expect(mine.data.map((lead: { id: number }) => lead.id)).toEqual([leadId]);
    const detail = (await agent.inject({ url: `/api/admin/leads/${leadId}` })).json();
    expect(detail).toMatchObject({ kind: 'owner', source: 'owner', status: 'new' });
    expect(detail.owner).toMatchObject({
      deal: 'sell',
      property_type: 'Villa',
      wilaya_id: 42,
      commune: 'Cherchell',
      asking_price: 45_000_000,
      mandate_type: null,
    });
    expect(detail.owner.photos).toHaveLength(2);
    expect((await other.inject({ url: `/api/admin/leads/${leadId}` })).statusCode).toBe(403);
    expect((await other.inject({ url: '/api/admin/leads?kind=owner' })).json().data).toEqual([]);
  });

  it('follows the owners’ pipeline, asks for the mandate and a lost reason, audits each step', async () => {
    expect((await patch(agent, leadId, { status: 'contacted' })).statusCode).toBe(200);
    expect((await patch(agent, leadId, { status: 'estimation_visit' })).statusCode).toBe(200);
    const buyerStatus = await patch(agent, leadId, { status: 'offer' });
    expect(buyerStatus.statusCode).toBe(400);
    expect(buyerStatus.json()).toMatchObject({ code: 'validation.invalid', field: 'status' });
    const noMandate = await patch(agent, leadId, { status: 'mandate_signed' });
    expect(noMandate.json()).toMatchObject({ code: 'validation.required', field: 'mandate' });

    const end = statsDay(new Date(Date.now() + 10 * 86_400_000));
    const signed = await patch(agent, leadId, {
      status: 'mandate_signed',
      mandate: { type: 'exclusive', start: statsDay(new Date()), end, fee: 900_000 },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().owner).toMatchObject({
      mandate_type: 'exclusive',
      mandate_end: end,
      mandate_fee: 900_000,
    });
    const backwards = await patch(agent, leadId, {
      mandate: { type: 'simple', start: end, end: statsDay(new Date()) },
    });
    expect(backwards.json()).toMatchObject({ field: 'mandate.end' });

    const entries = await t.services.db
      .select({ changes: auditLog.changes, actor: auditLog.actor_username })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entity_id, leadId)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.changes.status?.after ?? null)).toEqual([
      null, // the assignment
      'contacted',
      'estimation_visit',
      'mandate_signed',
    ]);
    expect(entries.at(-1)!.changes).toMatchObject({
      mandate_type: { after: 'exclusive' },
      mandate_end: { after: end },
    });
    expect(entries.at(-1)!.actor).toBe(agent.agent.username);

    // Lost needs its reason (another lead, so this one goes on).
    const second = await entrust({ full_name: 'Yacine Mebarki' });
    await patch(admin, second, { agent_id: agent.agent.id });
    const lost = await patch(agent, second, { status: 'lost' });
    expect(lost.json()).toMatchObject({ code: 'validation.required', field: 'lost_reason' });
    const withReason = await patch(agent, second, { status: 'lost', lost_reason: 'Vendu seul' });
    expect(withReason.json()).toMatchObject({
      status: 'lost',
      owner: { lost_reason: 'Vendu seul' },
    });
  });

  it('lists the mandates ending within 30 days on the dashboard, each agent its own', async () => {
    const mine = (await agent.inject({ url: '/api/admin/stat/leads' })).json();
    expect(mine.mandates_ending).toEqual([
      expect.objectContaining({
        lead_id: leadId,
        full_name: 'Samira Benali',
        mandate_type: 'exclusive',
        agent_username: agent.agent.username,
      }),
    ]);
    expect((await other.inject({ url: '/api/admin/stat/leads' })).json().mandates_ending).toEqual(
      [],
    );
    expect(
      (await admin.inject({ url: '/api/admin/stat/leads' })).json().mandates_ending,
    ).toHaveLength(1);
  });

  it('makes a hidden draft listing with the lead’s fields and photos, once', async () => {
    expect(
      (await other.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/draft-listing` }))
        .statusCode,
    ).toBe(403);
    const response = await agent.inject({
      method: 'POST',
      url: `/api/admin/leads/${leadId}/draft-listing`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { property_id } = response.json();
    const [property] = await t.services.db
      .select()
      .from(properties)
      .where(eq(properties.id, property_id));
    const detail = (await agent.inject({ url: `/api/admin/leads/${leadId}` })).json();
    expect(property).toMatchObject({
      name_fr: 'Villa à Cherchell',
      isVisible: false,
      agent_id: agent.agent.id,
      wilaya_id: 42,
      city_fr: 'Cherchell',
      // Its commune, as every save finds it (decision 0081).
      commune_id: 1364,
      base_price: 45_000_000,
      living_area: 180,
      land_area: 400,
      num_rooms: 6,
      property_types: [refs.types.villa],
      property_statuses: [refs.statuses.for_sale],
    });
    expect(property!.images).toEqual(detail.owner.photos);
    expect(detail.property_id).toBe(property_id);

    const again = await agent.inject({
      method: 'POST',
      url: `/api/admin/leads/${leadId}/draft-listing`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'lead.has_listing' });
    const created = await t.services.db
      .select({ actor: auditLog.actor_username })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'property'), eq(auditLog.entity_id, property_id)));
    expect(created).toEqual([{ actor: agent.agent.username }]);

    // Published: the publication is dated for the owner's report.
    const published = await patch(agent, leadId, { status: 'published' });
    expect(published.json().owner.published_at).not.toBeNull();
  });

  it('refuses owner actions on a buyer lead', async () => {
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'x-forwarded-for': '198.51.100.33' },
      payload: { full_name: 'Karim', phone_number: '0661234567', message: 'Bonjour, disponible ?' },
    });
    expect(enquiry.statusCode).toBe(201);
    const [buyer] = await t.services.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.kind, 'buyer'));
    const draft = await admin.inject({
      method: 'POST',
      url: `/api/admin/leads/${buyer!.id}/draft-listing`,
    });
    expect(draft.json()).toMatchObject({ code: 'lead.not_owner' });
    expect((await patch(admin, buyer!.id, { status: 'estimation_visit' })).statusCode).toBe(400);
    expect((await patch(admin, buyer!.id, { report_note: 'x' })).json()).toMatchObject({
      code: 'lead.not_owner',
    });
  });
});
