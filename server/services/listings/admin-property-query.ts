// GET /api/admin/property: the search keys of the public API plus the five flags, over every
// property (hidden ones included), sorted and paged.
// Note: the public search (property-search*.ts) has its own filter code; the two overlap and
// may be merged into one filter builder once both are stable.
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TList } from '../../../common/schemas/primitives.ts';
import {
  PROPERTY_FLAGS,
  type TAdminPropertyQuery,
  type TAdminPropertyRow,
} from '../../../common/schemas/admin-property.ts';
import type { TPerformanceOrder } from '../../../common/schemas/property-performance.ts';
import { normalizeSearchText } from '../../../common/text-search.ts';
import type { Db } from '../../db/client.ts';
import { agents, properties as p } from '../../db/schema.ts';
import { toAdminProperty } from './admin-properties.ts';
import {
  idsByPerformance,
  isPerformanceOrder,
  last30DaysOf,
} from './admin-property-performance.ts';
import { isStale } from '../trust/stale.ts';
import { placeConditions } from '../search/place-conditions.ts';

const ID_FILTERS = [
  ['property_type_id', p.property_types],
  ['property_state_id', p.property_states],
  ['property_status_id', p.property_statuses],
  ['commodity_id', p.commodities],
  ['security_accessibility_id', p.security_accessibilities],
  ['associated_document_id', p.associated_documents],
  ['proximity_id', p.proximities],
  ['view_id', p.views],
  ['other_characteristic_id', p.other_characteristics],
  ['furnished_type_id', p.furnished_types],
] as const;

const RANGES: [keyof TAdminPropertyQuery, keyof TAdminPropertyQuery, PgColumn][] = [
  ['min_price', 'max_price', p.base_price],
  ['min_land_area', 'max_land_area', p.land_area],
  ['min_living_area', 'max_living_area', p.living_area],
  ['min_price_per_m2', 'max_price_per_m2', p.price_per_m2],
  ['min_bedrooms', 'max_bedrooms', p.num_bedrooms],
  ['min_bathrooms', 'max_bathrooms', p.num_bathrooms],
  ['min_rooms', 'max_rooms', p.num_rooms],
  ['min_floors', 'max_floors', p.num_floors],
  ['min_lat', 'max_lat', p.latitude],
  ['min_lng', 'max_lng', p.longitude],
];

function textCondition(text: string): SQL | undefined {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const matches = and(...words.map((word) => sql`${p.search_text} like ${'%' + word + '%'}`));
  // Staff also look a listing up by its number ("123" or "#123").
  const asId = /^#?\s*(\d{1,9})$/.exec(text.trim());
  return asId ? or(matches, eq(p.id, Number(asId[1]))) : matches;
}

export function adminPropertyConditions(query: TAdminPropertyQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.text) conditions.push(textCondition(query.text));
  for (const [key, column] of ID_FILTERS) {
    const ids = query[key];
    if (ids && ids.length > 0) conditions.push(arrayOverlaps(column, ids));
  }
  conditions.push(...placeConditions(query));
  for (const [minKey, maxKey, column] of RANGES) {
    const min = query[minKey];
    const max = query[maxKey];
    if (typeof min === 'number') conditions.push(gte(column, min));
    if (typeof max === 'number') conditions.push(lte(column, max));
  }
  for (const flag of PROPERTY_FLAGS) {
    const value = query[flag];
    if (value !== undefined) conditions.push(eq(p[flag], value));
  }
  if (query.verified !== undefined) {
    conditions.push(query.verified ? isNotNull(p.verified_at) : isNull(p.verified_at));
  }
  if (query.stale !== undefined) conditions.push(query.stale ? isStale : not(isStale));
  if (typeof query.agent_id === 'number') conditions.push(eq(p.agent_id, query.agent_id));
  return and(...conditions);
}

const area = sql`coalesce(${p.living_area}, ${p.land_area})`;
const ORDERS: Record<Exclude<TAdminPropertyQuery['order_by'], TPerformanceOrder>, SQL[]> = {
  price_desc: [desc(p.base_price)],
  price_asc: [asc(p.base_price)],
  date_desc: [desc(p.created_at)],
  date_asc: [asc(p.created_at)],
  name_asc: [asc(sql`lower(${p.name_fr})`)],
  name_desc: [desc(sql`lower(${p.name_fr})`)],
  area_desc: [sql`${area} desc nulls last`],
  area_asc: [sql`${area} asc nulls last`],
  updated_desc: [desc(p.updated_at)],
  updated_asc: [asc(p.updated_at)],
  // Plain directions, so the (quality_score, id) index gives the order (every saved row has a
  // score; the start fills older ones).
  quality_desc: [desc(p.quality_score)],
  quality_asc: [asc(p.quality_score)],
};

export async function listAdminProperties(
  db: Db,
  query: TAdminPropertyQuery,
): Promise<TList<TAdminPropertyRow>> {
  const where = adminPropertyConditions(query);
  const offset = (query.page - 1) * query.limit;
  const order = query.order_by;
  const [rows, [total]] = await Promise.all([
    isPerformanceOrder(order)
      ? performancePage(db, order, where, query.limit, offset)
      : db
          .select()
          .from(p)
          .where(where)
          .orderBy(...ORDERS[order], desc(p.id))
          .limit(query.limit)
          .offset(offset),
    db.select({ n: count() }).from(p).where(where),
  ]);
  const now = new Date();
  const [counters, usernames] = await Promise.all([
    last30DaysOf(
      db,
      rows.map((row) => row.id),
    ),
    agentUsernames(db, rows),
  ]);
  return {
    data: rows.map((row) => ({
      ...toAdminProperty(row, now),
      last_30_days: counters.get(row.id)!,
      agent_username: row.agent_id === null ? null : (usernames.get(row.agent_id) ?? null),
    })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** The usernames of a page's agents: one small query, not a join in every order's query. */
async function agentUsernames(
  db: Db,
  rows: { agent_id: number | null }[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.agent_id === null ? [] : [row.agent_id])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: agents.id, username: agents.username })
    .from(agents)
    .where(inArray(agents.id, ids));
  return new Map(found.map((agent) => [agent.id, agent.username]));
}

/** A page ordered by a counter: its ids first, then the rows in that order. */
async function performancePage(
  db: Db,
  order: TPerformanceOrder,
  where: SQL | undefined,
  limit: number,
  offset: number,
) {
  const ids = await idsByPerformance(db, order, where, limit, offset);
  if (ids.length === 0) return [];
  const rows = await db.select().from(p).where(inArray(p.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
