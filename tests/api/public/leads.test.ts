// POST /api/leads: validation, stored before any mail, e-mailed to the listing's agent (their
// address, else the agency's) through a real local SMTP server, phone normalised, the lead's
// agent taken from the listing, honeypot, rate limit; contact-page messages become leads too.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generalInfo, leads } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestAgent } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { updateAgent } from '../../../server/services/agency/agents.ts';

let mailbox: Mailbox;
let plain: TestApp;
let mailing: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  [plain, mailing] = await Promise.all([
    createTestApp({ demo: false }),
    createTestApp({ demo: false, env: { SMTP_URL: mailbox.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), mailing?.close()]);
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

let client = 0;
function post(t: TestApp, payload: unknown, ip = `203.0.113.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });
}

const valid = {
  full_name: 'Karim Haddad',
  email: 'karim@example.dz',
  phone_number: '0661 23 45 67',
  message: 'Bonjour, le F3 est-il encore disponible ?',
  preferred_channel: 'whatsapp',
};

async function lastLead(t: TestApp) {
  const [row] = await t.services.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
  return row;
}

describe('POST /api/leads', () => {
  it('stores the enquiry with the listing and its agent, phone normalised', async () => {
    const { agent } = await createTestAgent(plain, 'agent');
    const property = await createProperty(plain.services.db, { agent_id: agent.id });
    const response = await post(plain, { ...valid, property_id: property.id, locale: 'ar' });
    expect(response.statusCode).toBe(201);
    expect(await lastLead(plain)).toMatchObject({
      property_id: property.id,
      agent_id: agent.id,
      full_name: 'Karim Haddad',
      phone_number: '+213661234567',
      preferred_channel: 'whatsapp',
      status: 'new',
      source: 'property',
      locale: 'ar',
      email_status: 'skipped',
      first_response_at: null,
    });
  });

  it('keeps a foreign phone as typed, and takes a phone alone or an e-mail alone', async () => {
    expect(
      (await post(plain, { ...valid, email: undefined, phone_number: '+33 6 12 34 56 78' }))
        .statusCode,
    ).toBe(201);
    expect((await lastLead(plain))?.phone_number).toBe('+33 6 12 34 56 78');
    expect((await post(plain, { ...valid, phone_number: '' })).statusCode).toBe(201);
    expect(await lastLead(plain)).toMatchObject({ phone_number: null, source: 'contact' });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { ...valid, full_name: ' ' }, 'validation.required', 'full_name'],
    ['no message', { ...valid, message: undefined }, 'validation.required', 'message'],
    [
      'neither e-mail nor phone',
      { ...valid, email: '', phone_number: '' },
      'validation.invalid',
      'email',
    ],
    ['a bad phone', { ...valid, phone_number: 'abc' }, 'validation.invalid', 'phone_number'],
    [
      'an unknown channel',
      { ...valid, preferred_channel: 'fax' },
      'validation.invalid',
      'preferred_channel',
    ],
    ['a bad property id', { ...valid, property_id: 'x' }, 'validation.invalid', 'property_id'],
  ];
  it.each(refusals)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_, payload, code, field) => {
      const before = await lastLead(plain);
      const response = await post(plain, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/^validation\./);
      expect(response.json().message).toContain(field);
      expect(code).toMatch(/^validation\./);
      expect((await lastLead(plain))?.id).toBe(before?.id);
    },
  );

  it('answers 404 for a listing that does not exist', async () => {
    const response = await post(plain, { ...valid, property_id: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'property.not_found' });
  });

  it('keeps nothing from a bot that fills the hidden field, with the same answer', async () => {
    const before = await lastLead(plain);
    const response = await post(plain, { ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect((await lastLead(plain))?.id).toBe(before?.id);
  });

  it('limits a client to 5 enquiries a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(plain, valid, '192.0.2.77')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the e-mail', () => {
  it("goes to the listing's agent when they have an address", async () => {
    const { agent } = await createTestAgent(mailing, 'agent');
    await updateAgent(
      mailing.services.db,
      agent.id,
      { email: 'nadia@agence.example.dz' },
      { id: null, username: 'test-setup', ip: null },
    );
    const property = await createProperty(mailing.services.db, {
      agent_id: agent.id,
      name_fr: 'Villa à Tipaza',
    });
    expect((await post(mailing, { ...valid, property_id: property.id })).statusCode).toBe(201);
    expect(mailbox.received).toHaveLength(1);
    const [mail] = mailbox.received;
    expect(mail!.to).toEqual(['nadia@agence.example.dz']);
    expect(mail!.subject).toBe(`Demande : Villa à Tipaza (réf. #${property.id})`);
    expect(mail!.body).toContain('Contact préféré : WhatsApp');
    expect(mail!.body).toContain('le F3 est-il encore disponible');
    expect(await lastLead(mailing)).toMatchObject({ email_status: 'sent' });
  });

  it("falls back to the agency's address; a refused mail still keeps the lead", async () => {
    await mailing.services.db
      .insert(generalInfo)
      .values({ id: 1, latitude: 36.7, longitude: 3.05, email: 'agence@example.dz' })
      .onConflictDoUpdate({ target: generalInfo.id, set: { email: 'agence@example.dz' } });
    const property = await createProperty(mailing.services.db);
    expect((await post(mailing, { ...valid, property_id: property.id })).statusCode).toBe(201);
    expect(mailbox.received.map((mail) => mail.to)).toEqual([['agence@example.dz']]);
    mailbox.refuseNext();
    expect((await post(mailing, { ...valid, property_id: property.id })).statusCode).toBe(201);
    expect(await lastLead(mailing)).toMatchObject({
      email_status: 'failed',
      property_id: property.id,
    });
  });
});

describe('the contact page', () => {
  it('also stores its message as a lead (source contact), the inbox unchanged', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/email/sendContactUsEmail',
      headers: { 'x-forwarded-for': '198.18.0.9' },
      payload: {
        full_name: 'Lina Cherif',
        phone_number: '0770 11 22 33',
        object: 'Estimation',
        message: 'Pouvez-vous estimer mon appartement ?',
      },
    });
    expect(response.statusCode).toBe(201);
    const lead = await lastLead(plain);
    expect(lead).toMatchObject({
      source: 'contact',
      property_id: null,
      agent_id: null,
      full_name: 'Lina Cherif',
      phone_number: '+213770112233',
      email_status: 'skipped',
    });
    expect(lead!.message).toBe('Estimation\n\nPouvez-vous estimer mon appartement ?');
    const [same] = await plain.services.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(same).toBeDefined();
  });
});
