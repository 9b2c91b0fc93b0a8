// The public property lists: the search (GET /api/properties), the banner and the similar
// properties. Only visible properties; prices are the running promotional price when there is one.
//
// Price filter and price sort use the price a visitor sees, which depends on the clock (a
// promotion ends). To keep both indexable, a search runs as two branches: properties without a
// running promotion (on base_price) and those with one (on afterpromo_price). Each branch takes
// its own first `offset + limit` rows in index order; the union is sorted and cut. A keyword
// that matches more rows than the total's cap is first walked along the same branches in order,
// rechecking the text on a bounded number of rows; when that budget runs out before the page is
// full, or when the keyword matches few rows, one pass over the trigram index's candidates
// answers instead (decision 0021). See docs/performance.md for the measurements.
// Totals are counted no further than a cap on the request path (search-total.ts).
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Language } from '../../common/languages.ts';
import type { TPropertyList } from '../../common/schemas/property.ts';
import type {
  TBannerQuery,
  TOrderBy,
  TPropertyFilters,
  TPropertySearchQuery,
  TSimilarQuery,
} from '../../common/schemas/search.ts';
import { SIMILAR_LIMIT, TOTAL_CAP } from '../../common/schemas/search.ts';
import type { Db } from '../db/client.ts';
import { properties as p } from '../db/schema.ts';
import { withWilayaNamesAsFilter } from './keyword-places.ts';
import {
  allOf,
  areaExpression,
  between,
  cardColumns,
  filterConditions,
  isVisible,
  keywordConditions,
  keywordWords,
  overlaps,
  promoActive,
  promoNotActive,
} from './property-query.ts';
import { toCard, type CardRow } from './property-shape.ts';
import { loadReferenceItems } from './reference-options.ts';
import { searchTotal, type SearchTotal } from './search-total.ts';

interface Branch {
  where: SQL;
  /** The column holding this branch's shown price. */
  price: AnyColumn;
}

function priceBranches(filters: TPropertyFilters): Branch[] {
  const base = filterConditions(filters);
  const { min_price: min, max_price: max } = filters;
  const promo: Branch = {
    where: allOf([...base, promoActive, ...between(p.afterpromo_price, min, max)]),
    price: p.afterpromo_price,
  };
  if (filters.ispromo) return [promo];
  const regular: Branch = {
    where: allOf([...base, promoNotActive, ...between(p.base_price, min, max)]),
    price: p.base_price,
  };
  return [regular, promo];
}

/** ORDER BY inside a branch (index-friendly expressions), always ending on id for stable pages. */
function branchOrder(order: TOrderBy, branch: Branch): SQL[] {
  switch (order) {
    case 'price_asc':
      return [asc(branch.price), asc(p.id)];
    case 'date_desc':
      return [desc(p.created_at), desc(p.id)];
    case 'date_asc':
      return [asc(p.created_at), asc(p.id)];
    case 'area_desc':
      return [sql`${areaExpression} desc nulls last`, desc(p.id)];
    case 'area_asc':
      return [sql`${areaExpression} asc nulls last`, asc(p.id)];
    case 'price_desc':
      return [desc(branch.price), desc(p.id)];
  }
}

/** The value a branch sorts on, under the name the union sorts on. */
function sortKey(order: TOrderBy, branch: Branch): SQL {
  if (order.startsWith('price')) return sql`${branch.price}`;
  if (order.startsWith('date')) return sql`${p.created_at}`;
  return areaExpression;
}

/** The same order over the union's output columns (sort_key, id). */
function unionOrder(order: TOrderBy): SQL[] {
  const direction = sql.raw(order.endsWith('asc') ? 'asc' : 'desc');
  const nulls = sql.raw(order.startsWith('area') ? ' nulls last' : '');
  return [
    sql`${sql.identifier('sort_key')} ${direction}${nulls}`,
    sql`${sql.identifier('id')} ${direction}`,
  ];
}

// A page is found on narrow rows (id and sort key: often straight from an index), then its
// cards are read by id, so sorting and merging stay small even for a deep page.
const branchColumns = (order: TOrderBy, branch: Branch) => ({
  id: p.id,
  sort_key: sql<unknown>`${sortKey(order, branch)}`.as('sort_key'),
});

