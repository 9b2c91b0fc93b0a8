// The list page's rules around the address codec: the page's own statuses, where Apply goes,
// the filter count, the number boxes (clamping, decimal commas) and the million / milliard
// arithmetic of the price boxes, and the page links.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTarget,
  countFilters,
  emptySearchState,
  isListingKind,
  parseSearchQuery,
  searchHref,
  toSearchQuery,
  withPageStatuses,
} from '../../common/search-query.ts';
import { parseDecimal, sanitizeDecimal } from '../../app/ui/decimal-text.ts';
import { pageWindow } from '../../app/ui/page-links-window.ts';
import { bestUnit, changeUnit, dinarsToText, typedToDinars } from '../../app/ui/unit-amount.ts';

const statuses = [
  { id: '1', name_en: 'For sale' },
  { id: '2', name_en: 'For rent' },
  { id: '3', name_en: 'Sold' },
  { id: '4', name_en: 'Rented' },
];

describe('the list pages and their statuses', () => {
  it('knows the three kinds and nothing else', () => {
    expect(['sell', 'rent', 'both'].every(isListingKind)).toBe(true);
    expect(isListingKind('foo')).toBe(false);
    expect(isListingKind(undefined)).toBe(false);
  });

  it("applies a sell or rent page's own statuses when none is chosen", () => {
    const state = emptySearchState();
    expect(withPageStatuses(state, 'rent', statuses).lists.status).toEqual(['2', '4']);
    expect(withPageStatuses(state, 'sell', statuses).lists.status).toEqual(['1', '3']);
    expect(withPageStatuses(state, 'both', statuses).lists.status).toEqual([]);
    // A visitor's choice is kept as it is, even on the other kind's page.
    const chosen = { ...state, lists: { ...state.lists, status: ['2'] } };
    expect(withPageStatuses(chosen, 'sell', statuses).lists.status).toEqual(['2']);
  });

  it('sends Apply to the page of the chosen statuses, every filter in the query', () => {
    const state = parseSearchQuery(new URLSearchParams('status=2&type=1&minPrice=4500000&page=3'));
    const target = applyTarget(state, statuses);
    expect(target).toMatchObject({ kind: 'rent', search: '?type=1&status=2&minPrice=4500000' });
    // The state it goes to, for a landing page's own address (decision 0043): from page 1.
    expect(`?${toSearchQuery(target.state)}`).toBe(target.search);
    const both = parseSearchQuery(new URLSearchParams('status=1,2'));
    expect(applyTarget(both, statuses).kind).toBe('both');
    expect(applyTarget(emptySearchState(), statuses)).toMatchObject({ kind: 'both', search: '' });
  });

  it("leaves the target page's own statuses out of its address", () => {
    const rent = parseSearchQuery(new URLSearchParams('status=4,2&bedroom=2'));
    expect(applyTarget(rent, statuses)).toMatchObject({ kind: 'rent', search: '?bedroom=2' });
    expect(applyTarget(rent, statuses).state.lists.status).toEqual([]);
    const sold = parseSearchQuery(new URLSearchParams('status=3'));
    expect(applyTarget(sold, statuses)).toMatchObject({ kind: 'sell', search: '?status=3' });
  });

  it("applies a landing page's available statuses, and leaves them out of its address", () => {
    // Decision 0072: /properties/sell/oran lists for sale, not sold.
    const state = emptySearchState();
    expect(withPageStatuses(state, 'sell', statuses, true).lists.status).toEqual(['1']);
    expect(withPageStatuses(state, 'rent', statuses, true).lists.status).toEqual(['2']);
    const landingOwn = (kind: string) => (kind === 'sell' ? ['1'] : ['2']);
    const forSale = parseSearchQuery(new URLSearchParams('status=1&type=2'));
    expect(applyTarget(forSale, statuses, landingOwn)).toMatchObject({
      kind: 'sell',
      search: '?type=2',
    });
    // On the list page, "for sale" alone is the visitor's choice: it stays.
    expect(applyTarget(forSale, statuses)).toMatchObject({ search: '?type=2&status=1' });
  });

  it('keeps every filter through Apply, from the first page (any state)', () => {
    const ids = fc.uniqueArray(fc.constantFrom('1', '2', '3', '4'), { maxLength: 4 });
    fc.assert(
      fc.property(ids, fc.integer({ min: 1, max: 9 }), fc.nat(1e9), (status, page, price) => {
        const state = {
          ...emptySearchState(),
          page,
          numbers: { maxPrice: price },
          lists: { ...emptySearchState().lists, status },
        };
        const { kind, search } = applyTarget(state, statuses);
        const back = withPageStatuses(
          parseSearchQuery(new URLSearchParams(search)),
          kind,
          statuses,
        );
        expect(back.page).toBe(1);
        expect(back.numbers.maxPrice).toBe(price);
        // What the target page searches is what was chosen (or, for none, that page's own).
        expect([...back.lists.status].sort()).toEqual(
          [...withPageStatuses(state, kind, statuses).lists.status].sort(),
        );
      }),
    );
  });

  it('builds list addresses', () => {
    const state = parseSearchQuery(new URLSearchParams('type=1&order=date_desc'));
    expect(searchHref('sell', state)).toBe('/properties/sell?type=1&order=date_desc');
    expect(searchHref('both', emptySearchState())).toBe('/properties/both');
  });

  it('counts a range once, every chosen id, pickers and the promotion', () => {
    const state = parseSearchQuery(
      new URLSearchParams(
        'keyword=villa&type=1,2&minPrice=1&maxPrice=9&surface_min=80&bedroom=3&isPromo=true&order=price_asc&minLat=1&maxLat=2&minLng=1&maxLng=2',
      ),
    );
    expect(countFilters(state)).toBe(6);
    expect(countFilters(emptySearchState())).toBe(0);
  });

  it('keeps only wilayas 1 to 58, reading 06 as 6', () => {
    const state = parseSearchQuery(new URLSearchParams('wilayas=06,16,59,0,99,42'));
    expect(state.lists.wilayas).toEqual(['6', '16', '42']);
    expect(toSearchQuery(state).get('wilayas')).toBe('6,16,42');
  });
});

