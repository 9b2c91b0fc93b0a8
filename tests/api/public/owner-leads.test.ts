// POST /api/owner-leads (« Confiez-nous votre bien »): the lead and its property stored with the
// photos through the image pipeline, the agency told and the owner acknowledged in Arabic by a
// real local SMTP server; refusals — a bad photo, no phone, eleven photos, a flood, the honeypot —
// answer 4xx (or the bot's 201) and keep nothing: no lead, no image.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leads, media, ownerLeads } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { referenceIds } from '../../helpers/factories.ts';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../helpers/mailbox.ts';
import { testJpeg } from '../../helpers/multipart.ts';

let mailbox: Mailbox;
let t: TestApp;
let villa: number;
let photo: Buffer;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    demo: false,
    env: { SMTP_URL: mailbox.url, CONTACT_TO: 'agence@example.dz' },
  });
  villa = (await referenceIds(t.services.db)).types.villa!;
  photo = await testJpeg(64, 48);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

const fields = {
  full_name: 'Samira Benali',
  phone_number: '0550 12 34 56',
  email: 'samira@example.dz',
  kind: 'sell',
  wilaya: '42',
  commune: 'Cherchell',
  address: 'Route de la corniche',
  living_area: '180',
  land_area: '400',
  rooms: '6',
  asking_price: '45000000',
  message: 'Villa avec jardin, vue sur mer.',
  locale: 'ar',
};

type Photo = { name: string; data: Buffer };

let client = 0;
async function post(
  values: Record<string, string>,
  photos: Photo[] = [],
  ip = `198.51.100.${++client}`,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const { name, data } of photos)
    form.append('photos', new Blob([new Uint8Array(data)]), name);
  const body = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/owner-leads',
    headers: { 'content-type': body.headers.get('content-type')!, 'x-forwarded-for': ip },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}

async function stored() {
  const db = t.services.db;
  const [[l], [o], [m]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(ownerLeads),
    db.select({ n: count() }).from(media),
  ]);
  return { leads: l!.n, ownerLeads: o!.n, media: m!.n };
}

/** The text of a single-part mail, whatever its transfer encoding. */
function textOf(mail: ReceivedMail): string {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /content-transfer-encoding:\s*base64/i.test(head!)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : mail.body;
}

describe('POST /api/owner-leads', () => {
  it('stores the lead with its property and photos, tells the agency, acknowledges in Arabic', async () => {
    const response = await post({ ...fields, type: String(villa) }, [
      { name: 'facade.jpg', data: photo },
      { name: 'jardin.jpg', data: photo },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    const [lead] = await t.services.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(answer).toEqual({
      message: 'Request received',
      reference: `P-${String(lead!.id).padStart(6, '0')}`,
      acknowledgement_emailed: true,
    });
    expect(lead).toMatchObject({
      kind: 'owner',
      source: 'owner',
      status: 'new',
      agent_id: null,
      property_id: null,
      full_name: 'Samira Benali',
      phone_number: '+213550123456',
      email: 'samira@example.dz',
      locale: 'ar',
      email_status: 'sent',
    });
    const [owner] = await t.services.db
      .select()
      .from(ownerLeads)
      .where(eq(ownerLeads.lead_id, lead!.id));
    expect(owner).toMatchObject({
      deal: 'sell',
      property_type_id: villa,
      wilaya_id: 42,
      commune: 'Cherchell',
      living_area: 180,
      land_area: 400,
      num_rooms: 6,
      asking_price: 45_000_000,
    });
    expect(owner!.photos).toHaveLength(2);
    const images = await t.services.db.select({ path: media.path }).from(media);
    expect(images.map((row) => row.path).sort()).toEqual([...owner!.photos].sort());

    const toAgency = mailbox.received.find((mail) => mail.to.includes('agence@example.dz'));
    expect(textOf(toAgency!)).toContain('Un propriétaire nous confie son bien');
    expect(textOf(toAgency!)).toContain(`/cms/leads?id=${lead!.id}`);
    const toOwner = mailbox.received.find((mail) => mail.to.includes('samira@example.dz'));
    const text = textOf(toOwner!);
    expect(text).toContain('مرحبا Samira Benali،');
    expect(text).toContain('فيلا للبيع Cherchell, تيبازة');
    // Then in French, for staff reading a forwarded copy.
    expect(text).toContain('Bonjour Samira Benali,');
  });

  it('refuses a file that is not an image, and keeps neither the lead nor the good photo', async () => {
    const before = await stored();
    const response = await post({ ...fields, type: String(villa) }, [
      { name: 'facade.jpg', data: photo },
      { name: 'plan.jpg', data: Buffer.from('not an image at all') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'image.unreadable', field: 'photos' });
    expect(await stored()).toEqual(before);
    expect(mailbox.received).toHaveLength(0);
  });

  it('requires a phone, and keeps nothing of the request', async () => {
    const before = await stored();
    const { phone_number: _, ...noPhone } = fields;
    const response = await post({ ...noPhone, type: String(villa) }, [
      { name: 'facade.jpg', data: photo },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation.required',
      field: 'phone_number',
    });
    const bad = await post({ ...fields, type: String(villa), phone_number: '12' });
    expect(bad.json()).toMatchObject({ code: 'validation.invalid', field: 'phone_number' });
    const noType = await post(fields);
    expect(noType.json()).toMatchObject({ code: 'validation.required', field: 'type' });
    const unknownType = await post({ ...fields, type: '9999' });
    expect(unknownType.json()).toMatchObject({ code: 'validation.invalid', field: 'type' });
    expect(await stored()).toEqual(before);
  });

  it('takes 10 photos at most', async () => {
    const before = await stored();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, data: photo }));
    const response = await post({ ...fields, type: String(villa) }, eleven);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'upload.too_many_files' });
    expect(await stored()).toEqual(before);
  });

  it('answers a flood with 429 after 5 a minute, and a bot as if stored', async () => {
    const before = await stored();
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post({ ...fields, type: String(villa), website: 'spam' }, [], ip)).statusCode,
      ).toBe(201);
    }
    const sixth = await post(
      { ...fields, type: String(villa) },
      [{ name: 'a.jpg', data: photo }],
      ip,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'request.throttled' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/owner-leads',
      headers: { 'x-forwarded-for': '198.51.100.250' },
      payload: { ...fields, type: villa },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