function pageQuery(db: Db, branches: Branch[], order: TOrderBy, offset: number, limit: number) {
  const select = (branch: Branch) =>
    db
      .select(branchColumns(order, branch))
      .from(p)
      .where(branch.where)
      .orderBy(...branchOrder(order, branch));
  const [first, second] = branches;
  if (!second) return select(first!).limit(limit).offset(offset);
  // Each branch's first offset+limit rows hold the union's first offset+limit rows.
  return unionAll(select(first!).limit(offset + limit), select(second).limit(offset + limit))
    .orderBy(...unionOrder(order))
    .limit(limit)
    .offset(offset);
}

/**
 * The disjoint conditions whose match counts add up to the total. Without a price range the
 * branches only split the set: one count of the whole is cheaper.
 */
function countParts(filters: TPropertyFilters, branches: Branch[]): SQL[] {
  if (branches.length === 1) return [branches[0]!.where];
  if (filters.min_price === undefined && filters.max_price === undefined) {
    return [allOf(filterConditions(filters))];
  }
  return branches.map((branch) => branch.where);
}

const shownPrice = sql`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

/**
 * A keyword search reads every candidate row anyway (a trigram match is rechecked on the row):
 * one pass, in the requested order, finds the page.
 */
function singlePassQueries(
  db: Db,
  filters: TPropertyFilters,
  order: TOrderBy,
  offset: number,
  limit: number,
) {
  const conditions = filterConditions(filters);
  if (filters.ispromo) conditions.push(promoActive);
  if (filters.min_price !== undefined) conditions.push(sql`${shownPrice} >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`${shownPrice} <= ${filters.max_price}`);
  const where = allOf(conditions);
  const key = order.startsWith('price')
    ? shownPrice
    : order.startsWith('date')
      ? sql`${p.created_at}`
      : areaExpression;
  const direction = sql.raw(order.endsWith('asc') ? 'asc' : 'desc');
  const nulls = sql.raw(order.startsWith('area') ? ' nulls last' : '');
  return {
    page: db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(sql`${key} ${direction}${nulls}`, sql`${p.id} ${direction}`)
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
  const priced = order.startsWith('price') || min !== undefined || max !== undefined;
  if (!priced && !filters.ispromo) {
    return [{ where: allOf(base), price: p.base_price, check: allOf(keyword) }];
  }
  const promo: WalkBranch = {
    where: allOf([
      ...base,
      eq(p.ispromo, true),
      isNotNull(p.afterpromo_price),
      ...between(p.afterpromo_price, min, max),
    ]),
    price: p.afterpromo_price,
    check: allOf([...keyword, promoNotEnded]),
  };
  if (filters.ispromo) return [promo];
  const regular: WalkBranch = {
    where: allOf([...base, promoNotActive, ...between(p.base_price, min, max)]),
    price: p.base_price,
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
function keywordWalkQuery(
  db: Db,
  filters: TPropertyFilters,
  order: TOrderBy,
  need: number,
  budget: number,
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
        sort_key: rows.sort_key,
        walked: sql<number | null>`null::int`.as('walked'),
        branch: sql<number>`${index}::int`.as('branch'),
      })
      .from(rows)
      .where(sql`(select ${branch.check} from ${p} where ${p.id} = ${walkId})`)
      .orderBy(...unionOrder(order))
      .limit(need);
    const walked = db
      .select({
        id: sql<number | null>`null::int`.as('id'),
        sort_key: sql<unknown>`null`.as('sort_key'),
        walked: sql<number | null>`count(*)::int`.as('walked'),
        branch: sql<number>`${index}::int`.as('branch'),
      })
      .from(db.select({ id: p.id }).from(p).where(branch.where).limit(budget).as('walk'));
    return [matches, walked] as const;
  };
  const [first, second, ...rest] = walkBranches(filters, order).flatMap(walk);
  return unionAll(first!, second!, ...rest).orderBy(...unionOrder(order));
}

type WalkRow = { id: number | null; walked: number | null; branch: number };

/**
 * The page's ids from a keyword walk, or null when a branch used up its budget before finding
 * `need` matches (its next match may lie further down: only the trigram pass can tell). A
 * branch that had fewer rows than the budget has no more: its matches are all there.
 */
