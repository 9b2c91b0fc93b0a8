// The double opt-in of saved searches cannot be turned against a third party: opening an e-mail
// link (GET, HEAD: what mail scanners do) changes nothing, only the page's button (a form post)
// confirms or unsubscribes; spellings of one mailbox share one daily limit and one pending
// confirmation; the links' tokens never reach the request log; e-mail links ignore Host.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedSearches } from '../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../helpers/mailbox.ts';

const ORIGIN = 'https://immo.example.dz';
let mailbox: Mailbox;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // Vite (development only) answers 403 to a Host it does not know: let this one reach the app.
  process.env.__VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS = 'evil.example';
  mailbox = await startMailbox();
  t = await createTestApp({
    demo: false,
    web: 'production',
    env: {
      SMTP_URL: mailbox.url,
      PUBLIC_URL: ORIGIN,
      ALERTS_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'info',
    },
    logStream: { write: (line) => void logLines.push(line) },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => {
  mailbox.clear();
});

let client = 0;
function saveSearch(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { 'x-forwarded-for': `198.51.100.${++client}`, ...headers },
    payload: { email, query: 'wilayas=42', kind: 'sell', frequency: 'instant', locale: 'fr' },
  });
}
/** The path (with its ?lang=) of the first link of the mail that starts with this prefix. */
function linkPath(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`${ORIGIN}(${prefix}[A-Za-z0-9_-]+\\?lang=\\w+)`).exec(mail.body);
  expect(match, `a ${prefix} link in the mail`).not.toBeNull();
  return match![1]!;
}
/** The page's button without JavaScript: a form post to the page's own address. */
const pressButton = (path: string, body = '') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
async function stored(email: string) {
  const [row] = await t.services.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.email, email.toLowerCase()));
  return row!;
}

describe('confirmation and unsubscribe links', () => {
  it('GET and HEAD only show the button; its form post confirms', async () => {
    const email = 'scanned@example.dz';
    expect((await saveSearch(email)).statusCode).toBe(202);
    const confirmPath = linkPath(mailbox.received[0]!, '/alerts/confirm/');

    // A mail scanner opening the link (twice, and with HEAD) confirms nothing.
    for (const method of ['GET', 'HEAD', 'GET'] as const) {
      const opened = await t.app.inject({ method, url: confirmPath });
      expect(opened.statusCode).toBe(200);
    }
    const page = await t.app.inject({ url: confirmPath });
    expect(page.body).toContain('Activer cette alerte ?');
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect((await stored(email)).confirmed_at).toBeNull();

    const confirmed = await pressButton(confirmPath);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Alerte activée');
    expect((await stored(email)).confirmed_at).not.toBeNull();
  });

  it('the unsubscribe link asks too; a one-click post (RFC 8058) ends the alert', async () => {
    const email = 'leaving@example.dz';
    expect((await saveSearch(email)).statusCode).toBe(202);
    const mail = mailbox.received[0]!;
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    // Hydrated, the button submits through React Router: a post to the page's `.data` address.
    const hydrated = await pressButton(linkPath(mail, '/alerts/confirm/').replace('?', '.data?'));
    expect(hydrated.statusCode).toBe(200);
    expect((await stored(email)).confirmed_at).not.toBeNull();
    const unsubscribePath = linkPath(mail, '/alerts/unsubscribe/');

    for (const method of ['GET', 'HEAD'] as const) {
      expect((await t.app.inject({ method, url: unsubscribePath })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: unsubscribePath })).body).toContain('Me désinscrire');
    expect((await stored(email)).unsubscribed_at).toBeNull();

    const ended = await pressButton(unsubscribePath, 'List-Unsubscribe=One-Click');
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('Vous êtes désinscrit');
    expect((await stored(email)).unsubscribed_at).not.toBeNull();
  });

  it('an unknown token is a 404 page, for the link and for its button', async () => {
    const unknown = `/alerts/confirm/${'x'.repeat(32)}?lang=en`;
    expect((await t.app.inject({ url: unknown })).statusCode).toBe(404);
    const pressed = await pressButton(unknown);
    expect(pressed.statusCode).toBe(404);
    expect(pressed.body).toContain('Invalid or expired link');
  });
});

describe('one mailbox, however it is spelled', () => {
  it('Foo.Bar+x@Gmail.com and foobar@gmail.com share one pending confirmation and one daily limit', async () => {
    expect((await saveSearch('Foo.Bar+x@Gmail.com')).statusCode).toBe(202);
    // The same inbox asks again before confirming: the same answer, and no second e-mail.
    expect((await saveSearch('foobar@gmail.com')).statusCode).toBe(202);
    expect((await saveSearch('foo.bar@googlemail.com')).statusCode).toBe(202);
    expect(mailbox.received).toHaveLength(1);
    expect(mailbox.received[0]!.to).toEqual(['foo.bar+x@gmail.com']);

    // Once confirmed, another search may start: five a day in all, whatever the spelling.
    const spellings = ['foobar@gmail.com', 'f.o.o.b.a.r@gmail.com', 'FooBar+2@gmail.com'];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await pressButton(linkPath(mailbox.received.at(-1)!, '/alerts/confirm/'));
      statuses.push((await saveSearch(spellings[i % spellings.length]!)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    expect(mailbox.received).toHaveLength(5);
    // Another mailbox is not held back.
    expect((await saveSearch('foo.bar@example.dz')).statusCode).toBe(202);
    expect(mailbox.received).toHaveLength(6);
  });
});

describe('what leaves the server', () => {
  it('the request log shows the link pages without their token', async () => {
    expect((await saveSearch('logged@example.dz')).statusCode).toBe(202);
    const mail = mailbox.received[0]!;
    const confirmPath = linkPath(mail, '/alerts/confirm/');
    const unsubscribePath = linkPath(mail, '/alerts/unsubscribe/');
    const tokens = [confirmPath, unsubscribePath].map((path) => path.split('/')[3]!.split('?')[0]!);
    logLines.length = 0;
    await t.app.inject({ url: confirmPath });
    await pressButton(confirmPath);
    await t.app.inject({ url: unsubscribePath });

    const urls = logLines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toContain('/alerts/confirm/[redacted]?lang=fr');
    expect(urls).toContain('/alerts/unsubscribe/[redacted]?lang=fr');
    for (const token of tokens) expect(logLines.join('\n')).not.toContain(token);
  });

  it('the e-mail links use PUBLIC_URL whatever Host the request named', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await saveSearch('hosted@example.dz', evil)).statusCode).toBe(202);
    const mail = mailbox.received[0]!;
    expect(mail.body).not.toContain('evil.example');
    expect(mail.body).toContain(`${ORIGIN}/alerts/confirm/`);
  });
});
