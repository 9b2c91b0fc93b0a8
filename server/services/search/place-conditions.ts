// The place filters of a search as SQL: wilayas and communes (decision 0081). The places add
// up, and a commune narrows its own wilaya: `wilayas=16&communes=608` is Staouéli, and
// `wilayas=16,31&communes=608` Staouéli or anywhere in Oran. A commune is tested alone
// (commune_id, not wilaya_id too), so the planner walks properties_pub_commune_price_idx in
// price order as it walks the wilaya's.
import { eq, sql, type SQL } from 'drizzle-orm';
import { communeById } from '../../../common/communes.ts';
import type { TPropertyFilters } from '../../../common/schemas/search.ts';
import { properties as p } from '../../db/schema.ts';

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** One id as `=` (the index gives the price order), several as `= any`. */
function anyOf(column: typeof p.wilaya_id | typeof p.commune_id, ids: readonly number[]): SQL {
  if (ids.length === 1) return eq(column, ids[0]!);
  return sql`${column} = any(${idArray(ids)}::smallint[])`;
}

/** The places a search asks for: no condition, one, or an OR of wilayas and communes. */
export function placeConditions(filters: Pick<TPropertyFilters, 'wilayas' | 'communes'>): SQL[] {
  const wilayas = filters.wilayas ?? [];
  const communes = filters.communes ?? [];
  if (communes.length === 0) return wilayas.length ? [anyOf(p.wilaya_id, wilayas)] : [];
  const narrowed = new Set(communes.map((id) => communeById(id)?.wilaya));
  const whole = wilayas.filter((wilaya) => !narrowed.has(wilaya));
  if (whole.length === 0) return [anyOf(p.commune_id, communes)];
  return [sql`(${anyOf(p.wilaya_id, whole)} or ${anyOf(p.commune_id, communes)})`];
}
