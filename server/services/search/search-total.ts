// The total of a public list without counting a huge set on the request path.
//
// A request counts at most TOTAL_CAP + 1 matches: an index walk that stops early, a few
// milliseconds whatever the catalogue's size. Up to the cap that count is the exact total. Above
// it, the exact total comes from the catalogue cache when an earlier request's background count
// has put it there for the current catalogue version; otherwise the answer is the lower bound
// (`exact: false`) and one exact count of that search starts in the background, so the next
// visitor of the same search gets the exact number. Counting every match of a broad search costs
// tens of milliseconds at a million listings (docs/performance.md, decision 0020).
import { count, sql, type SQL } from 'drizzle-orm';
import { TOTAL_CAP } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { catalogueCache } from './catalogue-cache.ts';

export interface SearchTotal {
  /** The number of matches; a lower bound when `exact` is false. */
  total: number;
  exact: boolean;
}

/**
 * Exact counts running in the background at once per database handle: each holds a database
 * connection for tens of milliseconds, and the requests need the others.
 */
export const MAX_BACKGROUND_COUNTS = 2;

/** How many rows match, counting no further than TOTAL_CAP + 1. */
export const cappedCountQuery = (db: Db, where: SQL) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(p)
      .where(where)
      .limit(TOTAL_CAP + 1)
      .as('capped'),
  );

const exactCountQuery = (db: Db, where: SQL) => db.select({ n: count() }).from(p).where(where);

async function countsOf(queries: Promise<{ n: number }[]>[]): Promise<number[]> {
  return (await Promise.all(queries)).map(([row]) => row?.n ?? 0);
}

const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);

const running = new WeakMap<Db, Set<string>>();

/** Starts the exact count of `key` unless it runs already or too many counts run. */
function countInBackground(db: Db, key: string, parts: SQL[]): void {
  let keys = running.get(db);
  if (!keys) running.set(db, (keys = new Set()));
  if (keys.has(key) || keys.size >= MAX_BACKGROUND_COUNTS) return;
  keys.add(key);
  // Nobody waits for this answer: a failure (the database closing, a timeout) is logged through
  // the services' logger, and only means the next visitor of the search gets a lower bound again
  // and the count is retried.
  void catalogueCache(db)
    .warm(
      key,
      async () => sum(await countsOf(parts.map((where) => exactCountQuery(db, where)))),
      'background search count failed',
    )
    .finally(() => keys.delete(key));
}

/**
 * The total of the rows matching any of `parts` (disjoint conditions: their counts add up),
 * kept under `key` in the catalogue cache.
 */
export async function searchTotal(db: Db, key: string, parts: SQL[]): Promise<SearchTotal> {
  const cacheKey = `search-total:${key}`;
  const cache = catalogueCache(db);
  const known = await cache.peek<number>(cacheKey);
  if (known !== undefined) return { total: known, exact: true };
  // A part's capped count is exact up to the cap and a lower bound above it; so is their sum.
  // Kept for the catalogue's version too: a rare word's few matches can cost a pass over many
  // trigram candidates, and the search box asks for the same counts keystroke after keystroke
  // (decision 0077).
  const capped = await cache.get(`search-capped:${key}`, () =>
    countsOf(parts.map((where) => cappedCountQuery(db, where))),
  );
  if (capped.every((n) => n <= TOTAL_CAP)) return { total: sum(capped), exact: true };
  countInBackground(db, cacheKey, parts);
  return { total: sum(capped), exact: false };
}
