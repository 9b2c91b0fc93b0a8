// The keyword part of a search (decision 0021): a walk along the page's price branches that
// rechecks the text on a bounded number of rows, and the one pass over the trigram index's
// candidates it hands over to (also the way for a keyword with few matches). Both give the same
// ids in the same order.
import { eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TOrderBy, TPropertyFilters } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import {
  allOf,
  areaExpression,
  between,
  filterConditions,
  keywordConditions,
  promoActive,
  promoNotActive,
} from '../property-query.ts';
import {
  branchColumns,
  branchOrder,
  nullsLast,
  orderKind,
  closedRank,
  shownPrice,
  splitByAvailability,
  unionOrder,
  type Availability,
  type Branch,
} from './search-branches.ts';

/**
 * A keyword search reads every candidate row anyway (a trigram match is rechecked on the row):
 * one pass, in the requested order, finds the page.
 */
export function singlePassQueries(
  db: Db,
  filters: TPropertyFilters,
  order: TOrderBy,
  offset: number,
  limit: number,
  availability: Availability[],
) {
  const conditions = filterConditions(filters);
  if (filters.ispromo) conditions.push(promoActive);
  if (filters.min_price !== undefined) conditions.push(sql`${shownPrice} >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`${shownPrice} <= ${filters.max_price}`);
  const where = allOf(conditions);
  const key = {
    price: shownPrice,
    date: sql`${p.created_at}`,
    area: areaExpression,
    drop: sql`${p.price_dropped_at}`,
  }[orderKind(order)];
  const direction = sql.raw(order.endsWith('asc') ? 'asc' : 'desc');
  const nulls = sql.raw(nullsLast(order) ? ' nulls last' : '');
  // Available listings first, as in the walk (search-branches.ts availabilityOf).
  const rank = closedRank(availability);
  return {
    page: db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(
        ...(rank ? [sql`${rank} asc`] : []),
        sql`${key} ${direction}${nulls}`,
        sql`${p.id} ${direction}`,
      )
      .limit(limit)
      .offset(offset),
    countParts: [where],
  };
}

/**
 * Rows a keyword walk reads per branch before giving up for the trigram index. A word on 1 % of
 * the listings fills a first page of 20 within about 2,000 rows; rarer words are what the
 * trigram index answers fast (few candidates).
 */
export const KEYWORD_WALK_BUDGET = 2_000;

/** A promotion not ended (the rest of promoActive is in the promotional walk's index). */
const promoNotEnded = sql`(${p.promotion_end_date} is null or ${p.promotion_end_date} > now())`;

interface WalkBranch extends Branch {
  /** What the walk rechecks on each row it reads: the keyword, and what no index can hold. */
  check: SQL;
}

/**
 * The branches a keyword walk reads. Without a price order or range one walk in the requested
 * order is enough. The promotional one walks every row of its index (properties_pub_promo_price_idx)
 * and rechecks the end date on the row: as a filter, `now()` made the planner misjudge that
 * branch's size and sort all of it instead of walking its index.
 */
function walkBranches(filters: TPropertyFilters, order: TOrderBy): WalkBranch[] {
  const base = filterConditions({ ...filters, text: undefined });
  const keyword = keywordConditions(filters.text);
  const { min_price: min, max_price: max } = filters;
  const priced = orderKind(order) === 'price' || min !== undefined || max !== undefined;
  if (!priced && !filters.ispromo) {
    return [{ where: allOf(base), price: p.base_price, closed: 0, check: allOf(keyword) }];
  }
  const promo: WalkBranch = {
    where: allOf([
      ...base,
      eq(p.ispromo, true),
      isNotNull(p.afterpromo_price),
      ...between(p.afterpromo_price, min, max),
    ]),
    price: p.afterpromo_price,
    closed: 0,
    check: allOf([...keyword, promoNotEnded]),
  };
  if (filters.ispromo) return [promo];
  const regular: WalkBranch = {
    where: allOf([...base, promoNotActive, ...between(p.base_price, min, max)]),
    price: p.base_price,
    closed: 0,
    check: allOf(keyword),
  };
  return [regular, promo];
}

/**
 * A keyword page walked in the requested order. Each branch walks its index in the page's
 * order (every filter but the keyword: often from the index alone), rechecks the keyword on
 * each row it meets, read by id, and stops at the page's last match or after
 * KEYWORD_WALK_BUDGET rows. Beside its matches, each branch gives how many rows the walk had
 * (at most the budget: an index-only count), so the caller can tell whether the walk saw enough
 * (see walkedPage).
 */
export function keywordWalkQuery(
  db: Db,
  filters: TPropertyFilters,
  order: TOrderBy,
  need: number,
  budget: number,
  availability: Availability[],
) {
  const walk = (branch: WalkBranch, index: number) => {
    const rows = db
      .select(branchColumns(order, branch))
      .from(p)
      .where(branch.where)
      .orderBy(...branchOrder(order, branch))
      .limit(budget)
      .as('walk');
    // A correlated scalar subquery, one primary-key read per row met: the planner cannot turn
    // it into a hash of every trigram candidate as it would an EXISTS. Qualified by hand:
    // drizzle renders a subquery's column unqualified inside raw SQL.
    const walkId = sql`${sql.identifier('walk')}.${sql.identifier('id')}`;
    const matches = db
      .select({
        id: sql<number | null>`${rows.id}`.as('id'),
        closed: rows.closed,
        sort_key: rows.sort_key,
        walked: sql<number | null>`null::int`.as('walked'),
        branch: sql<number>`${index}::int`.as('branch'),
      })
      .from(rows)
      .where(sql`(select ${branch.check} from ${p} where ${p.id} = ${walkId})`)
      // The walk's own order (a branch has one rank: `closed` is left out): the planner keeps
      // the rows in it and stops at the page's last match, instead of rechecking the whole
      // budget to sort it (decision 0076).
      .orderBy(...unionOrder(order).slice(1))
      .limit(need);
    const walked = db
      .select({
        id: sql<number | null>`null::int`.as('id'),
        closed: sql<number | null>`null::int`.as('closed'),
        sort_key: sql<unknown>`null`.as('sort_key'),
        walked: sql<number | null>`count(*)::int`.as('walked'),
        branch: sql<number>`${index}::int`.as('branch'),
      })
      .from(db.select({ id: p.id }).from(p).where(branch.where).limit(budget).as('walk'));
    return [matches, walked] as const;
  };
  // The available listings only (the first rank): sold and rented ones come after them, and a
  // page that reaches them is left to the one pass (walkedPage's `partial`).
  const branches = splitByAvailability(walkBranches(filters, order), availability.slice(0, 1));
  const [first, second, ...rest] = branches.flatMap(walk);
  return unionAll(first!, second!, ...rest).orderBy(...unionOrder(order));
}

export type WalkRow = { id: number | null; walked: number | null; branch: number };

/**
 * The page's ids from a keyword walk, or null when a branch used up its budget before finding
 * `need` matches (its next match may lie further down: only the trigram pass can tell). A
 * branch that had fewer rows than the budget has no more: its matches are all there. `partial`:
 * the walk read the available listings only (decision 0032), so a page it cannot fill reaches
 * the sold and rented ones, which the one pass orders after them.
 */
export function walkedPage(
  rows: WalkRow[],
  offset: number,
  need: number,
  budget = KEYWORD_WALK_BUDGET,
  partial = false,
): number[] | null {
  for (const row of rows) {
    if (row.walked === null || row.walked < budget) continue;
    const found = rows.filter((other) => other.branch === row.branch && other.id !== null);
    if (found.length < need) return null;
  }
  // The union is in the page's order; the count rows carry no id.
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (partial && ids.length < need) return null;
  return ids.slice(offset, need);
}