describe('the number boxes', () => {
  it('clamps to zero or more and keeps empty empty', () => {
    expect(sanitizeDecimal('-5')).toBe('0');
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('  ')).toBeUndefined();
    expect(parseDecimal('0')).toBe(0);
  });

  it('reads a decimal comma or dot, and Arabic-Indic digits', () => {
    expect(sanitizeDecimal('1,5')).toBe('1,5');
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal('2.25')).toBe(2.25);
    expect(sanitizeDecimal('١٢٠')).toBe('120');
    expect(sanitizeDecimal('12a3.4.5')).toBe('123.45');
  });

  it('never gives a negative number, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseDecimal(sanitizeDecimal(text));
        expect(value === undefined || (Number.isFinite(value) && value >= 0)).toBe(true);
      }),
    );
  });
});

describe('the million / milliard price boxes', () => {
  it('multiplies what is typed by the unit', () => {
    expect(typedToDinars('450', 'million')).toBe(4_500_000);
    expect(typedToDinars('1,5', 'billion')).toBe(15_000_000);
    expect(typedToDinars('0', 'million')).toBeUndefined();
    expect(typedToDinars('', 'billion')).toBeUndefined();
  });

  it('shows the stored value divided by the unit, empty for zero', () => {
    expect(dinarsToText(4_500_000, 'million')).toBe('450');
    expect(dinarsToText(15_000_000, 'billion')).toBe('1.5');
    expect(dinarsToText(0, 'million')).toBe('');
    expect(dinarsToText(undefined, 'billion')).toBe('');
  });

  it('keeps the typed number when the unit changes', () => {
    expect(changeUnit(4_500_000, 'million', 'billion')).toBe(4_500_000_000);
    expect(changeUnit(15_000_000, 'billion', 'million')).toBe(15_000);
    expect(changeUnit(undefined, 'million', 'billion')).toBeUndefined();
  });

  it('opens a stored price in the unit it reads best in', () => {
    expect(bestUnit(20_000_000)).toBe('billion');
    expect(bestUnit(25_000_000)).toBe('million');
    expect(bestUnit(undefined)).toBe('million');
  });

  it('round-trips any typed amount through the stored dinars', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('million' as const, 'billion' as const),
        (amount, unit) => {
          const stored = typedToDinars(String(amount), unit);
          expect(dinarsToText(stored, unit)).toBe(String(amount));
        },
      ),
    );
  });
});

describe('the page links', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 7, 8, 9, 10]);
  });
});
