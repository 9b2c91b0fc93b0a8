// A search's typed text read as filters (common/query-understanding.ts, decision 0052): the
// understood words become the structured filters GET /api/properties takes, with the ids of
// this database's reference lists (found by their stable keys); what is left stays the text.
// The list pages, the map, the count probes and the saved searches' alerts run through the
// same function, so a typed search gives the same listings wherever it is run.
//
// A filter the search already sets wins: an understood value inside it narrows it, one outside
// it leaves its words as text (listings of the chosen filter that mention them). A commune is
// the commune filter with its wilaya (decision 0081: listings carry their commune's number); a
// commune outside the chosen wilayas or communes keeps its name as text within its wilaya.
import type { TPropertyFilters } from '../../../common/schemas/search.ts';
import {
  remainingText,
  understandQuery,
  type PartKind,
  type Range,
} from '../../../common/query-understanding.ts';
import { isClosedStatus, statusKind } from '../../../common/search-query.ts';
import { communeById } from '../../../common/communes.ts';
import type { ReferenceItems } from '../reference/reference-options.ts';

/** The reference lists the understanding names values of. */
export const UNDERSTOOD_LISTS = ['types', 'statuses', 'states', 'furnished_types'] as const;
export type UnderstandingRefs = Pick<ReferenceItems, (typeof UNDERSTOOD_LISTS)[number]>;

type IdFilter =
  'property_type_id' | 'property_state_id' | 'property_status_id' | 'wilayas' | 'communes';

const idsOfKeys = (items: ReferenceItems[keyof ReferenceItems], keys: readonly string[]) =>
  [...items.values()].filter((item) => keys.includes(item.key)).map((item) => item.id);

/** An id filter narrowed to the understood ids; null when they lie outside it. */
function narrowIds(current: readonly number[] | undefined, ids: number[]): number[] | null {
  if (ids.length === 0) return null;
  if (!current?.length) return ids;
  const inside = ids.filter((id) => current.includes(id));
  return inside.length > 0 ? inside : null;
}

type Bound = { min: keyof TPropertyFilters; max: keyof TPropertyFilters };

/** A min/max pair narrowed by the understood range; false when they cannot both hold. */
function narrowRange(filters: TPropertyFilters, bound: Bound, range: Range): boolean {
  const min = Math.max((filters[bound.min] as number | undefined) ?? 0, range.min ?? 0);
  const maxes = [filters[bound.max] as number | undefined, range.max].filter(
    (value): value is number => value !== undefined,
  );
  const max = maxes.length > 0 ? Math.min(...maxes) : undefined;
  if (max !== undefined && min > max) return false;
  const target = filters as Record<string, unknown>;
  if (min > 0 || filters[bound.min] !== undefined) target[bound.min] = min;
  if (max !== undefined) target[bound.max] = max;
  return true;
}

/**
 * The filters with the understood words of their text applied. Applying it twice gives the
 * same filters. Without text, or with nothing understood, the filters are returned as they are.
 */
export function withUnderstoodText<T extends TPropertyFilters>(
  filters: T,
  refs: UnderstandingRefs,
  /** Parts to leave as text (a page address has no key for them: decision 0052). */
  keep: readonly PartKind[] = [],
): T {
  if (!filters.text) return filters;
  const understood = understandQuery(filters.text);
  if (understood.parts.length === 0) return filters;
  const next: T = { ...filters };
  const asText = new Set<PartKind>(keep);
  const setIds = (name: IdFilter, kind: PartKind, ids: number[]) => {
    const narrowed = narrowIds(next[name], ids);
    if (narrowed) next[name] = narrowed;
    else asText.add(kind);
  };
  if (understood.types.length) {
    setIds('property_type_id', 'type', idsOfKeys(refs.types, understood.types));
  }
  if (understood.states.length) {
    setIds('property_state_id', 'state', idsOfKeys(refs.states, understood.states));
  }
  if (understood.transaction) {
    // « À vendre » is what is still for sale: not the sold ones (nor « à louer » the rented).
    const ids = [...refs.statuses.values()]
      .filter(
        (status) =>
          !isClosedStatus(status) &&
          statusKind({ id: String(status.id), name_en: status.name_en }) === understood.transaction,
      )
      .map((status) => status.id);
    setIds('property_status_id', 'transaction', ids);
  }
  if (understood.communes.length && !asText.has('commune')) {
    // Inside the chosen wilayas only: a commune elsewhere is a name their listings may mention.
    const chosen = next.wilayas;
    const communes = chosen?.length
      ? understood.communes.filter((id) => chosen.includes(communeById(id)?.wilaya ?? 0))
      : understood.communes;
    setIds('communes', 'commune', communes);
  }
  if (understood.wilayas.length) setIds('wilayas', 'wilaya', understood.wilayas);
  if (understood.furnished && !asText.has('furnished')) {
    const ids = idsOfKeys(refs.furnished_types, ['furnished']);
    const narrowed = narrowIds(next.furnished_type_id, ids);
    if (narrowed) next.furnished_type_id = narrowed;
    else asText.add('furnished');
  }
  const land = understood.types.length > 0 && understood.types.every((key) => key === 'land');
  const ranges: [PartKind, Range, Bound][] = [
    ['price', understood.price, { min: 'min_price', max: 'max_price' }],
    ['bedrooms', understood.bedrooms, { min: 'min_bedrooms', max: 'max_bedrooms' }],
    ['rooms', understood.rooms, { min: 'min_rooms', max: 'max_rooms' }],
    [
      'area',
      understood.area,
      land
        ? { min: 'min_land_area', max: 'max_land_area' }
        : { min: 'min_living_area', max: 'max_living_area' },
    ],
  ];
  for (const [kind, range, bound] of ranges) {
    if ((range.min === undefined && range.max === undefined) || asText.has(kind)) continue;
    if (!narrowRange(next, bound, range)) asText.add(kind);
  }
  const text = remainingText(understood, (kind) => asText.has(kind));
  next.text = text === '' ? undefined : text;
  return next;
}
