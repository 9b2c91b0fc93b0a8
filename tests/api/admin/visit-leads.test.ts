// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// The missing links of issue 25 (decision 0048): a visit request is a lead (joined by the same
// person within 30 days, else opened for the listing's agent); confirming it plans the lead
// (never backwards); lead changes and notes are audit entries; declined and cancelled visits
// e-mail the visitor in their language and French; the menu badge counts an agent's own new leads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAdminAndTwoAgents, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { algiers, openDay } from '../../helpers/visit-slots.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: LoggedIn;
let nadia: LoggedIn;
let yacine: LoggedIn;
let propertyId: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ demo: false, env: { SMTP_URL: mailbox.url } });
  [admin, nadia, yacine] = await loginAdminAndTwoAgents(t);
  propertyId = (
    await createProperty(t.services.db, {
      name_fr: 'Villa à Chéraga',
      name_en: 'Villa in Cheraga',
      agent_id: nadia.agent.id,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

let client = 0;
let person = 0;
/** A new visitor's contact details (each test its own person, so leads do not mix). */
function visitor() {
  person += 1;
  return {
    full_name: `Visiteur ${person}`,
    phone_number: `0661 00 ${String(10 + person).padStart(2, '0')} 00`,
    email: `visiteur${person}@example.dz`,
  };
}

async function requestVisit(
  who: Record<string, unknown>,
  day: number,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'x-forwarded-for': `198.19.0.${++client}` },
    payload: {
      property_id: propertyId,
      message: 'Disponible le matin.',
      slots: [algiers(openDay(day), '10:00')],
      locale: 'en',
      ...who,
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  const visit = await admin.inject({ url: `/api/admin/visits/${id}` });
  return { id, leadId: visit.json().lead_id as number, slot: visit.json().slots[0] as string };
}

const leadOf = async (who: LoggedIn, id: number) => who.inject({ url: `/api/admin/leads/${id}` });
const confirm = (who: LoggedIn, id: number, slot: string) =>
  who.inject({ method: 'POST', url: `/api/admin/visits/${id}/confirm`, payload: { slot } });
const journal = async (leadId: number) =>
  (await admin.inject({ url: `/api/admin/audit?entity=lead&entity_id=${leadId}&limit=100` })).json()
    .data as { action: string; actor_username: string; changes: Record<string, unknown> }[];

describe('a visit request is a lead', () => {
  it("opens a lead for the listing's agent, joined by the same person's next request", async () => {
    const who = visitor();
    const first = await requestVisit(who, 4);
    expect(first.leadId).toEqual(expect.any(Number));
    const lead = (await leadOf(admin, first.leadId)).json();
    expect(lead).toMatchObject({
      source: 'visit',
      status: 'new',
      property_id: propertyId,
      agent_id: nadia.agent.id,
      full_name: who.full_name,
      email: who.email,
      phone_number: '+213' + who.phone_number.replace(/\s/g, '').slice(1),
    });
    // Same phone, another e-mail: the same person, the same lead.
    const second = await requestVisit({ ...who, email: 'autre@example.dz' }, 6);
    expect(second.leadId).toBe(first.leadId);
    // Someone else: a lead of their own.
    const other = await requestVisit(visitor(), 6);
    expect(other.leadId).not.toBe(first.leadId);
    const detail = (await leadOf(nadia, first.leadId)).json();
    expect(detail.visits.map((visit: { id: number }) => visit.id)).toEqual([first.id, second.id]);
    expect(detail.visits[0]).toMatchObject({ status: 'requested', confirmed_start: null });
  });

  it('joins an enquiry of the last 30 days, but not an older or a closed one', async () => {
    const who = visitor();
    const [recent] = await t.services.db
      .insert(leads)
      .values({
        property_id: propertyId,
        full_name: who.full_name,
        email: who.email.toUpperCase(),
        message: 'Question',
        source: 'property',
      })
      .returning();
    expect((await requestVisit(who, 5)).leadId).toBe(recent!.id);

    await t.services.db
      .update(leads)
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(leads.id, recent!.id));
    expect((await requestVisit(who, 7)).leadId).not.toBe(recent!.id);

    const closer = visitor();
    const [won] = await t.services.db
      .insert(leads)
      .values({
        ...closer,
        property_id: propertyId,
        message: 'Vu',
        source: 'property',
        status: 'won',
      })
      .returning();
    expect((await requestVisit(closer, 5)).leadId).not.toBe(won!.id);
  });

  it('plans the lead when the visit is confirmed, and never moves it backwards', async () => {
    const visit = await requestVisit(visitor(), 8);
    const confirmed = await confirm(nadia, visit.id, visit.slot);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().lead_id).toBe(visit.leadId);
    const lead = (await leadOf(nadia, visit.leadId)).json();
    expect(lead.status).toBe('visit_planned');
    expect(lead.first_response_seconds).toEqual(expect.any(Number));
    expect(lead.visits[0]).toMatchObject({ status: 'confirmed', confirmed_start: visit.slot });
    const [entry] = await journal(visit.leadId);
    expect(entry).toMatchObject({
      action: 'update',
      actor_username: nadia.agent.username,
      changes: { status: { before: 'new', after: 'visit_planned' } },
    });

    const later = await requestVisit(visitor(), 9, { slots: [algiers(openDay(9), '15:00')] });
    await t.services.db.update(leads).set({ status: 'offer' }).where(eq(leads.id, later.leadId));
    expect((await confirm(nadia, later.id, later.slot)).statusCode).toBe(200);
    expect((await leadOf(admin, later.leadId)).json().status).toBe('offer');
    expect(await journal(later.leadId)).toEqual([]);
  });
});

describe('lead changes in the audit log', () => {
  it('records status, assignment and notes with who, and before/after', async () => {
    const { leadId } = await requestVisit(visitor(), 10);
    const patch = (who: LoggedIn, payload: object) =>
      who.inject({ method: 'PATCH', url: `/api/admin/leads/${leadId}`, payload });
    expect((await patch(nadia, { status: 'contacted' })).statusCode).toBe(200);
    const note = await nadia.inject({
      method: 'POST',
      url: `/api/admin/leads/${leadId}/notes`,
      payload: { body: 'Rappeler jeudi.' },
    });
    expect(note.statusCode).toBe(201);
    expect((await patch(admin, { agent_id: yacine.agent.id })).statusCode).toBe(200);
    // Refused changes leave no entry.
    expect((await patch(nadia, { status: 'won' })).statusCode).toBe(403);
    expect((await patch(yacine, { agent_id: nadia.agent.id })).statusCode).toBe(403);
    const bad = await patch(yacine, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);

    const entries = await journal(leadId);
    expect(entries.map((entry) => [entry.actor_username, entry.changes])).toEqual([
      [admin.agent.username, { agent_id: { before: nadia.agent.id, after: yacine.agent.id } }],
      [nadia.agent.username, { note: { after: 'Rappeler jeudi.' } }],
      [nadia.agent.username, { status: { before: 'new', after: 'contacted' } }],
    ]);
    const lead = (await leadOf(yacine, leadId)).json();
    expect(lead).toMatchObject({ status: 'contacted', agent_id: yacine.agent.id });
  });
});

describe("the visitor's e-mail when a visit is declined or cancelled", () => {
  const toVisitor = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));

  it('tells the visitor in their language and in French', async () => {
    const who = visitor();
    const declined = await requestVisit(who, 11);
    // The listing's agent (another agent is refused: visit-access.test.ts).
    const response = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${declined.id}`,
      payload: { status: 'declined' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().decision_email_status).toBe('sent');
    const [mail] = toVisitor(who.email);
    expect(mail!.subject).toBe('Your visit request: “Villa in Cheraga”');
    expect(mail!.body).toContain('We cannot arrange the visit of the property “Villa in Cheraga”');
    expect(mail!.body).toContain('Nous ne pouvons pas organiser la visite');
    expect(mail!.body).toContain(`/property/${propertyId}?lang=en`);
    expect(mail!.body).toContain('<hr><div dir="ltr" lang="fr">');
    expect(mail!.raw).not.toMatch(/text\/calendar/);
  });

  it('names the date of a cancelled visit; without an e-mail nothing is sent', async () => {
    const who = visitor();
    const visit = await requestVisit(who, 12, { locale: 'fr' });
    expect((await confirm(admin, visit.id, visit.slot)).statusCode).toBe(200);
    mailbox.clear();
    const cancelled = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${visit.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', decision_email_status: 'sent' });
    const [mail] = toVisitor(who.email);
    expect(mail!.subject).toBe('Visite annulée : « Villa à Chéraga »');
    expect(mail!.body).toMatch(/prévue le .+ est annulée/);
    expect(mail!.body).not.toContain('<hr>'); // French only: no second language

    const silent = await requestVisit({ ...visitor(), email: undefined }, 13);
    const quiet = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${silent.id}`,
      payload: { status: 'declined' },
    });
    expect(quiet.json().decision_email_status).toBe('skipped');
  });

  it('keeps the decision when the mail server refuses the notice', async () => {
    const who = visitor();
    const visit = await requestVisit(who, 14);
    mailbox.refuseNext();
    const response = await nadia.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${visit.id}`,
      payload: { status: 'declined' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', decision_email_status: 'failed' });
  });
});

describe('the new-leads badge', () => {
  it("counts an agent's own new leads, and every new lead for a superadmin", async () => {
    const unread = async (who: LoggedIn) =>
      (await who.inject({ url: '/api/admin/leads?limit=1' })).json().unread as number;
    const [nadiaBefore, yacineBefore, adminBefore] = await Promise.all([
      unread(nadia),
      unread(yacine),
      unread(admin),
    ]);
    await requestVisit(visitor(), 15); // the listing is Nadia's
    await t.services.db
      .insert(leads)
      .values({ full_name: 'Sans agent', message: 'Bonjour', source: 'contact' });
    expect(await unread(nadia)).toBe(nadiaBefore + 1);
    expect(await unread(yacine)).toBe(yacineBefore);
    expect(await unread(admin)).toBe(adminBefore + 2);
  });
});
