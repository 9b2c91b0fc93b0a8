// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// /api/admin/visits: list and filters, one visit, confirming a slot (both roles), declining and
// cancelling, no double booking of an agent (also with two confirmations at once), and the
// visitor's e-mail in their language with an .ics that a strict reader parses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { attachmentOf, calendarDate, parseCalendar, propertyValue } from '../../helpers/ics.ts';
import { decodeQuotedPrintable, startMailbox, type Mailbox } from '../../helpers/mailbox.ts';
import { algiers, openDay } from '../../helpers/visit-slots.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: LoggedIn;
let agent: LoggedIn;
let propertyId: number;
let otherPropertyId: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ demo: false, env: { SMTP_URL: mailbox.url } });
  propertyId = (
    await createProperty(t.services.db, {
      name_fr: 'Appartement F3 Hydra',
      name_ar: 'شقة F3 حيدرة',
      address_fr: '12 rue des Pins',
      address_ar: '12 شارع الصنوبر',
      city_fr: 'Hydra',
      city_ar: 'حيدرة',
      wilaya_fr: 'Alger',
      wilaya_ar: 'الجزائر',
    })
  ).id;
  otherPropertyId = (await createProperty(t.services.db, { name_fr: 'Villa Tipaza' })).id;
  [admin, agent] = await Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent')]);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

