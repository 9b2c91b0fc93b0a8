// The typed search request of a page's state is exactly what GET /api/properties makes of the
// same search's query string: same values, same key order (the search totals are kept under the
// filters' JSON), and "cannot be searched" exactly where the API answers 400.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPropertySearchQuerySchema } from '../../common/schemas/search.ts';
import {
  LIST_KEYS,
  NUMBER_KEYS,
  PICKER_KEYS,
  SORT_ORDERS,
  emptySearchState,
  toApiParams,
  type SearchState,
} from '../../common/search-query.ts';
import { toSearchRequest } from '../../common/search-request.ts';

const idList = fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }).map(String), {
  maxLength: 4,
});
const wilayaList = fc.uniqueArray(fc.integer({ min: 1, max: 58 }).map(String), { maxLength: 4 });
const coordinate = (limit: number) =>
  fc.integer({ min: -limit * 1e5, max: limit * 1e5 }).map((n) => n / 1e5);
// Whole and fractional, small and past every bound (prices stop at 1e13, areas at 1e9).
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1e7 }),
  fc.double({ min: 0, max: 1e15, noNaN: true }),
);

const arbitraryState: fc.Arbitrary<SearchState> = fc.record({
  keyword: fc.string({ maxLength: 210 }).map((s) => s.trim()),
  lists: fc.record(
    Object.fromEntries(LIST_KEYS.map((key) => [key, key === 'wilayas' ? wilayaList : idList])),
  ) as fc.Arbitrary<SearchState['lists']>,
  numbers: fc.record(Object.fromEntries(NUMBER_KEYS.map((key) => [key, amount])), {
    requiredKeys: [],
  }) as fc.Arbitrary<SearchState['numbers']>,
  pickers: fc.record(
    Object.fromEntries(PICKER_KEYS.map((key) => [key, fc.integer({ min: 0, max: 6 })])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<SearchState['pickers']>,
  isPromo: fc.boolean(),
  verified: fc.boolean(),
  bounds: fc.option(
    fc.record({
      minLat: coordinate(90),
      maxLat: coordinate(90),
      minLng: coordinate(180),
      maxLng: coordinate(180),
    }),
  ),
  order: fc.constantFrom(...SORT_ORDERS),
  page: fc.integer({ min: 1, max: 10_000 }),
});

/** What the API route gets for the same search, once its query string is validated. */
function throughTheApi(state: SearchState, limit?: number) {
  const parsed = ZPropertySearchQuerySchema.safeParse(toApiParams(state, { locale: 'fr', limit }));
  return parsed.success ? parsed.data : null;
}

describe('toSearchRequest', () => {
  it('answers what the API makes of the same search, in the same key order', () => {
    fc.assert(
      fc.property(arbitraryState, fc.option(fc.integer({ min: 1, max: 150 })), (state, limit) => {
        const typed = toSearchRequest(state, { locale: 'fr', limit: limit ?? undefined });
        const parsed = throughTheApi(state, limit ?? undefined);
        expect(typed).toEqual(parsed);
        expect(JSON.stringify(typed)).toBe(JSON.stringify(parsed));
      }),
      { numRuns: 500 },
    );
  });

  it('cannot search a min above its max, nor a price past its bound', () => {
    const state = emptySearchState();
    expect(
      toSearchRequest({ ...state, numbers: { minPrice: 9, maxPrice: 3 } }, { locale: 'ar' }),
    ).toBeNull();
    expect(toSearchRequest({ ...state, numbers: { maxPrice: 2e13 } }, { locale: 'ar' })).toBeNull();
    expect(toSearchRequest({ ...state, pickers: { bedroom: 6 } }, { locale: 'en' })).toEqual({
      locale: 'en',
      min_bedrooms: 6,
      order_by: 'price_desc',
      page: 1,
      limit: 20,
    });
  });
});
