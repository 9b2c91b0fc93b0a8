// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// Saved searches with e-mail alerts, end to end on the real server, database and a local SMTP
// server: the double opt-in (nothing is sent before the button of the first e-mail's link), an
// alert for a newly published matching property and not for a hidden one, no property sent
// twice, the daily rhythm, the unsubscribe link (no login), bad input, and the run lock.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties, savedSearches } from '../../../server/db/schema.ts';
import {
  INSTANT_GAP_MS,
  MAX_ITEMS,
  runSearchAlerts,
  withJobLock,
} from '../../../server/services/return-visits/search-alerts.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import {
  createProperty,
  deleteAllProperties,
  referenceIds,
  type RefIds,
} from '../../helpers/factories.ts';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../helpers/mailbox.ts';

let mailbox: Mailbox;

const ORIGIN = 'https://immo.example.dz';
let t: TestApp;
let plain: TestApp; // no SMTP configured
let refs: RefIds;

beforeAll(async () => {
  mailbox = await startMailbox();
  [t, plain] = await Promise.all([
    createTestApp({
      demo: false,
      web: 'production',
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: ORIGIN, ALERTS_INTERVAL_SECONDS: '0' },
    }),
    createTestApp({ demo: false }),
  ]);
  refs = await referenceIds(t.services.db);
  await deleteAllProperties(t.services.db);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
  await mailbox?.close();
});
beforeEach(() => {
  mailbox.clear();
});

let client = 0;
function saveSearch(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { 'x-forwarded-for': `192.0.2.${++client}` },
    payload,
  });
}
const run = (now?: Date) =>
  runSearchAlerts({ database: t.services.database, config: t.config }, now);
/** The path of the first link of the mail that starts with this prefix. */
function linkPath(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`${ORIGIN}(${prefix}[A-Za-z0-9_-]+)`).exec(mail.body);
  expect(match, `a ${prefix} link in the mail`).not.toBeNull();
  return match![1]!;
}

