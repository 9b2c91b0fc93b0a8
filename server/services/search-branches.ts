// The price branches of a search and their orders. The price a visitor sees depends on the clock
// (a promotion ends), so to keep the price filter and sort indexable a search runs as two
// branches: listings without a running promotion (on base_price) and those with one (on
// afterpromo_price), each in its own index order; the union is sorted on (sort_key, id).
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TOrderBy, TPropertyFilters } from '../../common/schemas/search.ts';
import { properties as p } from '../db/schema.ts';
import {
  allOf,
  areaExpression,
  between,
  filterConditions,
  promoActive,
  promoNotActive,
} from './property-query.ts';

/** The price a visitor sees: the promotional one while the promotion runs. */
export const shownPrice = sql`(case when ${promoActive} then ${p.afterpromo_price} else ${p.base_price} end)`;

export interface Branch {
  where: SQL;
  /** The column holding this branch's shown price. */
  price: AnyColumn;
}

export function priceBranches(filters: TPropertyFilters): Branch[] {
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
export function branchOrder(order: TOrderBy, branch: Branch): SQL[] {
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
export function sortKey(order: TOrderBy, branch: Branch): SQL {
  if (order.startsWith('price')) return sql`${branch.price}`;
  if (order.startsWith('date')) return sql`${p.created_at}`;
  return areaExpression;
}

/** The same order over the union's output columns (sort_key, id). */
export function unionOrder(order: TOrderBy): SQL[] {
  const direction = sql.raw(order.endsWith('asc') ? 'asc' : 'desc');
  const nulls = sql.raw(order.startsWith('area') ? ' nulls last' : '');
  return [
    sql`${sql.identifier('sort_key')} ${direction}${nulls}`,
    sql`${sql.identifier('id')} ${direction}`,
  ];
}

// A page is found on narrow rows (id and sort key: often straight from an index), then its
// cards are read by id, so sorting and merging stay small even for a deep page.
export const branchColumns = (order: TOrderBy, branch: Branch) => ({
  id: p.id,
  sort_key: sql<unknown>`${sortKey(order, branch)}`.as('sort_key'),
});
