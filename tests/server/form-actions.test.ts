// The public forms posted by the browser itself (no script yet, or none): the pages' actions on
// the real server and database. Same rules, messages, rate limits and services as the API.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, savedSearches } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ demo: false, web: 'production', env: { SMTP_URL: mailbox.url } });
  // Vite compiles the pages on first use: once here, not inside the first test's time.
  for (const url of ['/contact-us', '/alerts/new', '/cms/login']) await t.app.inject({ url });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

let client = 0;
/** A form as a browser posts it, from its own client address (rate limits are per address). */
function postForm(url: string, fields: Record<string, string>, ip = `198.51.100.${++client}`) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    payload: new URLSearchParams(fields).toString(),
  });
}

const message = {
  full_name: 'Amina Benali',
  email: 'amina@example.dz',
  phone_number: '',
  object: 'Visite',
  message: 'Bonjour, je voudrais visiter la villa de Tipaza samedi.',
  website: '',
};

const storedMessages = () =>
  t.services.db.select().from(contactMessages).orderBy(desc(contactMessages.id));

describe('contact page action', () => {
  it('refuses a message without its required fields, keeping what was typed', async () => {
    const before = (await storedMessages()).length;
    const response = await postForm('/contact-us', { ...message, object: '', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.body.match(/Ce champ est obligatoire/g)).toHaveLength(2);
    expect(response.body).toContain('value="Amina Benali"');
    expect(await storedMessages()).toHaveLength(before);
  });

  it('asks for an e-mail or a phone, in Arabic on an Arabic page', async () => {
    const response = await postForm('/contact-us?lang=ar', { ...message, email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="ar" dir="rtl"');
    expect(response.body.match(/أدخل بريدًا إلكترونيًا أو رقم هاتف/g)).toHaveLength(2);
  });

  it('stores a valid message and says it was sent', async () => {
    const response = await postForm('/contact-us?lang=en', message);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Message sent successfully!');
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      full_name: 'Amina Benali',
      email: 'amina@example.dz',
      object: 'Visite',
      locale: 'en',
    });
  });

  it('counts against the API route’s limit for the same client', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 5; i += 1) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/email/sendContactUsEmail',
        headers: { 'x-forwarded-for': ip },
        payload: message,
      });
      expect(api.statusCode).toBe(201);
    }
    const before = (await storedMessages()).length;
    const response = await postForm('/contact-us', message, ip);
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain('Trop de messages en peu de temps');
    expect(await storedMessages()).toHaveLength(before);
  });
});

describe('alert sign-up page action', () => {
  const page = '/alerts/new?kind=rent&wilayas=16&minPrice=20000&lang=fr';

  it('shows the form with a way back to the search', async () => {
    const response = await t.app.inject({ url: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('href="/properties/rent?wilayas=16&amp;minPrice=20000"');
    expect(response.body).toContain('method="post"');
  });

  it('refuses an invalid address with the dialog’s message', async () => {
    const response = await postForm(page, { email: 'not-an-address', frequency: 'daily' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Saisissez une adresse e-mail valide.');
  });

  it('saves the search and sends the confirmation e-mail', async () => {
    mailbox.clear();
    const response = await postForm(page, { email: 'Lina@Example.dz', frequency: 'instant' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Vérifiez votre boîte mail');
    const [search] = await t.services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.email, 'lina@example.dz'));
    expect(search).toMatchObject({ kind: 'rent', frequency: 'instant', locale: 'fr' });
    expect(search!.query).toContain('wilayas=16');
    expect(search!.confirmed_at).toBeNull();
    await expect.poll(() => mailbox.received.length).toBe(1);
    expect(mailbox.received[0]!.to).toEqual(['lina@example.dz']);
  });
});

describe('back-office login without the script', () => {
  it('answers in French that JavaScript is needed, and never echoes the password', async () => {
    const response = await postForm('/cms/login', { username: 'admin', password: 'Secret-123' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('a besoin de JavaScript');
    expect(response.body).toContain('value="admin"');
    expect(response.body).not.toContain('Secret-123');
  });

  it('asks for both fields when one is empty', async () => {
    const response = await postForm('/cms/login', { username: 'admin', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Saisissez votre nom d&#x27;utilisateur et votre mot de passe');
  });
});

describe('home search box sent by the browser', () => {
  it('opens the chosen kind’s list without the empty fields', async () => {
    const response = await t.app.inject({
      url: '/properties/sell?lang=ar&kind=rent&keyword=&type=&wilayas=16',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/properties/rent?wilayas=16&lang=ar');
  });
});
