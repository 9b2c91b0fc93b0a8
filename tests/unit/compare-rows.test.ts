// The compare table's rules: a row differs only when two known values differ; the best price
// per m² is the lowest, the best area the largest; ties share the star, unknowns never win; and
// the compare address keeps the first four plain ids.
import { describe, expect, it } from 'vitest';
import type { TPropertyDetails } from '../../common/schemas/property.ts';
import { readCompareIds } from '../../app/features/visits/compare-ids.ts';
import { compareRows, type CompareFormat } from '../../app/features/visits/compare-rows.ts';

const format: CompareFormat = {
  price: (dinars, perMonth) => `${dinars} DA${perMonth ? '/mois' : ''}`,
  area: (m2) => `${m2} m²`,
  number: String,
  list: (names) => (names.length ? names.join(', ') : null),
  yesNo: (value) => (value ? 'oui' : 'non'),
};

function property(overrides: Partial<TPropertyDetails>): TPropertyDetails {
  return {
    price: 10_000_000,
    price_per_m2: null,
    living_area: null,
    land_area: null,
    num_rooms: null,
    num_bedrooms: null,
    num_bathrooms: null,
    num_floors: null,
    construction_year: null,
    types: [],
    statuses: [],
    city: 'Oran',
    wilaya: 'Oran',
    states: [],
    furnished_types: [],
    associated_documents: [],
    commodities: [],
    security_accessibilities: [],
    views: [],
    proximities: [],
    verified_at: null,
    ...overrides,
  } as TPropertyDetails;
}

const rowOf = (rows: ReturnType<typeof compareRows>, key: string) =>
  rows.find((row) => row.key === key)!;

describe('compareRows', () => {
  it('stars the lowest price per m² and the largest area, ties included', () => {
    const rows = compareRows(
      [
        property({ price_per_m2: 125_000, living_area: 80 }),
        property({ price_per_m2: 100_000, living_area: 120 }),
        property({ price_per_m2: 100_000, living_area: null }),
      ],
      [false, false, false],
      format,
    );
    expect(rowOf(rows, 'price_per_m2').best).toEqual([1, 2]);
    expect(rowOf(rows, 'price_per_m2').differs).toBe(true);
    expect(rowOf(rows, 'living_area').best).toEqual([1]);
    expect(rowOf(rows, 'living_area').values).toEqual(['80 m²', '120 m²', null]);
  });

  it('marks no difference and no star when the known values are equal', () => {
    const rows = compareRows(
      [property({ num_bedrooms: 3, living_area: 90 }), property({ num_bedrooms: 3 })],
      [false, false],
      format,
    );
    expect(rowOf(rows, 'bedrooms').differs).toBe(false);
    expect(rowOf(rows, 'living_area').differs).toBe(false);
    expect(rowOf(rows, 'living_area').best).toEqual([]);
  });

  it('compares lists as written and says a rental price is monthly', () => {
    const rows = compareRows(
      [
        property({ commodities: [{ id: 1, name: 'Gaz' }], price: 60_000 }),
        property({
          commodities: [
            { id: 1, name: 'Gaz' },
            { id: 2, name: 'Eau' },
          ],
        }),
      ],
      [true, false],
      format,
    );
    expect(rowOf(rows, 'commodities').values).toEqual(['Gaz', 'Gaz, Eau']);
    expect(rowOf(rows, 'commodities').differs).toBe(true);
    expect(rowOf(rows, 'price').values).toEqual(['60000 DA/mois', '10000000 DA']);
  });
});

describe('readCompareIds', () => {
  it('keeps the first four plain positive ids, once each, and says when it cut', () => {
    expect(readCompareIds('3, 8,3,x,-1,0,1e3,12')).toEqual({ ids: [3, 8, 12], truncated: false });
    expect(readCompareIds('1,2,3,4,5')).toEqual({ ids: [1, 2, 3, 4], truncated: true });
    expect(readCompareIds(null)).toEqual({ ids: [], truncated: false });
  });
});
