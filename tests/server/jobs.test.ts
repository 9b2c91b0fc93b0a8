// The background jobs (server/jobs) belong to a started server that asks for them (main.ts
// does): a server started without them sends no alert and unpublishes nothing, however long it
// runs; one started with them sweeps the long-stale listings at once and sends the due alerts
// within ALERTS_INTERVAL_SECONDS. Real database, real SMTP server on a local port.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalInfo, properties, savedSearches } from '../../server/db/schema.ts';
import { startServer } from '../../server/start.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { createProperty } from '../helpers/factories.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { agencyRow } from '../../server/db/agency-row.ts';

const DAY = 86_400_000;
const EMAIL = 'jobs@example.dz';

let testDb: TestDatabase;
let mailbox: Mailbox;

beforeAll(async () => {
  [testDb, mailbox] = await Promise.all([createTestDatabase({ from: 'empty' }), startMailbox()]);
});
afterAll(async () => {
  await mailbox?.close();
  await testDb?.drop();
});

const start = (jobs: boolean) =>
  startServer(
    testConfig(testDb, {
      SEED_DEMO: 'false',
      SMTP_URL: mailbox.url,
      PUBLIC_URL: 'https://immo.example.dz',
      ALERTS_INTERVAL_SECONDS: '1',
    }),
    { web: 'none', logger: false, jobs },
  );

describe('background jobs', () => {
  it('run only in a server that asks for them', async () => {
    const quiet = await start(false);
    let stale: number;
    let fresh: number;
    try {
      const { db } = quiet.database;
      await db.update(generalInfo).set({ stale_hide_after_days: 10 }).where(agencyRow());
      // A confirmed instant alert on every listing, then one new listing and one long stale.
      await db.insert(savedSearches).values({
        email: EMAIL,
        mailbox: EMAIL,
        kind: 'both',
        query: '',
        locale: 'fr',
        frequency: 'instant',
        confirm_token: 'jobs-confirm-token',
        unsubscribe_token: 'jobs-unsubscribe-token',
        confirmed_at: new Date(Date.now() - 60_000),
        created_at: new Date(Date.now() - 60_000),
      });
      fresh = (await createProperty(db, { name_fr: 'Villa neuve' })).id;
      stale = (await createProperty(db, { updated_at: new Date(Date.now() - 200 * DAY) })).id;
      // Two alert intervals: without the jobs nothing is sent, nothing unpublished.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(mailbox.received).toHaveLength(0);
      const [row] = await db.select().from(properties).where(eq(properties.id, stale));
      expect(row!.isVisible).toBe(true);
    } finally {
      await quiet.close();
    }

    const busy = await start(true);
    try {
      const { db } = busy.database;
      await expect
        .poll(
          async () => {
            const [row] = await db.select().from(properties).where(eq(properties.id, stale));
            return row!.isVisible;
          },
          { timeout: 10_000 },
        )
        .toBe(false);
      await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(1);
      expect(mailbox.received[0]!.to).toEqual([EMAIL]);
      expect(mailbox.received[0]!.body).toContain(`/property/${fresh}`);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
