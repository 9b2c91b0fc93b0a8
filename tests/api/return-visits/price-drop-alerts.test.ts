// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// Saved-search alerts include price drops (decision 0042): a matching listing already known whose
// price an agent lowers is in the next alert with its old and new price, once; a rise is not.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { savedSearches } from '../../../server/db/schema.ts';
import { runSearchAlerts } from '../../../server/services/return-visits/search-alerts.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import {
  createProperty,
  daysFromNow,
  deleteAllProperties,
  referenceIds,
} from '../../helpers/factories.ts';
import { startMailbox, type Mailbox } from '../../helpers/mailbox.ts';

let mailbox: Mailbox;
let t: TestApp;
let staff: LoggedIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({
    demo: false,
    env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://immo.example.dz' },
  });
  await deleteAllProperties(t.services.db);
  staff = await loginAs(t, 'agent');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});
beforeEach(() => mailbox.clear());

const run = () => runSearchAlerts({ database: t.services.database, config: t.config });
const setPrice = (id: number, base_price: number) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/property/${id}`, payload: { base_price } });

it('lists a matching listing whose price went down, with both prices, once', async () => {
  const refs = await referenceIds(t.services.db);
  const villa = (overrides = {}) =>
    createProperty(t.services.db, {
      property_types: [refs.types.villa!],
      wilaya_id: 42,
      created_at: daysFromNow(-20),
      ...overrides,
    });
  const known = await villa({ name_fr: 'Villa du Chenoua', base_price: 30_000_000 });
  const elsewhere = await villa({ name_fr: 'Villa à Oran', wilaya_id: 31 });
  const rising = await villa({ name_fr: 'Villa en hausse', base_price: 20_000_000 });
  // Confirmed last week, last run a minute ago: the listings above are not new to it.
  await t.services.db.insert(savedSearches).values({
    email: 'karim@example.dz',
    mailbox: 'karim@example.dz',
    kind: 'both',
    query: `type=${refs.types.villa}&wilayas=42`,
    locale: 'fr',
    frequency: 'instant',
    confirm_token: 'drop-confirm',
    unsubscribe_token: 'drop-unsubscribe',
    created_at: daysFromNow(-7),
    confirmed_at: daysFromNow(-7),
    last_run_at: new Date(Date.now() - 60_000),
  });
  expect((await run()).emails).toBe(0);

  expect((await setPrice(known.id, 27_000_000)).statusCode).toBe(200);
  expect((await setPrice(elsewhere.id, 1_000_000)).statusCode).toBe(200);
  expect((await setPrice(rising.id, 25_000_000)).statusCode).toBe(200);
  expect((await run()).emails).toBe(1);
  expect(mailbox.received).toHaveLength(1);
  const mail = mailbox.received[0]!;
  expect(mail.subject).toContain('Prix en baisse pour votre recherche');
  expect(mail.body).toContain('Prix en baisse sur des biens de votre recherche');
  expect(mail.body).toContain('Villa du Chenoua');
  expect(mail.body).toMatch(
    /30[\s\u202f\u00a0]000[\s\u202f\u00a0]000 DA → 27[\s\u202f\u00a0]000[\s\u202f\u00a0]000 DA/,
  );
  expect(mail.body).toContain(`https://immo.example.dz/property/${known.id}?lang=fr`);
  expect(mail.body).not.toContain('Villa à Oran');
  expect(mail.body).not.toContain('Villa en hausse');

  // Sent once: the next run has nothing new.
  mailbox.clear();
  expect((await run()).emails).toBe(0);
  expect(mailbox.received).toHaveLength(0);
});
