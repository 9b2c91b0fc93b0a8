// The price branches of a search and their orders. The price a visitor sees depends on the clock
// (a promotion ends), so to keep the price filter and sort indexable a search runs as two
// branches: listings without a running promotion (on base_price) and those with one (on
// afterpromo_price), each in its own index order. Available listings come before sold and rented
// ones in every order (decision 0032): each price branch is split once more by availability, and
// the union is sorted on (closed, sort_key, id).
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TOrderBy, TPropertyFilters } from '../../../common/schemas/search.ts';
import { properties as p } from '../../db/schema.ts';
import {
  allOf,
  areaExpression,
  between,
  filterConditions,
  overlaps,
  promoActive,
  promoNotActive,
} from '../property-query.ts';

/** The price a visitor sees: the promotional one while the promotion runs. */
export const shownPrice = sql`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

export interface Branch {
  where: SQL;
  /** The column holding this branch's shown price. */
  price: AnyColumn;
  /** 1 for listings no longer available (a sold or rented status), 0 otherwise: sorted first. */
  closed: 0 | 1;
}

/**
 * A listing still available: none of its statuses is a closed one (sold or rented). The list's
 * first rank, and what the wilaya and landing counts count (decision 0072).
 */
export const isAvailable = (closedStatuses: readonly number[]): SQL =>
  closedStatuses.length === 0
    ? sql`true`
    : sql`not ${overlaps(p.property_statuses, closedStatuses)}`;

/** Which availability ranks a search has, and the condition of each. */
export interface Availability {
  closed: 0 | 1;
  where: SQL[];
}

/**
 * The availability ranks of a search, given the ids of the statuses that mark a listing sold or
 * rented (common/search-query.ts isClosedStatus). A status filter of only open statuses (or only
 * closed ones) has one rank and needs no split: a branch looking for closed rows among "for
 * sale" ones would walk its whole index for nothing. A listing carrying an open and a closed
 * status at once is then ranked by the filter (a contradiction staff would fix anyway).
 */
export function availabilityOf(
  filters: TPropertyFilters,
  closedStatuses: readonly number[],
): Availability[] {
  if (closedStatuses.length === 0) return [{ closed: 0, where: [] }];
  const chosen = filters.property_status_id ?? [];
  const chosenClosed = chosen.filter((id) => closedStatuses.includes(id));
  if (chosen.length > 0 && chosenClosed.length === 0) return [{ closed: 0, where: [] }];
  if (chosen.length > 0 && chosenClosed.length === chosen.length) {
    return [{ closed: 1, where: [] }];
  }
  return [
    { closed: 0, where: [isAvailable(closedStatuses)] },
    { closed: 1, where: [overlaps(p.property_statuses, closedStatuses)] },
  ];
}

/** The rank as one SQL value (for a single pass that sorts every candidate itself). */
export function closedRank(availability: Availability[]): SQL | null {
  if (availability.length === 1) return null;
  return sql`(case when ${allOf(availability[1]!.where)} then 1 else 0 end)`;
}

/** Each branch once per availability rank: available rows first, each in its index order. */
export function splitByAvailability<B extends Branch>(
  branches: B[],
  availability: Availability[],
): B[] {
  return availability.flatMap(({ closed, where }) =>
    branches.map((branch) => ({ ...branch, closed, where: allOf([branch.where, ...where]) })),
  );
}

export function priceBranches(filters: TPropertyFilters, { areaBox = true } = {}): Branch[] {
  const base = filterConditions(filters, { areaBox });
  const { min_price: min, max_price: max } = filters;
  const promo: Branch = {
    where: allOf([...base, promoActive, ...between(p.afterpromo_price, min, max)]),
    price: p.afterpromo_price,
    closed: 0,
  };
  if (filters.ispromo) return [promo];
  const regular: Branch = {
    where: allOf([...base, promoNotActive, ...between(p.base_price, min, max)]),
    price: p.base_price,
    closed: 0,
  };
  return [regular, promo];
}

/** What an order sorts on; `price_drop` is the latest price drop first, not a price order. */
export function orderKind(order: TOrderBy): 'price' | 'date' | 'area' | 'drop' {
  if (order === 'price_drop') return 'drop';
  if (order.startsWith('price')) return 'price';
  if (order.startsWith('date')) return 'date';
  return 'area';
}

/** Orders whose key may be NULL (no area, never dropped): those rows come last either way. */
export const nullsLast = (order: TOrderBy) =>
  orderKind(order) === 'area' || orderKind(order) === 'drop';

/** ORDER BY inside a branch (index-friendly expressions), always ending on id for stable pages. */
export function branchOrder(order: TOrderBy, branch: Branch): SQL[] {
  switch (order) {
    case 'price_drop':
      return [sql`${p.price_dropped_at} desc nulls last`, desc(p.id)];
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
export function sortKey(order: TOrderBy, branch: Branch): SQL {
  const kind = orderKind(order);
  if (kind === 'price') return sql`${branch.price}`;
  if (kind === 'date') return sql`${p.created_at}`;
  if (kind === 'drop') return sql`${p.price_dropped_at}`;
  return areaExpression;
}

/** The same order over the union's output columns (closed, sort_key, id). */
export function unionOrder(order: TOrderBy): SQL[] {
  const direction = sql.raw(order.endsWith('asc') ? 'asc' : 'desc');
  const nulls = sql.raw(nullsLast(order) ? ' nulls last' : '');
  return [
    sql`${sql.identifier('closed')} asc`,
    sql`${sql.identifier('sort_key')} ${direction}${nulls}`,
    sql`${sql.identifier('id')} ${direction}`,
  ];
}

// A page is found on narrow rows (id and sort key: often straight from an index), then its
// cards are read by id, so sorting and merging stay small even for a deep page.
export const branchColumns = (order: TOrderBy, branch: Branch) => ({
  id: p.id,
  closed: sql<number>`${sql.raw(String(branch.closed))}::int`.as('closed'),
  sort_key: sql<unknown>`${sortKey(order, branch)}`.as('sort_key'),
});
