// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// POST /api/visits: shape, the slot rules (past, too soon, too far, outside the opening hours,
// twice), stored before any mail, the agency's notice through a real local SMTP server, the
// honeypot and the rate limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { visitRequests } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty } from '../../helpers/factories.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { algiers, friday, openDay } from '../../helpers/visit-slots.ts';

let t: TestApp;
let mailbox: Mailbox;
let propertyId: number;
let hiddenId: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    demo: false,
    env: { SMTP_URL: mailbox.url, CONTACT_TO: 'visites@agence.example.dz' },
  });
  propertyId = (await createProperty(t.services.db, { name_fr: 'Villa des Pins' })).id;
  hiddenId = (await createProperty(t.services.db, { isVisible: false })).id;
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

let client = 0;
function post(payload: Record<string, unknown>, ip = `203.0.113.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'x-forwarded-for': ip },
    payload,
  });
}

const valid = () => ({
  property_id: propertyId,
  full_name: 'Yacine Haddad',
  phone_number: '0555 12 34 56',
  email: 'yacine@example.dz',
  message: 'Disponible en fin de matinée.',
  slots: [algiers(openDay(3), '10:00'), algiers(openDay(4), '14:30')],
  locale: 'ar',
});

describe('POST /api/visits', () => {
  it('stores the request with the phone normalised, then e-mails the agency', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    const [row] = await t.services.db.select().from(visitRequests).where(eq(visitRequests.id, id));
    expect(row).toMatchObject({
      property_id: propertyId,
      full_name: 'Yacine Haddad',
      phone_number: '+213555123456',
      locale: 'ar',
      status: 'requested',
      email_status: 'sent',
    });
    expect(row!.slots).toEqual(valid().slots.map((slot) => new Date(slot).toISOString()));
    expect(mailbox.received).toHaveLength(1);
    const mail = mailbox.received[0]!;
    expect(mail.to).toEqual(['visites@agence.example.dz']);
    expect(mail.subject).toBe('Demande de visite : Villa des Pins');
    expect(mail.body).toContain('0555 12 34 56');
    expect(mail.body).toContain(`/cms/visits?visit=${id}`);
  });

  it('keeps the request when the mail server refuses it', async () => {
    mailbox.refuseNext();
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const [row] = await t.services.db
      .select()
      .from(visitRequests)
      .where(eq(visitRequests.id, response.json().id));
    expect(row!.email_status).toBe('failed');
  });

  it.each([
    ['a time before opening', () => algiers(openDay(3), '08:00'), 'visit.slot_outside_hours'],
    [
      'a visit running past the lunch break',
      () => algiers(openDay(3), '12:00'),
      'visit.slot_outside_hours',
    ],
    ['a Friday', () => algiers(friday(3), '10:00'), 'visit.slot_outside_hours'],
    [
      'a slot in the past',
      () => new Date(Date.now() - 86_400_000).toISOString(),
      'visit.slot_in_past',
    ],
    [
      'a slot within 12 hours',
      () => new Date(Date.now() + 3_600_000).toISOString(),
      'visit.slot_too_soon',
    ],
    ['a slot beyond 60 days', () => algiers(openDay(70), '10:00'), 'visit.slot_too_far'],
  ])('refuses %s with its code and the slot named', async (_, slot, code) => {
    const good = algiers(openDay(3), '10:00');
    const response = await post({ ...valid(), slots: [good, slot()] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field: 'slots.1' });
    expect(response.json().message).toContain('slot 2');
  });

  it('names every slot at fault in the message', async () => {
    const response = await post({
      ...valid(),
      slots: [
        algiers(friday(3), '10:00'),
        algiers(openDay(3), '10:00'),
        algiers(openDay(3), '07:00'),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('slots.0');
    expect(response.json().message).toMatch(/slot 1 .*opening hours.*slot 3 .*opening hours/);
  });

  it('states in the OpenAPI document the slot rules it checks', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const body = document.paths['/api/visits'].post.requestBody.content['application/json'];
    const slots = body.schema.properties.slots;
    expect(slots).toMatchObject({ type: 'array', minItems: 1, maxItems: 3, uniqueItems: true });
    for (const rule of ['12 hours', '60 days', 'opening hours', 'visit.slot_outside_hours'])
      expect(slots.description).toContain(rule);
  });

  it('refuses the same slot twice, more than three slots, none, and a slot without offset', async () => {
    const slot = algiers(openDay(3), '10:00');
    const same = await post({ ...valid(), slots: [slot, new Date(slot).toISOString()] });
    expect(same.json()).toMatchObject({ code: 'visit.slot_duplicate', field: 'slots.1' });
    const four = await post({ ...valid(), slots: [slot, slot, slot, slot] });
    expect(four.statusCode).toBe(400);
    expect(four.json().field).toBe('slots');
    const none = await post({ ...valid(), slots: [] });
    expect(none.statusCode).toBe(400);
    const local = await post({ ...valid(), slots: [`${openDay(3)}T10:00:00`] });
    expect(local.statusCode).toBe(400);
    expect(local.json().field).toBe('slots.0');
  });

  it('refuses a phone that is not Algerian, a bad e-mail and a missing name', async () => {
    const phone = await post({ ...valid(), phone_number: '12' });
    expect(phone.json()).toMatchObject({ field: 'phone_number' });
    const email = await post({ ...valid(), email: 'nope' });
    expect(email.json()).toMatchObject({ field: 'email' });
    const name = await post({ ...valid(), full_name: '  ' });
    expect(name.json()).toMatchObject({ code: 'validation.required', field: 'full_name' });
  });

  it('answers 404 for a hidden or unknown property', async () => {
    const hidden = await post({ ...valid(), property_id: hiddenId });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('property.not_found');
    const unknown = await post({ ...valid(), property_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('stores nothing when the hidden field is filled (a bot), with the same answer', async () => {
    const before = await t.services.db.$count(visitRequests);
    const response = await post({ ...valid(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await t.services.db.$count(visitRequests)).toBe(before);
    expect(mailbox.received).toHaveLength(0);
  });

  it('limits a client to 5 requests a minute', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post({ ...valid(), phone_number: 'x' }, ip)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
