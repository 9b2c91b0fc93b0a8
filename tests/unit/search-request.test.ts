// The typed search request of a page's state is exactly what GET /api/properties makes of the
// same search's query string: same values, same key order (the search totals are kept under the
// filters' JSON), and "cannot be searched" exactly where the API answers 400.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPropertySearchQuerySchema } from '../../common/schemas/search.ts';
import { emptySearchState, toApiParams, type SearchState } from '../../common/search-query.ts';
import { arbitrarySearchState, coordinate } from '../helpers/search-states.ts';
import { toSearchRequest } from '../../common/search-request.ts';

// Whole and fractional, small and past every bound (prices stop at 1e13, areas at 1e9).
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1e7 }),
  fc.double({ min: 0, max: 1e15, noNaN: true }),
);

const arbitraryState = arbitrarySearchState({
  keywordLength: 210,
  maxId: 999_999_999,
  maxIds: 4,
  amount,
  // Any bounds: the request leaves them as the address has them.
  bounds: fc.option(
    fc.record({
      minLat: coordinate(90),
      maxLat: coordinate(90),
      minLng: coordinate(180),
      maxLng: coordinate(180),
    }),
  ),
  maxPage: 10_000,
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