describe('saved search and alerts', () => {
  const tipazaVilla = (overrides = {}) =>
    createProperty(t.services.db, {
      property_types: [refs.types.villa!],
      property_statuses: [refs.statuses.for_sale!],
      wilaya_id: 42,
      base_price: 30_000_000,
      ...overrides,
    });

  it('confirms by e-mail, sends newly published matches only, once each, and stops on unsubscribe', async () => {
    const email = 'amina@example.dz';
    const query = `type=${refs.types.villa}&wilayas=42&maxPrice=50000000&page=3`;
    const saved = await saveSearch({
      email,
      query,
      kind: 'sell',
      frequency: 'instant',
      locale: 'fr',
    });
    expect(saved.statusCode).toBe(202);

    // 1. The confirmation e-mail, in French, with the link; nothing is active yet.
    expect(mailbox.received).toHaveLength(1);
    const confirmation = mailbox.received[0]!;
    expect(confirmation.to).toEqual([email]);
    expect(confirmation.subject).toContain('Confirmez votre alerte');
    const confirmPath = linkPath(confirmation, '/alerts/confirm/');
    await tipazaVilla({ name_fr: 'Villa avant confirmation' });
    expect((await run()).emails).toBe(0);
    expect(mailbox.received).toHaveLength(1);

    // 2. The link opens a page whose button confirms (no login); pressing it again is harmless.
    expect((await t.app.inject({ url: confirmPath })).body).toContain('Activer cette alerte ?');
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: 'POST', url: confirmPath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Alerte activée');
    }
    const [row] = await t.services.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.email, email));
    expect(row!.confirmed_at).not.toBeNull();
    // Stored as the list page writes it: known keys only, no page.
    expect(row!.query).toBe(`type=${refs.types.villa}&wilayas=42&maxPrice=50000000`);

    // 3. New properties: a matching one, a hidden matching one, and three that do not match.
    mailbox.clear();
    const published = await tipazaVilla({ name_fr: 'Villa neuve à Tipaza' });
    const hidden = await tipazaVilla({ name_fr: 'Villa cachée', isVisible: false });
    await tipazaVilla({ name_fr: 'Villa à Alger', wilaya_id: 16 });
    await tipazaVilla({ name_fr: 'Villa trop chère', base_price: 90_000_000 });
    await tipazaVilla({ name_fr: 'Villa à louer', property_statuses: [refs.statuses.for_rent!] });
    const result = await run();
    expect(result).toMatchObject({ ran: true, emails: 1, failures: 0 });
    expect(mailbox.received).toHaveLength(1);
    const alert = mailbox.received[0]!;
    expect(alert.to).toEqual([email]);
    expect(alert.body).toContain('Villa neuve à Tipaza');
    expect(alert.body).toContain(`${ORIGIN}/property/${published.id}?lang=fr`);
    expect(alert.body).toContain('Villa avant confirmation'); // saved before it, sent once confirmed
    for (const other of ['Villa cachée', 'Villa à Alger', 'Villa trop chère', 'Villa à louer'])
      expect(alert.body).not.toContain(other);
    expect(alert.body).toMatch(
      /^List-Unsubscribe:\s*<https:\/\/immo\.example\.dz\/alerts\/unsubscribe\//m,
    );

    // 4. Nothing is sent twice; the hidden one goes out once it is published.
    mailbox.clear();
    expect((await run()).emails).toBe(0);
    await t.services.db
      .update(properties)
      .set({ isVisible: true })
      .where(eq(properties.id, hidden.id));
    // An hour later: at most one instant alert an hour to an address (decision 0063).
    expect((await run(new Date(Date.now() + INSTANT_GAP_MS + 60_000))).emails).toBe(1);
    expect(mailbox.received[0]!.body).toContain('Villa cachée');
    expect(mailbox.received[0]!.body).not.toContain('Villa neuve à Tipaza');

    // 5. The button of the alert's unsubscribe link ends it, without any login.
    const unsubscribePath = linkPath(alert, '/alerts/unsubscribe/');
    const page = await t.app.inject({ method: 'POST', url: unsubscribePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Vous êtes désinscrit');
    mailbox.clear();
    await tipazaVilla({ name_fr: 'Villa après désinscription' });
    expect((await run()).emails).toBe(0);
    expect(mailbox.received).toHaveLength(0);
    // The confirmation link of an ended alert no longer revives it.
    expect((await t.app.inject({ url: confirmPath })).statusCode).toBe(404);
  });

  it('sends at most one instant alert an hour to an address, the rest together in the next', async () => {
    // A fixed clock for the runs: minutes after the start of the test.
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const subscriber = (query: string, email: string, token: string) => ({
      email,
      mailbox: 'nadia@example.dz',
      kind: 'sell' as const,
      query,
      locale: 'fr' as const,
      frequency: 'instant' as const,
      confirm_token: `${token}-confirm`,
      unsubscribe_token: `${token}-unsubscribe`,
      created_at: new Date(start - 3_600_000),
      confirmed_at: new Date(start - 3_600_000),
    });
    // Two searches of one subscriber (the address written two ways), both matching Oran villas.
    await t.services.db
      .insert(savedSearches)
      .values([
        subscriber(`type=${refs.types.villa}&wilayas=31`, 'nadia@example.dz', 'group-a'),
        subscriber('wilayas=31', 'Nadia@Example.DZ', 'group-b'),
      ]);
    const oranVilla = (name: string) =>
      tipazaVilla({ name_fr: name, wilaya_id: 31, created_at: new Date(start - 60_000) });
    await oranVilla('Villa d’Oran 1');

    const first = await run(at(0));
    expect(first).toMatchObject({ emails: 1, held: 1, failures: 0 });
    expect(mailbox.received.map((mail) => mail.to)).toEqual([['nadia@example.dz']]);

    // A bulk import, then a run every few minutes: nothing more within the hour.
    for (let i = 2; i <= 30; i++) await oranVilla(`Villa d’Oran ${i}`);
    for (const minute of [1, 10, 30, 59]) {
      const later = await run(at(minute));
      expect(later, `minute ${minute}`).toMatchObject({ emails: 0, held: 2 });
    }
    expect(mailbox.received).toHaveLength(1);

    // After the hour: one mail, the waiting search first, at most MAX_ITEMS listings and the
    // link to the whole search.
    const next = await run(at(61));
    expect(next).toMatchObject({ emails: 1, held: 1 });
    expect(mailbox.received).toHaveLength(2);
    const digest = mailbox.received[1]!;
    // The other search's turn (its address written the other way).
    expect(digest.to.map((to) => to.toLowerCase())).toEqual(['nadia@example.dz']);
    expect(digest.to).not.toEqual(mailbox.received[0]!.to);
    expect(digest.subject).toContain(`${MAX_ITEMS} nouveaux biens`);
    expect(digest.body).toContain('Voir tous les résultats');
    expect(digest.body).toContain(`${ORIGIN}/`);
    expect((await run(at(62))).emails).toBe(0);
    expect((await run(at(122))).emails).toBe(1);
    expect(mailbox.received).toHaveLength(3);
  });

  it('sends a daily alert at most once a day, in the visitor\u2019s language', async () => {
    const email = 'daily@example.com';
    expect(
      (
        await saveSearch({
          email,
          query: 'wilayas=42',
          kind: 'both',
          frequency: 'daily',
          locale: 'en',
        })
      ).statusCode,
    ).toBe(202);
    const token = linkPath(mailbox.received[0]!, '/alerts/confirm/').split('/').pop()!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    const start = new Date();
    await tipazaVilla({ name_en: 'First daily villa' });
    mailbox.clear();
    await run(start);
    const daily = mailbox.received.filter((mail) => mail.to.includes(email));
    expect(daily).toHaveLength(1);
    expect(daily[0]!.subject).toContain('new property for your search');

    mailbox.clear();
    await tipazaVilla({ name_en: 'Second daily villa' });
    await run(new Date(start.getTime() + 3_600_000));
    expect(mailbox.received.filter((mail) => mail.to.includes(email))).toHaveLength(0);
    await run(new Date(start.getTime() + 24 * 3_600_000));
    const next = mailbox.received.filter((mail) => mail.to.includes(email));
    expect(next).toHaveLength(1);
    expect(next[0]!.body).toContain('Second daily villa');
    expect(next[0]!.body).not.toContain('First daily villa');
  });

  it('alerts on a commune, the key a typed commune becomes (decision 0081)', async () => {
    const email = 'staoueli@example.dz';
    await t.services.db.insert(savedSearches).values({
      email,
      mailbox: email,
      kind: 'both',
      query: 'wilayas=16&communes=608',
      locale: 'fr',
      frequency: 'instant',
      confirm_token: 'commune-confirm',
      unsubscribe_token: 'commune-unsubscribe',
      created_at: new Date(Date.now() - 60_000),
      confirmed_at: new Date(Date.now() - 60_000),
    });
    await tipazaVilla({ name_fr: 'Villa à Staouéli', wilaya_id: 16, city_fr: 'Staouéli' });
    await tipazaVilla({ name_fr: 'Villa à Hydra', wilaya_id: 16, city_fr: 'Hydra' });
    await run();
    const mails = mailbox.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Villa à Staouéli');
    expect(mails[0]!.body).not.toContain('Villa à Hydra');
  });

  it('refuses bad input with a clear 4xx and unknown links with a 404', async () => {
    const bad = await saveSearch({ email: 'not-an-address', query: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/);
    expect((await saveSearch({ email: 'a@b.dz', frequency: 'hourly' })).statusCode).toBe(400);
    expect((await saveSearch({ email: 'a@b.dz', kind: 'lease' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: {} }))
        .statusCode,
    ).toBe(400);
    const unknown = 'x'.repeat(32);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches/unsubscribe',
          payload: { token: unknown },
        })
      ).statusCode,
    ).toBe(404);
    const page = await t.app.inject({ url: `/alerts/unsubscribe/${unknown}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Lien invalide ou expiré');
    expect((await t.app.inject({ url: '/alerts/confirm/short' })).statusCode).toBe(404);
  });

  it('keeps a bot (honeypot) out and limits the alerts one address can start in a day', async () => {
    expect(
      (await saveSearch({ email: 'bot@example.dz', website: 'http://spam.example' })).statusCode,
    ).toBe(202);
    expect(mailbox.received).toHaveLength(0);
    // Each new search once the one before is confirmed (one pending at a time, see
    // alert-opt-in.test.ts): the sixth of the day is refused.
    const email = 'busy@example.dz';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await saveSearch({ email })).statusCode);
      const sent = mailbox.received.at(-1);
      if (sent) await t.app.inject({ method: 'POST', url: linkPath(sent, '/alerts/confirm/') });
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(mailbox.received).toHaveLength(5);
  });

  it('offers "Alert me" on the list pages when e-mail is configured', async () => {
    const page = await t.app.inject({ url: '/properties/sell?lang=fr&wilayas=42' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Créer une alerte');
  });

  it('answers 503 when e-mail is not configured', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { email: 'a@example.dz' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/not available/);
  });

  it('runs in one instance at a time (a database lock on PostgreSQL)', async () => {
    const { database } = t.services;
    if (database.driver === 'pglite') {
      // One process owns an embedded database: nothing to share, the run always happens.
      expect(await withJobLock(database, 1, async () => 'done')).toEqual({
        ran: true,
        value: 'done',
      });
      return;
    }
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [7_262_014]);
      expect((await run()).ran).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [7_262_014]);
      expect((await run()).ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});
