// The totals of GET /api/properties over a catalogue larger than the count cap: exact where the
// answer says so (equal to a real count of the matching rows), an honest lower bound where it
// does not, exact again once the background count is done, and never a total from before a write.
// A background count that fails is one warning line of the server's log.
import { and, count, eq, like, min, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import { TOTAL_CAP } from '../../../common/schemas/search.ts';
import { properties as p } from '../../../server/db/schema.ts';
import { searchTotal } from '../../../server/services/search/search-total.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperties, createProperty } from '../../helpers/factories.ts';

let t: TestApp;
/** The server's log lines, warnings included. */
const logLines: string[] = [];

async function search(query: string): Promise<TPropertyList> {
  const response = await t.app.inject({ url: `/api/properties?locale=fr&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The real number of visible rows matching `where`. */
async function realCount(where?: SQL): Promise<number> {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.isVisible, true), where));
  return row!.n;
}

/** Asks again until the answer is exact (the background count has finished). */
async function exactAnswer(query: string): Promise<TPropertyList> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await search(query);
    if (answer.total_exact) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${query}: still no exact total after 5 s`);
}

/** An answer is either exact and right, or a lower bound above the cap and not above the truth. */
function expectHonest(answer: TPropertyList, real: number) {
  if (answer.total_exact) expect(answer.total).toBe(real);
  else {
    expect(answer.total).toBeGreaterThan(TOTAL_CAP);
    expect(answer.total).toBeLessThanOrEqual(real);
  }
}

const OVER_CAP = TOTAL_CAP + 250;
// The price a visitor sees (the promotions here never end).
const shown = sql`(case when ${p.ispromo} then ${p.afterpromo_price} else ${p.base_price} end)`;

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    env: { LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  // Prices spread over 1 to 12.5 million; one in ten on a running promotion (its shown price is
  // the promotional one); 40 in Oran, the rest in Algiers; 30 hidden ones that never count.
  await createProperties(t.services.db, OVER_CAP, (i) => ({
    base_price: 1_000_000 + i * 10_000,
    ...(i % 10 === 0 ? { ispromo: true, afterpromo_price: 500_000 + i * 10_000 } : {}),
    ...(i < 40 ? { wilaya_id: 31, name_fr: `Villa oranaise ${i}` } : {}),
  }));
  await createProperties(t.services.db, 30, () => ({ isVisible: false }));
}, 60_000);
afterAll(() => t.close());

describe('totals under the cap', () => {
  it('are exact and equal to a real count of the matching rows', async () => {
    const oran = await search('wilayas=31');
    expect(oran.total_exact).toBe(true);
    expect(oran.total).toBe(await realCount(eq(p.wilaya_id, 31)));
    expect(oran.total).toBe(40);

    const keyword = await search('text=oranaise');
    expect(keyword).toMatchObject({ total: 40, total_exact: true });

    const banner = await t.app.inject({ url: '/api/banner?locale=fr' });
    expect(banner.json()).toMatchObject({ total: 0, total_exact: true });
  });

  it('count each price branch: a range over the promotional and regular prices', async () => {
    // Shown price ≥ 10 M: regular rows from base_price, promoted rows from afterpromo_price.
    const answer = await search('min_price=10000000');
    expect(answer.total_exact).toBe(true);
    expect(answer.total).toBe(await realCount(sql`${shown} >= 10000000`));
    expect(answer.total).toBeLessThan(TOTAL_CAP);
  });
});

describe('totals over the cap', () => {
  it('are honest at once and exact once the background count is done', async () => {
    const real = await realCount();
    expect(real).toBe(OVER_CAP);
    expectHonest(await search(''), real);
    const settled = await exactAnswer('');
    expect(settled.total).toBe(real);
    // Every page and order of the same search shares the counted total.
    const other = await search('order_by=date_asc&page=3');
    expect(other).toMatchObject({ total: real, total_exact: true });
  });

  it('are counted again after a write, never served from before it', async () => {
    const before = await exactAnswer('min_price=1000000');
    await createProperty(t.services.db, { base_price: 2_000_000 });
    const real = await realCount(sql`${shown} >= 1000000`);
    expect(real).toBe(before.total + 1);
    const after = await search('min_price=1000000');
    // Right after the write: the new exact number, or a lower bound, but not the old number.
    expectHonest(after, real);
    expect(after.total_exact && after.total === before.total).toBe(false);
    expect((await exactAnswer('min_price=1000000')).total).toBe(real);
  });

  it('are the same on the keyword path as a real count of the keyword matches', async () => {
    // "test" is in the factory's texts: a word the query understanding leaves as text (a word
    // such as "appartement" is read as the type filter: query-filters.ts).
    const real = await realCount(like(p.search_text, '%test%'));
    expect(real).toBeGreaterThan(TOTAL_CAP);
    expectHonest(await search('text=test'), real);
    expect((await exactAnswer('text=test')).total).toBe(real);
  });
});

describe('pages of a search counted over the cap', () => {
  it('keep working past the cap, and a page past the end is empty', async () => {
    const real = await realCount();
    const lastPage = Math.ceil(real / 20);
    const [pastCap, last, pastEnd] = await Promise.all([
      search(`page=${Math.ceil(TOTAL_CAP / 20) + 1}`),
      search(`page=${lastPage}`),
      search(`page=${lastPage + 1}`),
    ]);
    expect(pastCap.data).toHaveLength(20);
    expect(last.data).toHaveLength(real - (lastPage - 1) * 20);
    expect(pastEnd.data).toHaveLength(0);
    for (const answer of [pastCap, last, pastEnd]) expectHonest(answer, real);
  });
});

describe('a background count that fails', () => {
  it('is one JSON warning of the server log, with the error and its stack', async () => {
    const consoleWarn = vi.spyOn(console, 'warn');
    try {
      // A condition the capped count never reaches past its first TOTAL_CAP + 1 rows (in the
      // order they were written) and the exact count fails on: a division by zero.
      const [first] = await t.services.db.select({ id: min(p.id) }).from(p);
      const lastCapped = first!.id! + TOTAL_CAP;
      const failing = sql`(case when ${p.id} > ${lastCapped} then ${p.id} / 0 else 1 end) = 1`;
      const answer = await searchTotal(t.services.db, 'failing-count', [failing]);
      expect(answer).toEqual({ total: TOTAL_CAP + 1, exact: false });
      const warnings = () =>
        logLines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.msg === 'background search count failed');
      for (let i = 0; i < 100 && warnings().length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const [warning, ...more] = warnings();
      expect(more).toHaveLength(0);
      expect(warning).toMatchObject({
        level: 40,
        key: 'search-total:failing-count',
        err: { stack: expect.stringMatching(/division by zero/) },
      });
      expect(consoleWarn).not.toHaveBeenCalled();
      // Nothing was kept: the same search asks again and fails again, logged again.
      await searchTotal(t.services.db, 'failing-count', [failing]);
      for (let i = 0; i < 100 && warnings().length < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(warnings()).toHaveLength(2);
    } finally {
      consoleWarn.mockRestore();
    }
  });
});
