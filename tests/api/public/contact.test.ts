// POST /api/email/sendContactUsEmail: validation, stored before any mail, mailed through a real
// local SMTP server (smtp-server) when SMTP_URL is set, failure still a success, honeypot, rate limit.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../server/db/schema.ts';
import { AGENCY } from '../../../server/db/seed/demo/agency.ts';
import { submitContactMessage } from '../../../server/services/agency/contact-form.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { decodeQuotedPrintable, startMailbox, type Mailbox } from '../../helpers/mailbox.ts';

let mailbox: Mailbox;

/** Headers and the decoded text of a simple quoted-printable or 7-bit message. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const qp = /quoted-printable/i.test(head);
  const text = qp ? decodeQuotedPrintable(body) : body;
  const header = (name: string) =>
    head
      .match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
      ?.replace(/\r?\n[ \t]/g, ' ');
  return { header, text };
}

let plain: TestApp; // no SMTP configured
let mailing: TestApp; // SMTP_URL and CONTACT_TO set

beforeAll(async () => {
  mailbox = await startMailbox();
  const smtpUrl = mailbox.url;
  [plain, mailing] = await Promise.all([
    createTestApp({ demo: false }),
    createTestApp({
      demo: false,
      env: { SMTP_URL: smtpUrl, CONTACT_TO: 'contact@agence.example.dz' },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), mailing?.close()]);
  await mailbox?.close();
});
beforeEach(() => {
  mailbox.clear();
});

let client = 0;
/** Each test posts from its own address, so the rate limit of one does not touch another. */
function post(t: TestApp, payload: unknown, ip = `198.51.100.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/email/sendContactUsEmail',
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });
}

const valid = {
  full_name: 'Amina Benali',
  email: 'amina@example.dz',
  phone_number: '0555 12 34 56',
  object: 'Visit request',
  message: 'Hello, I would like to visit the villa in Tipaza on Saturday.\nThank you.',
};

async function lastStored(t: TestApp) {
  const [row] = await t.services.db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row;
}

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no full name', { ...valid, full_name: undefined }, 'full_name: is required'],
    ['a blank full name', { ...valid, full_name: '   ' }, 'full_name: is required'],
    ['no subject', { ...valid, object: '' }, 'object: is required'],
    ['no message', { ...valid, message: undefined }, 'message: is required'],
    [
      'neither e-mail nor phone',
      { ...valid, email: '', phone_number: ' ' },
      'email: give an e-mail address or a phone number (phone_number)',
    ],
    ['a bad e-mail', { ...valid, email: 'amina@' }, 'email: must be a valid e-mail address'],
    [
      'a bad phone',
      { ...valid, phone_number: '12-ab' },
      'phone_number: must be a valid phone number',
    ],
    ['a number as name', { ...valid, full_name: 42 }, 'full_name: must be text'],
    ['a huge message', { ...valid, message: 'x'.repeat(5001) }, 'message: must be at most 5000'],
  ];

  it.each(cases)('rejects %s with a 400 naming the field', async (_, payload, message) => {
    const before = await lastStored(plain);
    const response = await post(plain, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await lastStored(plain))?.id).toBe(before?.id);
  });

  it('rejects a body that is not a JSON object', async () => {
    for (const payload of [[valid], 'hello', null]) {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    const broken = await plain.app.inject({
      method: 'POST',
      url: '/api/email/sendContactUsEmail',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.201' },
      payload: '{"full_name": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('accepts a phone number alone, or an e-mail alone', async () => {
    expect((await post(plain, { ...valid, email: undefined })).statusCode).toBe(201);
    expect((await post(plain, { ...valid, phone_number: '' })).statusCode).toBe(201);
    expect(
      (await post(plain, { ...valid, email: null, phone_number: '+213 555 12 34 56' })).statusCode,
    ).toBe(201);
  });
});

describe('without SMTP', () => {
  it('stores the message and answers success; the e-mail is skipped', async () => {
    const response = await post(plain, { ...valid, locale: 'ar' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    expect(await lastStored(plain)).toMatchObject({
      full_name: 'Amina Benali',
      email: 'amina@example.dz',
      phone_number: '0555 12 34 56',
      object: 'Visit request',
      message: valid.message,
      locale: 'ar',
      email_status: 'skipped',
      read_at: null,
    });
  });

  it('cleans what it stores: trimmed, one-line subject, no control characters', async () => {
    const response = await post(plain, {
      ...valid,
      full_name: '  Karim\u0000 Haddad ',
      object: 'Line one\r\nBcc: someone@example.com',
      message: '  Bonjour\u0007 !\n\nMerci.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(await lastStored(plain)).toMatchObject({
      full_name: 'Karim Haddad',
      object: 'Line one Bcc: someone@example.com',
      message: 'Bonjour !\n\nMerci.',
    });
  });
});

describe('with SMTP', () => {
  it('mails the message to CONTACT_TO, replying to the visitor, and records it as sent', async () => {
    const response = await post(mailing, valid);
    expect(response.statusCode).toBe(201);
    expect(mailbox.received).toHaveLength(1);
    const mail = mailbox.received[0]!;
    expect(mail.to).toEqual(['contact@agence.example.dz']);
    const { header, text } = readMail(mail.raw);
    expect(header('Reply-To')).toContain('amina@example.dz');
    expect(header('Subject')).toBe('Contact : Visit request');
    expect(text).toContain('Amina Benali');
    expect(text).toContain('0555 12 34 56');
    expect(text).toContain('Hello, I would like to visit the villa in Tipaza on Saturday.');
    expect(await lastStored(mailing)).toMatchObject({ email_status: 'sent' });
  });

  it('still answers success when the mail fails, the message kept as failed', async () => {
    mailbox.refuseNext();
    const response = await post(mailing, { ...valid, object: 'Mail outage' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    expect(mailbox.received).toHaveLength(0);
    expect(await lastStored(mailing)).toMatchObject({
      object: 'Mail outage',
      email_status: 'failed',
    });
  });

  it('still answers success when the SMTP server is down', async () => {
    const result = await submitContactMessage(
      {
        db: mailing.services.db,
        config: { SMTP_URL: 'smtp://127.0.0.1:1', CONTACT_TO: undefined, PORT: 3000 },
      },
      { ...valid, object: 'Server down' },
    );
    expect(result).toMatchObject({ stored: true, email_status: 'failed' });
    const [row] = await mailing.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.object, 'Server down'));
    expect(row?.email_status).toBe('failed');
  });

  it("mails the agency's general e-mail when CONTACT_TO is not set", async () => {
    const result = await submitContactMessage(
      {
        db: mailing.services.db,
        config: { SMTP_URL: mailbox.url, CONTACT_TO: undefined, PORT: 3000 },
      },
      { ...valid, email: undefined },
    );
    expect(result).toMatchObject({ stored: true, email_status: 'sent' });
    expect(mailbox.received[0]?.to).toEqual([AGENCY.email]);
    expect(readMail(mailbox.received[0]!.raw).header('Reply-To')).toBeUndefined();
  });
});

describe('against abuse', () => {
  it('answers a bot that fills the hidden field like anyone, keeping nothing', async () => {
    const before = await lastStored(mailing);
    const response = await post(mailing, { ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    expect((await lastStored(mailing))?.id).toBe(before?.id);
    expect(mailbox.received).toHaveLength(0);
  });

  it('limits a client to 5 messages a minute', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < 5; i++) expect((await post(plain, valid, ip)).statusCode).toBe(201);
    const limited = await post(plain, valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests: try again in 1 minute/);
    expect((await post(plain, valid, '203.0.113.100')).statusCode).toBe(201);
  });

  it('does not rate-limit the reads', async () => {
    for (let i = 0; i < 40; i++) {
      const response = await plain.app.inject({
        url: '/api/genInfo',
        headers: { 'x-forwarded-for': '203.0.113.150' },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
