// The public property lists: the search (GET /api/properties) and the banner (the similar
// properties: similar-properties.ts). Only visible properties; prices are the running
// promotional price when there is one.
//
// A search runs as two price branches (search-branches.ts), each taking its own first
// `offset + limit` rows in index order; the union is sorted and cut. A keyword that matches more
// rows than the total's cap is first walked along the same branches in order; when that walk's
// budget runs out before the page is full, or when the keyword matches few rows, one pass over
// the trigram index's candidates answers instead (keyword-search.ts, decision 0021). Totals are
// counted no further than a cap on the request path (search-total.ts). Sold and rented listings
// come after the available ones in every order: each branch is split by availability
// (search-branches.ts, decision 0032). See docs/performance.md for the measurements.
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import type {
  TBannerQuery,
  TOrderBy,
  TPropertyFilters,
  TPropertySearchQuery,
} from '../../../common/schemas/search.ts';
import { TOTAL_CAP } from '../../../common/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { withWilayaNamesAsFilter } from './keyword-places.ts';
import { UNDERSTOOD_LISTS, withUnderstoodText, type UnderstandingRefs } from './query-filters.ts';
import {
  allOf,
  cardColumns,
  filterConditions,
  isVisible,
  keywordWords,
} from '../property-query.ts';
import { toCard, type CardRow } from '../pages/property-shape.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { searchTotal, type SearchTotal } from './search-total.ts';
import {
  KEYWORD_WALK_BUDGET,
  keywordWalkQuery,
  singlePassQueries,
  walkedPage,
} from './keyword-search.ts';
import {
  availabilityOf,
  branchColumns,
  branchOrder,
  priceBranches,
  splitByAvailability,
  unionOrder,
  type Branch,
} from './search-branches.ts';
import { isClosedStatus } from '../../../common/search-query.ts';
import type { ReferenceItems } from '../reference/reference-options.ts';

function pageQuery(db: Db, branches: Branch[], order: TOrderBy, offset: number, limit: number) {
  const select = (branch: Branch) =>
    db
      .select(branchColumns(order, branch))
      .from(p)
      .where(branch.where)
      .orderBy(...branchOrder(order, branch));
  const [first, second, ...rest] = branches;
  if (!second) return select(first!).limit(limit).offset(offset);
  // Each branch's first offset+limit rows hold the union's first offset+limit rows.
  const need = offset + limit;
  return unionAll(
    select(first!).limit(need),
    select(second).limit(need),
    ...rest.map((branch) => select(branch).limit(need)),
  )
    .orderBy(...unionOrder(order))
    .limit(limit)
    .offset(offset);
}

/** How many rows the branches of one rank hold, counted no further than `upTo` per branch. */
function rankCountQuery(db: Db, branches: Branch[], upTo: number) {
  const [first, ...rest] = branches.map((branch) =>
    db.select({ id: p.id }).from(p).where(branch.where).limit(upTo),
  );
  const rows = rest.length > 0 ? unionAll(first!, rest[0]!, ...rest.slice(1)) : first!;
  return db.select({ n: sql<number>`count(*)::int` }).from(rows.as('rank_rows'));
}

/** The ids of the statuses that mark a listing sold or rented (their English names say so). */
export function closedStatusIds(refs: Pick<ReferenceItems, 'statuses'>): number[] {
  return [...refs.statuses.values()].filter(isClosedStatus).map((status) => status.id);
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
  closedStatuses: readonly number[],
  walkBudget = KEYWORD_WALK_BUDGET,
) {
  const { order_by, page, limit, ...asked } = query;
  const filters = withWilayaNamesAsFilter(asked);
  const offset = (page - 1) * limit;
  const availability = availabilityOf(filters, closedStatuses);
  if (keywordWords(filters.text).length > 0) {
    const need = offset + limit;
    return {
      mode: 'single' as const,
      offset,
      need,
      // A page deeper than the budget cannot be found by the walk.
      walk:
        need <= walkBudget
          ? keywordWalkQuery(db, filters, order_by, need, walkBudget, availability)
          : null,
      /** The walk reads the available listings only: a page past them needs the one pass. */
      walkPartial: availability.length > 1,
      ...singlePassQueries(db, filters, order_by, offset, limit, availability),
    };
  }
  const branches = priceBranches(filters);
  // An area's page is read along the order's index, its exact test on each row met: without
  // the lat/lng box, which would lead the planner to gather and sort the whole area (decision
  // 0076). Its counts keep the box: the (latitude, longitude) index counts them best.
  const area = hasArea(filters);
  const walked = area ? priceBranches(filters, { areaBox: false }) : branches;
  const ranks = availability.map((rank) => splitByAvailability(walked, [rank]));
  const split = {
    offset,
    limit,
    /** The first rank's page (available listings, or all when there is one rank). */
    page: pageQuery(db, ranks[0]!, order_by, offset, limit),
    /** Each rank's page at any offset, and how many rows a rank has up to a bound. */
    rankPage: (rank: number, at: number, size: number) =>
      pageQuery(db, ranks[rank]!, order_by, at, size),
    rankCount: (rank: number, upTo: number) => rankCountQuery(db, ranks[rank]!, upTo),
    ranks: ranks.length,
    // The availability split only orders: the price branches' counts add up to the total.
    countParts: countParts(filters, branches),
  };
  if (!area) return { mode: 'split' as const, ...split };
  // An area (decision 0046) is found from the lat/lng index. Walking a price or date index for
  // it reads every listing outside the area before the page is full (a 50-point zone: about a
  // second at 100,000 listings), so when the area holds few listings one pass sorts them all;
  // an area holding more than the cap is dense enough for the walk.
  return {
    mode: 'area' as const,
    ...split,
    onePass: singlePassQueries(db, filters, order_by, offset, limit, availability).page,
  };
}

