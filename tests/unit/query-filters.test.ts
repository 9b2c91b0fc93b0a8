// A typed commune becomes the `communes` filter with its wilaya (decision 0081): what the search
// API, the list pages' redirect and the alerts apply (server/services/search/query-filters.ts).
import { describe, expect, it } from 'vitest';
import type { TPropertyFilters } from '../../common/schemas/search.ts';
import {
  withUnderstoodText,
  type UnderstandingRefs,
} from '../../server/services/search/query-filters.ts';
import type { ReferenceItem } from '../../server/services/reference/reference-options.ts';

const items = (rows: [number, string, string][]) =>
  new Map<number, ReferenceItem>(
    rows.map(([id, key, name_en]) => [
      id,
      { id, key, name_fr: key, name_en, name_ar: key, category: null },
    ]),
  );

const refs: UnderstandingRefs = {
  types: items([
    [1, 'villa', 'Villa'],
    [2, 'apartment', 'Apartment'],
  ]),
  statuses: items([
    [1, 'for_sale', 'For sale'],
    [2, 'for_rent', 'For rent'],
    [3, 'sold', 'Sold'],
  ]),
  states: items([]),
  furnished_types: items([]),
};

const read = (text: string, filters: Partial<TPropertyFilters> = {}) =>
  withUnderstoodText({ ...filters, text } as TPropertyFilters, refs);

describe('a typed commune', () => {
  it('is the commune filter with its wilaya, no word left as text', () => {
    expect(read('f4 a louer a staoueli')).toEqual({
      text: undefined,
      property_status_id: [2],
      wilayas: [16],
      communes: [608],
      min_rooms: 4,
      max_rooms: 4,
    });
    expect(read('villa hydra')).toMatchObject({ communes: [589], wilayas: [16], text: undefined });
  });

  it('shared by several communes: all of them, or those of a wilaya also typed', () => {
    // « El Marsa »: communes of Chlef, Alger and Skikda.
    expect(read('el marsa')).toMatchObject({ communes: [43, 584, 769], text: undefined });
    expect(read('el marsa alger')).toMatchObject({ communes: [584], wilayas: [16] });
  });

  it('narrows the chosen places, and stays text outside them', () => {
    expect(read('staoueli', { wilayas: [16, 31] })).toMatchObject({
      wilayas: [16],
      communes: [608],
      text: undefined,
    });
    // Oran chosen: listings of Oran that mention Staouéli.
    expect(read('staoueli', { wilayas: [31] })).toMatchObject({ wilayas: [31], text: 'staoueli' });
    expect(read('staoueli', { communes: [589] })).toMatchObject({
      communes: [589],
      text: 'staoueli',
    });
  });

  it('reads the same the second time (no redirect loop)', () => {
    for (const typed of ['f4 a louer a staoueli', 'el marsa alger', 'villa hydra jardin']) {
      const once = read(typed);
      expect(withUnderstoodText(once, refs), typed).toEqual(once);
    }
  });
});
