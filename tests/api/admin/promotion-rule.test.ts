// "A promotion runs" is written twice on purpose: in SQL for searches and counts
// (promoRunningAt) and in TypeScript for one row already read (isPromoRunning). This holds the
// two equal on a table of cases, the SQL evaluated by the real database at the same instant.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromoRunning, type PromotionFields } from '../../../common/promotion.ts';
import * as schema from '../../../server/db/schema.ts';
import { promoRunningAt } from '../../../server/services/property-query.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty } from '../../helpers/factories.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 86_400_000;

/** As stored: the end date is a Date (its API text is checked from the row read back). */
type StoredPromotion = PromotionFields & { promotion_end_date: Date | null };

const CASES: [string, StoredPromotion, boolean][] = [
  [
    'running, ends later',
    { ispromo: true, afterpromo_price: 900, promotion_end_date: at(DAY) },
    true,
  ],
  [
    'running, no end date',
    { ispromo: true, afterpromo_price: 900, promotion_end_date: null },
    true,
  ],
  [
    'ended yesterday',
    { ispromo: true, afterpromo_price: 900, promotion_end_date: at(-DAY) },
    false,
  ],
  ['ends exactly now', { ispromo: true, afterpromo_price: 900, promotion_end_date: NOW }, false],
  [
    'ends in a second',
    { ispromo: true, afterpromo_price: 900, promotion_end_date: at(1000) },
    true,
  ],
  [
    'no after-promo price',
    { ispromo: true, afterpromo_price: null, promotion_end_date: at(DAY) },
    false,
  ],
  [
    'no price, no dates',
    { ispromo: true, afterpromo_price: null, promotion_end_date: null },
    false,
  ],
  ['not flagged', { ispromo: false, afterpromo_price: 900, promotion_end_date: at(DAY) }, false],
  [
    'not flagged, no dates',
    { ispromo: false, afterpromo_price: null, promotion_end_date: null },
    false,
  ],
];

describe('the running-promotion rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it.each(CASES)('%s: SQL and TypeScript agree', async (_name, fields, expected) => {
    const { db } = t.services;
    const row = await createProperty(db, { base_price: 1000, ...fields });
    const [answer] = await db
      .select({
        running: sql<boolean>`${promoRunningAt(sql`${NOW.toISOString()}::timestamptz`)}`,
      })
      .from(schema.properties)
      .where(eq(schema.properties.id, row.id));
    expect(answer!.running).toBe(expected);
    expect(isPromoRunning(fields, NOW)).toBe(expected);
    // The stored row (a Date back from the driver) and its API text give the same verdict.
    expect(isPromoRunning(row, NOW)).toBe(expected);
    const iso = row.promotion_end_date?.toISOString() ?? null;
    expect(isPromoRunning({ ...row, promotion_end_date: iso }, NOW)).toBe(expected);
  });
});
