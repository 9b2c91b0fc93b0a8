// What the compare table shows, row by row, as text: each row says whether its values differ
// (highlighted) and which columns hold the best value where "best" means something to a buyer
// (the lowest price per m², the largest areas). Unknown values never win and never count as a
// difference on their own: a row differs only when two known values differ.
import type { TPropertyDetails } from '../../../common/schemas/property.ts';

export type CompareRowKey =
  | 'price'
  | 'price_per_m2'
  | 'living_area'
  | 'land_area'
  | 'rooms'
  | 'bedrooms'
  | 'bathrooms'
  | 'floors'
  | 'construction_year'
  | 'type'
  | 'status'
  | 'place'
  | 'states'
  | 'furnished'
  | 'documents'
  | 'commodities'
  | 'security'
  | 'views'
  | 'proximities'
  | 'verified';

export interface CompareRow {
  key: CompareRowKey;
  /** One text per property; null when unknown. */
  values: (string | null)[];
  differs: boolean;
  /** Indexes of the best value's columns (none when all are equal or fewer than two known). */
  best: number[];
  bestLabel?: 'best_price_m2' | 'best_area';
}

export interface CompareFormat {
  /** A price; `perMonth` for a rental's price. */
  price(dinars: number, perMonth: boolean): string;
  area(m2: number): string;
  number(value: number): string;
  list(names: string[]): string | null;
  yesNo(value: boolean): string;
}

type Numeric = (property: TPropertyDetails) => number | null;
const names = (refs: { name: string }[]) => refs.map((ref) => ref.name);

function bestOf(numbers: (number | null)[], pick: 'min' | 'max'): number[] {
  const known = numbers.filter((value): value is number => value !== null);
  if (known.length < 2 || new Set(known).size < 2) return [];
  const target = pick === 'min' ? Math.min(...known) : Math.max(...known);
  return numbers.flatMap((value, index) => (value === target ? [index] : []));
}

export function compareRows(
  properties: TPropertyDetails[],
  rentals: boolean[],
  format: CompareFormat,
): CompareRow[] {
  const numeric = (
    key: CompareRowKey,
    read: Numeric,
    show: (value: number, index: number) => string,
    best?: { pick: 'min' | 'max'; label: CompareRow['bestLabel'] },
  ): CompareRow => {
    const numbers = properties.map(read);
    const row = textual(
      key,
      properties.map((_, index) => {
        const value = numbers[index];
        return value === null || value === undefined ? null : show(value, index);
      }),
    );
    return best ? { ...row, best: bestOf(numbers, best.pick), bestLabel: best.label } : row;
  };
  const textual = (key: CompareRowKey, values: (string | null)[]): CompareRow => {
    const known = values.filter((value): value is string => value !== null);
    return { key, values, differs: new Set(known).size > 1, best: [] };
  };
  const listed = (key: CompareRowKey, read: (property: TPropertyDetails) => string[]) =>
    textual(
      key,
      properties.map((property) => format.list(read(property))),
    );
  const count = (key: CompareRowKey, read: Numeric) =>
    numeric(key, read, (value) => format.number(value));

  return [
    numeric(
      'price',
      (property) => property.price,
      (value, index) => format.price(value, rentals[index] ?? false),
    ),
    numeric(
      'price_per_m2',
      (property) => property.price_per_m2,
      (value) => format.price(value, false),
      {
        pick: 'min',
        label: 'best_price_m2',
      },
    ),
    numeric(
      'living_area',
      (property) => property.living_area,
      (value) => format.area(value),
      {
        pick: 'max',
        label: 'best_area',
      },
    ),
    numeric(
      'land_area',
      (property) => property.land_area,
      (value) => format.area(value),
      {
        pick: 'max',
        label: 'best_area',
      },
    ),
    count('rooms', (property) => property.num_rooms),
    count('bedrooms', (property) => property.num_bedrooms),
    count('bathrooms', (property) => property.num_bathrooms),
    count('floors', (property) => property.num_floors),
    numeric(
      'construction_year',
      (property) => property.construction_year,
      (value) => String(value),
    ),
    listed('type', (property) => names(property.types)),
    listed('status', (property) => names(property.statuses)),
    textual(
      'place',
      properties.map(
        (property) =>
          [...new Set([property.city, property.wilaya].filter(Boolean))].join(', ') || null,
      ),
    ),
    listed('states', (property) => names(property.states)),
    listed('furnished', (property) => names(property.furnished_types)),
    listed('documents', (property) => names(property.associated_documents)),
    listed('commodities', (property) => names(property.commodities)),
    listed('security', (property) => names(property.security_accessibilities)),
    listed('views', (property) => names(property.views)),
    listed('proximities', (property) => names(property.proximities)),
    textual(
      'verified',
      properties.map((property) => format.yesNo(property.verified_at !== null)),
    ),
  ];
}
