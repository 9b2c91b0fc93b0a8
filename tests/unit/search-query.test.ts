import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampNonNegative,
  emptySearchState,
  pageForStatuses,
  parseSearchQuery,
  statusesForPage,
  toApiParams,
  toSearchQuery,
  withOrderedRanges,
} from '../../common/search-query.ts';
import { arbitrarySearchState, coordinate } from '../helpers/search-states.ts';

const arbitraryState = arbitrarySearchState({
  keywordLength: 30,
  maxId: 999,
  maxIds: 5,
  amount: fc.integer({ min: 0, max: 1e12 }),
  // The address keeps bounds whose minimum is below their maximum.
  bounds: fc.option(
    fc
      .tuple(coordinate(90), coordinate(90), coordinate(180), coordinate(180))
      .map(([a, b, c, d]) => ({
        minLat: Math.min(a, b),
        maxLat: Math.max(a, b),
        minLng: Math.min(c, d),
        maxLng: Math.max(c, d),
      })),
    { nil: null },
  ),
  maxPage: 500,
});

describe('the search address codec', () => {
  it('round-trips any filter state through the address, a reversed range swapped', () => {
    fc.assert(
      fc.property(arbitraryState, (state) => {
        const back = parseSearchQuery(new URLSearchParams(toSearchQuery(state).toString()));
        expect(back).toEqual({ ...state, numbers: withOrderedRanges(state.numbers) });
      }),
    );
  });

  it('reads a minimum above its maximum as the range typed backwards', () => {
    const state = parseSearchQuery(
      new URLSearchParams('minPrice=30000000&maxPrice=10000000&surface_min=90&surface_max=200'),
    );
    expect(state.numbers).toEqual({
      minPrice: 10_000_000,
      maxPrice: 30_000_000,
      surface_min: 90,
      surface_max: 200,
    });
    expect(toSearchQuery(state).toString()).toBe(
      'minPrice=10000000&maxPrice=30000000&surface_min=90&surface_max=200',
    );
  });

  it('uses exactly the page address keys, comma-joining lists', () => {
    const state = emptySearchState();
    state.keyword = 'villa';
    state.lists.type = ['1', '4'];
    state.lists.wilayas = ['16', '42'];
    state.numbers.minPrice = 4_500_000;
    state.pickers.bedroom = 3;
    state.isPromo = true;
    state.order = 'date_desc';
    expect(toSearchQuery(state).toString()).toBe(
      'keyword=villa&type=1%2C4&wilayas=16%2C42&minPrice=4500000&bedroom=3&isPromo=true&order=date_desc',
    );
  });

  it('leaves out defaults: an empty state is an empty query', () => {
    expect(toSearchQuery(emptySearchState()).toString()).toBe('');
  });

  it('drops malformed values instead of failing', () => {
    const state = parseSearchQuery(
      new URLSearchParams(
        'type=1,x,2,1&minPrice=-5&maxPrice=abc&bedroom=2.5&order=cheapest&page=0&minLat=95&maxLat=1&minLng=1&maxLng=2',
      ),
    );
    expect(state.lists.type).toEqual(['1', '2']);
    expect(state.numbers).toEqual({ minPrice: 0 });
    expect(state.pickers).toEqual({});
    expect(state.order).toBe('price_desc');
    expect(state.page).toBe(1);
    expect(state.bounds).toBeNull();
  });

  it('clamps numeric inputs to zero or more and keeps empty empty', () => {
    expect(clampNonNegative('-3')).toBe(0);
    expect(clampNonNegative('12.5')).toBe(12.5);
    expect(clampNonNegative('')).toBeUndefined();
    expect(clampNonNegative(undefined)).toBeUndefined();
  });
});

describe('the API parameters', () => {
  it('sends pickers 0-5 as an upper bound and 6+ as a lower bound', () => {
    const state = emptySearchState();
    state.pickers = { bedroom: 3, bathroom: 0, room: 6, floor: 5 };
    const params = toApiParams(state, { locale: 'fr' });
    expect(params).toMatchObject({
      max_bedrooms: '3',
      max_bathrooms: '0',
      min_rooms: '6',
      max_floors: '5',
    });
    expect(params).not.toHaveProperty('min_bedrooms');
    expect(params).not.toHaveProperty('max_rooms');
  });

  it('maps the page keys to the decided API names, with the defaults', () => {
    const state = parseSearchQuery(
      new URLSearchParams(
        'keyword=bejaia&status=1&commodites=3,4&surface_min=80&min_price_m=100000&minLat=36&maxLat=37&minLng=2&maxLng=3',
      ),
    );
    expect(toApiParams(state, { locale: 'ar' })).toEqual({
      locale: 'ar',
      order_by: 'price_desc',
      page: '1',
      limit: '20',
      text: 'bejaia',
      property_status_id: '1',
      commodity_id: '3,4',
      min_living_area: '80',
      min_price_per_m2: '100000',
      min_lat: '36',
      max_lat: '37',
      min_lng: '2',
      max_lng: '3',
    });
  });
});

describe('which page the chosen statuses lead to', () => {
  const statuses = [
    { id: '1', name_en: 'For sale' },
    { id: '2', name_en: 'For rent' },
    { id: '3', name_en: 'Sold' },
    { id: '4', name_en: 'Rented' },
  ];

  it('sends rent kinds to rent, sale and sold to sell, a mix to both', () => {
    expect(pageForStatuses(['2'], statuses)).toBe('rent');
    expect(pageForStatuses(['2', '4'], statuses)).toBe('rent');
    expect(pageForStatuses(['1', '3'], statuses)).toBe('sell');
    expect(pageForStatuses(['1', '2'], statuses)).toBe('both');
    expect(pageForStatuses([], statuses)).toBe('both');
  });

  it('gives a sell or rent page its own statuses when none is chosen', () => {
    expect(statusesForPage('rent', statuses)).toEqual(['2', '4']);
    expect(statusesForPage('sell', statuses)).toEqual(['1', '3']);
    expect(statusesForPage('both', statuses)).toEqual([]);
  });
});