/** What reached the visitor (the agency gets its own notice of each request). */
/** The Subject header with its encoded words (base64 or quoted-printable) decoded. */
function decodeSubject(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?(.*?)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

const visitorMails = () => mailbox.received.filter((mail) => mail.to.includes('nadia@example.dz'));

let client = 0;
/** A visit request through the public API; its id. */
async function request(slots: string[], extra: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'x-forwarded-for': `198.18.0.${++client}` },
    payload: {
      property_id: propertyId,
      full_name: 'Nadia Slimani',
      phone_number: '0661 22 33 44',
      email: 'nadia@example.dz',
      message: '',
      slots,
      locale: 'ar',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const confirm = (who: LoggedIn, id: number, slot: string) =>
  who.inject({ method: 'POST', url: `/api/admin/visits/${id}/confirm`, payload: { slot } });

describe('admin visits', () => {
  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/visits' });
    expect(response.statusCode).toBe(401);
  });

  it('lists requests newest first, filtered by status, property and day', async () => {
    const day = openDay(10);
    const first = await request([algiers(day, '09:00')]);
    const second = await request([algiers(openDay(12), '10:00')], { property_id: otherPropertyId });
    const all = await agent.inject({ method: 'GET', url: '/api/admin/visits?limit=100' });
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((visit: { id: number }) => visit.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));

    const byProperty = await agent.inject({
      method: 'GET',
      url: `/api/admin/visits?property_id=${otherPropertyId}`,
    });
    expect(byProperty.json().data.map((visit: { id: number }) => visit.id)).toEqual([second]);
    expect(byProperty.json().data[0].property).toEqual({
      id: otherPropertyId,
      name: 'Villa Tipaza',
      address: expect.any(String),
    });

    const onDay = await agent.inject({ method: 'GET', url: `/api/admin/visits?date=${day}` });
    const dayIds = onDay.json().data.map((visit: { id: number }) => visit.id);
    expect(dayIds).toContain(first);
    expect(dayIds).not.toContain(second);

    const confirmed = await agent.inject({
      method: 'GET',
      url: '/api/admin/visits?status=confirmed',
    });
    expect(confirmed.json().data.every((v: { status: string }) => v.status === 'confirmed')).toBe(
      true,
    );

    const bad = await agent.inject({ method: 'GET', url: '/api/admin/visits?status=maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets an agent confirm a slot and e-mails the visitor in Arabic with a calendar file', async () => {
    const slot = algiers(openDay(5), '10:00');
    const id = await request([algiers(openDay(5), '09:00'), slot]);
    const response = await confirm(agent, id, slot);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      confirmed_start: new Date(slot).toISOString(),
      confirmed_end: new Date(new Date(slot).getTime() + 45 * 60_000).toISOString(),
      agent: { id: agent.agent.id, username: agent.agent.username },
      confirmation_email_status: 'sent',
    });

    expect(visitorMails()).toHaveLength(1);
    const mail = visitorMails()[0]!;
    expect(decodeSubject(mail.raw)).toContain('تم تأكيد زيارتك');
    const text = attachmentOf(mail.raw, 'text/plain')!;
    expect(text).toContain('مرحبا Nadia Slimani،');
    expect(text).toContain('العنوان: 12 شارع الصنوبر, حيدرة, الجزائر');
    expect(text).toContain('10:00');

    const ics = attachmentOf(mail.raw, 'text/calendar');
    expect(ics).not.toBeNull();
    const { events } = parseCalendar(ics!);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(calendarDate(propertyValue(event, 'DTSTART')!).toISOString()).toBe(
      new Date(slot).toISOString(),
    );
    expect(calendarDate(propertyValue(event, 'DTEND')!).getTime() - new Date(slot).getTime()).toBe(
      45 * 60_000,
    );
    expect(propertyValue(event, 'LOCATION')).toBe('12 شارع الصنوبر, حيدرة, الجزائر');
    expect(propertyValue(event, 'SUMMARY')).toBe('زيارة: شقة F3 حيدرة');
    expect(propertyValue(event, 'UID')).toMatch(new RegExp(`^visit-${id}@`));
  });

  it('confirms without a mail when the visitor left no e-mail', async () => {
    const slot = algiers(openDay(6), '15:00');
    const id = await request([slot], { email: '' });
    const response = await confirm(admin, id, slot);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      confirmation_email_status: 'skipped',
    });
    expect(visitorMails()).toHaveLength(0);
  });

  it('refuses a slot the visitor did not propose, and a second decision', async () => {
    const slot = algiers(openDay(7), '10:00');
    const id = await request([slot]);
    const unknown = await confirm(agent, id, algiers(openDay(7), '11:00'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('visit.unknown_slot');
    expect((await confirm(agent, id, slot)).statusCode).toBe(200);
    const again = await confirm(admin, id, slot);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('visit.already_decided');
    const missing = await confirm(agent, 999_999, slot);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('visit.not_found');
  });

  it('never books an agent twice: an overlapping slot is refused and greyed', async () => {
    const day = openDay(8);
    const first = await request([algiers(day, '10:00')]);
    const second = await request([algiers(day, '10:30'), algiers(day, '14:00')]);
    expect((await confirm(agent, first, algiers(day, '10:00'))).statusCode).toBe(200);

    const detail = await agent.inject({ method: 'GET', url: `/api/admin/visits/${second}` });
    expect(detail.json().slot_taken).toEqual([true, false]);
    // Another agent is free at 10:30.
    const forAdmin = await admin.inject({ method: 'GET', url: `/api/admin/visits/${second}` });
    expect(forAdmin.json().slot_taken).toEqual([false, false]);

    const clash = await confirm(agent, second, algiers(day, '10:30'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('visit.slot_taken');
    // Back to back (10:45 would be the end of the first) is fine: 14:00.
    expect((await confirm(agent, second, algiers(day, '14:00'))).statusCode).toBe(200);
  });

  it('lets one of two simultaneous overlapping confirmations win', async () => {
    const day = openDay(9);
    const a = await request([algiers(day, '15:00')]);
    const b = await request([algiers(day, '15:30')]);
    const answers = await Promise.all([
      confirm(agent, a, algiers(day, '15:00')),
      confirm(agent, b, algiers(day, '15:30')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const list = await agent.inject({
      method: 'GET',
      url: `/api/admin/visits?status=confirmed&date=${day}`,
    });
    expect(list.json().data.filter((v: { id: number }) => v.id === a || v.id === b)).toHaveLength(
      1,
    );
  });

  it('declines a request and cancels a confirmed visit, which frees the slot', async () => {
    const day = openDay(11);
    const declined = await request([algiers(day, '09:00')]);
    const answer = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${declined}`,
      payload: { status: 'declined' },
    });
    expect(answer.json()).toMatchObject({ status: 'declined' });
    expect((await confirm(agent, declined, algiers(day, '09:00'))).statusCode).toBe(409);

    const booked = await request([algiers(day, '11:00')]);
    const rival = await request([algiers(day, '11:00')]);
    await confirm(agent, booked, algiers(day, '11:00'));
    const cancel = await admin.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${booked}`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled', agent: { id: agent.agent.id } });
    expect((await confirm(agent, rival, algiers(day, '11:00'))).statusCode).toBe(200);

    const declineConfirmed = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${rival}`,
      payload: { status: 'declined' },
    });
    expect(declineConfirmed.statusCode).toBe(409);
    const bad = await agent.inject({
      method: 'PATCH',
      url: `/api/admin/visits/${rival}`,
      payload: { status: 'confirmed' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
