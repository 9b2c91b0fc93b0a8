// The search area in the list page's address (issue 26): read leniently (a bad area is dropped,
// the rest of the search kept), written with the API's names, never a landing page's address.
import { describe, expect, it } from 'vitest';
import { landingHref, landingOfSearch } from '../../common/landing-address.ts';
import { parseSearchQuery, toApiParams, toSearchQuery } from '../../common/search-query.ts';
import { cleanAreaQuery } from '../../app/features/search/area/area-address.server.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe('the area in the address', () => {
  it('reads a circle and a polygon, the polygon winning when both are there', () => {
    expect(parse('lat=36.75&lng=3.05&radius_km=5').area).toEqual({
      kind: 'radius',
      circle: { lat: 36.75, lng: 3.05, radiusKm: 5 },
    });
    const polygon = '36.7,3;36.8,3;36.8,3.1';
    const both = parse(`lat=36.75&lng=3.05&radius_km=5&polygon=${polygon}`);
    expect(both.area?.kind).toBe('polygon');
    expect(toSearchQuery(both).get('polygon')).toBe(polygon);
    expect(toSearchQuery(both).has('radius_km')).toBe(false);
  });

  it.each([
    'lat=36.75&lng=3.05',
    'lat=36.75&radius_km=5',
    'lat=36.75&lng=3.05&radius_km=0',
    'lat=36.75&lng=3.05&radius_km=500',
    'lat=99&lng=3.05&radius_km=5',
    'polygon=36.7,3;36.8,3',
    'polygon=nonsense',
  ])('drops %s and keeps the other filters', (query) => {
    const state = parse(`${query}&keyword=villa&wilayas=16`);
    expect(state.area).toBeNull();
    expect(state.keyword).toBe('villa');
    expect(state.lists.wilayas).toEqual(['16']);
  });

  it('sends the API its own parameters', () => {
    const params = toApiParams(parse('lat=36.75&lng=3.05&radius_km=2'), { locale: 'fr' });
    expect([params.lat, params.lng, params.radius_km]).toEqual(['36.75', '3.05', '2']);
  });

  it('turns the no-script near-me form into lat/lng, and drops a crossing outline', () => {
    const clean = (query: string) => cleanAreaQuery(new URLSearchParams(query))?.toString();
    expect(clean('keyword=villa&near=36.75,3.05&radius_km=5')).toBe(
      'keyword=villa&radius_km=5&lat=36.75&lng=3.05',
    );
    expect(clean('near=nonsense&radius_km=5')).toBe('radius_km=5');
    expect(clean('keyword=villa&polygon=36.7,3;36.8,3.1;36.7,3.1;36.8,3')).toBe('keyword=villa');
    expect(clean('keyword=villa&polygon=36.7,3;36.8,3;36.8,3.1')).toBeUndefined();
  });

  it('is never a landing page nor its canonical', () => {
    const landing = parse('wilayas=16');
    expect(landingOfSearch('sell', landing)).not.toBeNull();
    const area = parse('wilayas=16&lat=36.75&lng=3.05&radius_km=2');
    expect(landingOfSearch('sell', area)).toBeNull();
    const base = { kind: 'sell' as const, wilaya: '16', type: null, path: '/fr/vente/alger' };
    expect(landingHref(base, 'sell', landing)).not.toBeNull();
    expect(landingHref(base, 'sell', area)).toBeNull();
  });
});