type SplitQueries = Omit<
  Extract<ReturnType<typeof searchQueries>, { mode: 'area' }>,
  'onePass' | 'mode'
>;

function hasArea(filters: TPropertyFilters): boolean {
  return filters.polygon !== undefined || filters.radius_km !== undefined;
}

/**
 * A page of a search ranked by availability: the available listings' page first; only a page
 * that reaches past them reads the sold and rented ones (where they start: the available rows
 * before the page, counted no further than the offset). Most pages are one query, as before.
 * Exported for the test that an area's walk gives its one pass's page.
 */
export async function rankedPageIds(queries: SplitQueries): Promise<number[]> {
  const { offset, limit } = queries;
  const ids = (await queries.page).map((row) => row.id);
  if (ids.length === limit || queries.ranks === 1) return ids;
  // The available rows: this page ends them, or they all lie before it (at most `offset`).
  const available =
    ids.length > 0 ? offset + ids.length : ((await queries.rankCount(0, offset))[0]?.n ?? 0);
  const more = await queries.rankPage(1, offset + ids.length - available, limit - ids.length);
  return [...ids, ...more.map((row) => row.id)];
}

/**
 * The page's ids: from the keyword walk when it saw enough, else from the page query. `walk`
 * false skips the walk (a keyword known to match few rows: the walk would read its whole budget
 * before the page query sorts those few rows anyway).
 */
async function pageIds(queries: ReturnType<typeof searchQueries>, walk = true): Promise<number[]> {
  if (queries.mode !== 'single') return rankedPageIds(queries);
  if (walk && queries.walk) {
    const walked = walkedPage(
      await queries.walk,
      queries.offset,
      queries.need,
      KEYWORD_WALK_BUDGET,
      queries.walkPartial,
    );
    if (walked) return walked;
  }
  return (await queries.page).map((row) => row.id);
}

/** Pages of one search, in any order and language, share their total: its cache key. */
function totalKey(query: TPropertySearchQuery): string {
  const { order_by: _order, page: _page, limit: _limit, locale: _locale, ...filters } = query;
  return JSON.stringify(filters);
}

async function findPage(
  db: Db,
  query: TPropertySearchQuery,
  closedStatuses: readonly number[],
): Promise<{ ids: number[] } & SearchTotal> {
  const queries = searchQueries(db, query, closedStatuses);
  const { page, limit } = query;
  const totalOf = () => searchTotal(db, totalKey(query), queries.countParts);
  let ids: number[];
  let counted: SearchTotal;
  if (queries.mode === 'single') {
    // The capped count comes first and tells which way finds the page: up to the cap the
    // trigram pass sorts every match at once (a rare keyword's walk would read its whole budget
    // for nothing: 100-200 ms at 100,000 listings); above it, matches are dense enough for a walk.
    counted = await totalOf();
    // Either way rechecks the text row by row (a walk hundreds of rows, the trigram pass
    // every candidate: seconds for 'vue mer piscine' at a million): the page is kept for the
    // catalogue's version, as the totals are (decision 0077).
    const pageKey = `search-page:${totalKey(query)}:${query.order_by}:${page}:${limit}`;
    const walk = !counted.exact || counted.total > TOTAL_CAP;
    ids = await catalogueCache(db).get(pageKey, () => pageIds(queries, walk));
  } else if (queries.mode === 'area') {
    // Up to the cap, the area's listings are few enough to sort at once; a wider area has
    // matches dense enough for the index walk of any search (an exact total from the cache
    // may be far above the cap: sorting those would cost a pass over all of them).
    counted = await totalOf();
    ids =
      counted.exact && counted.total <= TOTAL_CAP
        ? (await queries.onePass).map((row) => row.id)
        : await pageIds(queries);
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
export async function cardsById(db: Db, ids: number[]): Promise<CardRow[]> {
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
  // The statuses first: which of them are closed decides the order (one small read); with a
  // text, the lists its words may name too (query-filters.ts).
  const refs = await loadReferenceItems(
    db,
    query.text ? UNDERSTOOD_LISTS : (['types', 'statuses'] as const),
  );
  const understood = query.text ? withUnderstoodText(query, refs as UnderstandingRefs) : query;
  const found = await findPage(db, understood, closedStatusIds(refs));
  const rows = await cardsById(db, found.ids);
  return {
    data: rows.map((row) => toCard(row, refs, locale)),
    total: found.total,
    total_exact: found.exact,
    page,
    limit,
  };
}

/**
 * The total of a search's list (its `total` and `total_exact`), without finding its page: what
 * the search box's suggestions count (search-suggest.ts). The same count, under the same cache
 * key, as searchProperties: a suggestion and the page it opens share it.
 */
export async function searchTotalOf(
  db: Db,
  query: TPropertySearchQuery,
  refs: UnderstandingRefs,
): Promise<SearchTotal> {
  const understood = query.text ? withUnderstoodText(query, refs) : query;
  const queries = searchQueries(db, understood, closedStatusIds(refs));
  return searchTotal(db, totalKey(understood), queries.countParts);
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
