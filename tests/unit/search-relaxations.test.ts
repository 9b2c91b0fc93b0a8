// The wider searches an empty page proposes (common/search-relaxations.ts): one per active
// filter, keyed by its chip, and a single wilaya widened to its neighbours; nothing for a
// filter that is not set.
import { describe, expect, it } from 'vitest';
import { NEIGHBOURS, relaxedStates } from '../../common/search-relaxations.ts';
import { emptySearchState, parseSearchQuery } from '../../common/search-query.ts';

const keysOf = (query: string) =>
  relaxedStates(parseSearchQuery(new URLSearchParams(query))).map((r) => r.key);

describe('relaxedStates', () => {
  it('proposes nothing for a search without filters', () => {
    expect(relaxedStates(emptySearchState())).toEqual([]);
  });

  it('removes each active filter once, named by its chip key', () => {
    expect(
      keysOf('keyword=piscine&type=1,2&wilayas=16&maxPrice=10000000&bedroom=3&isPromo=true'),
    ).toEqual([
      'keyword',
      'promo',
      'type-1',
      'type-2',
      'wilayas-16',
      'wilaya-neighbours',
      'price',
      'picker-bedroom',
    ]);
  });

  it('never advises about a price that is not set', () => {
    expect(keysOf('type=1&wilayas=16,31')).toEqual(['type-1', 'wilayas-16', 'wilayas-31']);
  });

  it('widens a single wilaya to it and its nearest neighbours, from the first page', () => {
    const state = parseSearchQuery(new URLSearchParams('wilayas=16&page=3'));
    const near = relaxedStates(state).find((r) => r.key === 'wilaya-neighbours')!;
    expect(near.state.lists.wilayas[0]).toBe('16');
    expect(near.state.lists.wilayas).toHaveLength(1 + NEIGHBOURS);
    expect(near.state.lists.wilayas).toEqual(expect.arrayContaining(['9', '35', '42']));
    expect(near.state.page).toBe(1);
    const without = relaxedStates(state).find((r) => r.key === 'wilayas-16')!;
    expect(without.state.lists.wilayas).toEqual([]);
  });
});
