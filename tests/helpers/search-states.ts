// Random search states of a list page (common/search-query.ts), for the property tests of the
// address codec and of the typed search request. Each test chooses how wild the values get.
import fc from 'fast-check';
import {
  LIST_KEYS,
  NUMBER_KEYS,
  PICKER_KEYS,
  SORT_ORDERS,
  type SearchState,
} from '../../common/search-query.ts';

export const coordinate = (limit: number) =>
  fc.integer({ min: -limit * 1e5, max: limit * 1e5 }).map((n) => n / 1e5);

interface StateOptions {
  /** The longest keyword. */
  keywordLength: number;
  /** The largest id of a reference list, and how many ids a list holds at most. */
  maxId: number;
  maxIds: number;
  /** Every number filter's values. */
  amount: fc.Arbitrary<number>;
  /** The map bounds (or null). */
  bounds: fc.Arbitrary<SearchState['bounds']>;
  maxPage: number;
}

/** Rounded as the address writes it; -0 (a tiny negative rounded) is 0, as the address reads it. */
const fiveDecimals = (value: number) => Number(value.toFixed(5)) + 0;

/**
 * A search area or none: a circle (5-decimal centre, a radius the API takes) or a convex
 * polygon of 3 to 12 points (a regular one around a centre: it never crosses itself), as the
 * address writes them, so they come back equal.
 */
export const arbitraryArea: fc.Arbitrary<SearchState['area']> = fc.oneof(
  fc.constant(null),
  fc
    .record({
      lat: coordinate(80),
      lng: coordinate(170),
      radiusKm: fc.integer({ min: 1, max: 2000 }).map((n) => n / 10),
    })
    .map((circle) => ({ kind: 'radius' as const, circle })),
  fc
    .record({
      lat: coordinate(80),
      lng: coordinate(170),
      size: fc.integer({ min: 1000, max: 500_000 }).map((n) => n / 1e5),
      count: fc.integer({ min: 3, max: 12 }),
    })
    .map(({ lat, lng, size, count }) => ({
      kind: 'polygon' as const,
      points: Array.from({ length: count }, (_, i) => ({
        lat: fiveDecimals(lat + size * Math.sin((2 * Math.PI * i) / count)),
        lng: fiveDecimals(lng + size * Math.cos((2 * Math.PI * i) / count)),
      })),
    })),
);

export function arbitrarySearchState(options: StateOptions): fc.Arbitrary<SearchState> {
  const idList = fc.uniqueArray(fc.integer({ min: 1, max: options.maxId }).map(String), {
    maxLength: options.maxIds,
  });
  // Wilayas are numbered 1 to 58, communes 1 to 1541: anything else is dropped from the address.
  const placeList = (max: number) =>
    fc.uniqueArray(fc.integer({ min: 1, max }).map(String), {
      maxLength: options.maxIds,
    });
  const places: Partial<Record<string, fc.Arbitrary<string[]>>> = {
    wilayas: placeList(58),
    communes: placeList(1541),
  };
  return fc.record({
    keyword: fc.string({ maxLength: options.keywordLength }).map((s) => s.trim()),
    lists: fc.record(
      Object.fromEntries(LIST_KEYS.map((key) => [key, places[key] ?? idList])),
    ) as fc.Arbitrary<SearchState['lists']>,
    numbers: fc.record(Object.fromEntries(NUMBER_KEYS.map((key) => [key, options.amount])), {
      requiredKeys: [],
    }) as fc.Arbitrary<SearchState['numbers']>,
    pickers: fc.record(
      Object.fromEntries(PICKER_KEYS.map((key) => [key, fc.integer({ min: 0, max: 6 })])),
      { requiredKeys: [] },
    ) as fc.Arbitrary<SearchState['pickers']>,
    isPromo: fc.boolean(),
    verified: fc.boolean(),
    bounds: options.bounds,
    area: arbitraryArea,
    order: fc.constantFrom(...SORT_ORDERS),
    page: fc.integer({ min: 1, max: options.maxPage }),
  });
}