export function walkedPage(
  rows: WalkRow[],
  offset: number,
  need: number,
  budget = KEYWORD_WALK_BUDGET,
): number[] | null {
  for (const row of rows) {
    if (row.walked === null || row.walked < budget) continue;
    const found = rows.filter((other) => other.branch === row.branch && other.id !== null);
    if (found.length < need) return null;
  }
  // The union is in the page's order; the count rows carry no id.
  return rows.flatMap((row) => (row.id === null ? [] : [row.id])).slice(offset, need);
}

/**
 * The SQL a search runs. Without a keyword: a page query on narrow, index-ordered rows, and the
 * count queries whose sum is the total. With a keyword: the walk (keywordWalkQuery, on a page
 * within the budget) and the one pass it falls back on (singlePassQueries). Exposed for the
 * benchmark's EXPLAIN (scripts/bench-search.ts) and for the test that both give the same page
 * (a small budget makes the fallback happen on a small catalogue).
 */
export function searchQueries(
  db: Db,
  query: TPropertySearchQuery,
  walkBudget = KEYWORD_WALK_BUDGET,
) {
  const { order_by, page, limit, ...asked } = query;
  const filters = withWilayaNamesAsFilter(asked);
  const offset = (page - 1) * limit;
  if (keywordWords(filters.text).length > 0) {
    const need = offset + limit;
    return {
      mode: 'single' as const,
      offset,
      need,
      // A page deeper than the budget cannot be found by the walk.
      walk: need <= walkBudget ? keywordWalkQuery(db, filters, order_by, need, walkBudget) : null,
      ...singlePassQueries(db, filters, order_by, offset, limit),
    };
  }
  const branches = priceBranches(filters);
  return {
    mode: 'split' as const,
    page: pageQuery(db, branches, order_by, offset, limit),
    countParts: countParts(filters, branches),
  };
}

/**
 * The page's ids: from the keyword walk when it saw enough, else from the page query. `walk`
 * false skips the walk (a keyword known to match few rows: the walk would read its whole budget
 * before the page query sorts those few rows anyway).
 */
async function pageIds(queries: ReturnType<typeof searchQueries>, walk = true): Promise<number[]> {
  if (walk && queries.mode === 'single' && queries.walk) {
    const walked = walkedPage(await queries.walk, queries.offset, queries.need);
    if (walked) return walked;
  }
  return (await queries.page).map((row) => row.id);
}

async function findPage(
  db: Db,
  query: TPropertySearchQuery,
): Promise<{ ids: number[] } & SearchTotal> {
  const queries = searchQueries(db, query);
  // Pages of one search, in any order and language, share their total.
  const { order_by: _order, page, limit, locale: _locale, ...filters } = query;
  const totalOf = () => searchTotal(db, JSON.stringify(filters), queries.countParts);
  let ids: number[];
  let counted: SearchTotal;
  if (queries.mode === 'single') {
    // The capped count comes first and tells which way finds the page: up to the cap the
    // trigram pass sorts every match at once (a rare keyword's walk would read its whole budget
    // for nothing: 100-200 ms at 100,000 listings); above it, matches are dense enough for a walk.
    counted = await totalOf();
    ids = await pageIds(queries, !counted.exact || counted.total > TOTAL_CAP);
  } else {
    [ids, counted] = await Promise.all([pageIds(queries), totalOf()]);
  }
  // A page found past the lower bound raises it: its rows exist (an empty page proves nothing).
  const total =
    counted.exact || ids.length === 0
      ? counted.total
      : Math.max(counted.total, (page - 1) * limit + ids.length);
  return { ids, total, exact: counted.exact };
}

/** The cards of these ids, in this order. */
async function cardsById(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(p).where(inArray(p.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchProperties(
  db: Db,
  query: TPropertySearchQuery,
): Promise<TPropertyList> {
  const { locale, page, limit } = query;
  const [found, refs] = await Promise.all([
    findPage(db, query),
    loadReferenceItems(db, ['types', 'statuses']),
  ]);
  const rows = await cardsById(db, found.ids);
  return {
    data: rows.map((row) => toCard(row, refs, locale)),
    total: found.total,
    total_exact: found.exact,
    page,
    limit,
  };
}

/** Banner properties; a salt gives a stable shuffled order (the same salt, the same order). */
export async function listBannerProperties(db: Db, query: TBannerQuery): Promise<TPropertyList> {
  const { salt, locale, page, limit } = query;
  const where = allOf([isVisible, eq(p.isBanner, true)]);
  const order = salt
    ? [sql`md5(${p.id}::text || ${salt})`, asc(p.id)]
    : [desc(p.created_at), desc(p.id)];
  const [found, counted, refs] = await Promise.all([
    db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    searchTotal(db, 'banner', [where]),
    loadReferenceItems(db, ['types', 'statuses']),
  ]);
  const rows = await cardsById(
    db,
    found.map((row) => row.id),
  );
  const data = rows.map((row) => toCard(row, refs, locale));
  return { data, total: counted.total, total_exact: counted.exact, page, limit };
}

/**
 * Up to 6 visible properties like the given one: sharing a type and a status, priced within 30%
 * of its price, the same wilaya first, then the nearest, then the closest price. Null when the
 * property does not exist or is hidden.
 */
export async function findSimilarProperties(
  db: Db,
  query: TSimilarQuery,
): Promise<TPropertyList | null> {
  const { property_id: id, locale } = query;
  const [subject] = await db
    .select({
      types: p.property_types,
      statuses: p.property_statuses,
      wilaya_id: p.wilaya_id,
      latitude: p.latitude,
      longitude: p.longitude,
      price: sql<number>`${shownPrice}`.mapWith(Number),
    })
    .from(p)
    .where(and(eq(p.id, id), isVisible));
  if (!subject) return null;

  const low = Math.floor(subject.price * 0.7);
  const high = Math.ceil(subject.price * 1.3);
  const conditions: SQL[] = [
    isVisible,
    ne(p.id, id),
    // Indexable form of "shown price within the band" (see priceBranches).
    sql`((${promoNotActive} and ${p.base_price} between ${low} and ${high})
      or (${promoActive} and ${p.afterpromo_price} between ${low} and ${high}))`,
  ];
  if (subject.types.length) conditions.push(overlaps(p.property_types, subject.types));
  if (subject.statuses.length) conditions.push(overlaps(p.property_statuses, subject.statuses));

  const order: SQL[] = [];
  if (subject.latitude !== null && subject.longitude !== null) {
    // Squared distance on a local flat projection: enough to rank neighbours.
    const scale = Math.cos((subject.latitude * Math.PI) / 180);
    order.push(
      sql`(power(${p.latitude} - ${subject.latitude}, 2) + power((${p.longitude} - ${subject.longitude}) * ${scale}, 2)) asc nulls last`,
    );
  }
  order.push(sql`abs(${shownPrice} - ${subject.price})`, asc(p.id));

  // Ranked on narrow rows (ids, from the covering (wilaya, price) index), then the six cards are
  // read by id: ranking card rows would read every candidate's photos and texts first (tens of
  // thousands of rows in Alger's price band at a million listings).
  const similarIds = async (where: SQL[], sameWilayaFirst: SQL[]) =>
    (
      await db
        .select({ id: p.id })
        .from(p)
        .where(allOf(where))
        .orderBy(...sameWilayaFirst, ...order)
        .limit(SIMILAR_LIMIT)
    ).map((row) => row.id);
  const [ids, refs] = await Promise.all([
    (async () => {
      if (subject.wilaya_id === null) return similarIds(conditions, []);
      // The same wilaya comes first: when it has enough, they are the answer, found through the
      // (wilaya, price) index with the coordinates in it instead of ranking the price band of
      // every wilaya (decision 0021).
      const inWilaya = await similarIds([...conditions, eq(p.wilaya_id, subject.wilaya_id)], []);
      if (inWilaya.length === SIMILAR_LIMIT) return inWilaya;
      return similarIds(conditions, [sql`(${p.wilaya_id} = ${subject.wilaya_id}) desc nulls last`]);
    })(),
    loadReferenceItems(db, ['types', 'statuses']),
  ]);
  const rows = await cardsById(db, ids);
  const data = rows.map((row) => toCard(row, refs, locale as Language));
  return { data, total: data.length, total_exact: true, page: 1, limit: SIMILAR_LIMIT };
}
