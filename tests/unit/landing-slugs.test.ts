import { describe, expect, it } from 'vitest';
import {
  landingHref,
  landingOfSearch,
  withLanding,
  type LandingBase,
} from '../../common/landing-address.ts';
import { emptySearchState, parseSearchQuery } from '../../common/search-query.ts';
import { landingPath, optionBySlug, slugify, wilayaBySlug } from '../../common/slugs.ts';
import { distanceKm, nearestWilayas } from '../../common/wilaya-neighbours.ts';
import { WILAYAS, wilayaById } from '../../common/wilayas.ts';

describe('landing page slugs', () => {
  it('writes French names as lowercase ASCII words joined by hyphens', () => {
    expect(slugify('Béjaïa')).toBe('bejaia');
    expect(slugify('Tizi Ouzou')).toBe('tizi-ouzou');
    expect(slugify("El M'Ghair")).toBe('el-mghair');
    expect(slugify('Sidi Bel Abbès')).toBe('sidi-bel-abbes');
    expect(slugify('Local commercial')).toBe('local-commercial');
    expect(slugify('  Aïn Témouchent ')).toBe('ain-temouchent');
  });

  it('gives each of the 58 wilayas its own slug, read back to the same wilaya', () => {
    const slugs = WILAYAS.map((wilaya) => slugify(wilaya.fr));
    expect(new Set(slugs).size).toBe(58);
    for (const wilaya of WILAYAS) expect(wilayaBySlug(slugify(wilaya.fr))).toBe(wilaya);
    expect(wilayaBySlug('alger')?.id).toBe(16);
    expect(wilayaBySlug('Alger')).toBeUndefined();
    expect(wilayaBySlug('paris')).toBeUndefined();
  });

  it('finds a type by the slug of its French name', () => {
    const types = [
      { id: '1', name_fr: 'Villa' },
      { id: '2', name_fr: 'Appartement' },
    ];
    expect(optionBySlug(types, 'appartement')?.id).toBe('2');
    expect(optionBySlug(types, 'chateau')).toBeUndefined();
    expect(landingPath('sell', wilayaById(15)!, types[1])).toBe(
      '/properties/sell/tizi-ouzou/appartement',
    );
    expect(landingPath('rent', wilayaById(6)!)).toBe('/properties/rent/bejaia');
  });

  it('links a wilaya to the nearest chief towns', () => {
    const oran = wilayaById(31)!;
    const near = nearestWilayas(oran, 3).map((wilaya) => wilaya.fr);
    expect(near).toContain('Aïn Témouchent');
    expect(near).not.toContain('Tamanrasset');
    // Alger to Blida is about 40 km as the crow flies.
    expect(distanceKm(wilayaById(16)!, wilayaById(9)!)).toBeGreaterThan(30);
    expect(distanceKm(wilayaById(16)!, wilayaById(9)!)).toBeLessThan(50);
  });
});

describe('landing page addresses', () => {
  const base: LandingBase = {
    kind: 'sell',
    wilaya: '31',
    type: '2',
    path: '/properties/sell/oran/appartement',
  };
  const state = (query: string) => withLanding(parseSearchQuery(new URLSearchParams(query)), base);

  it('searches the wilaya and type of its path, whatever the query says', () => {
    const fixed = state('wilayas=16&type=5&minPrice=100');
    expect(fixed.lists.wilayas).toEqual(['31']);
    expect(fixed.lists.type).toEqual(['2']);
    expect(fixed.numbers.minPrice).toBe(100);
  });

  it('stays on the landing path while the wilaya and type match, else leaves it', () => {
    expect(landingHref(base, 'sell', state('order=price_asc&page=2'))).toBe(
      '/properties/sell/oran/appartement?order=price_asc&page=2',
    );
    const other = { ...state(''), lists: { ...state('').lists, wilayas: ['31', '16'] } };
    expect(landingHref(base, 'sell', other)).toBeNull();
    expect(landingHref(base, 'rent', state(''))).toBeNull();
    const noType = { ...state(''), lists: { ...state('').lists, type: [] } };
    expect(landingHref(base, 'sell', noType)).toBeNull();
    // A page without a type keeps a chosen type in its query.
    const wide: LandingBase = { ...base, type: null, path: '/properties/sell/oran' };
    const typed = withLanding(parseSearchQuery(new URLSearchParams('type=3')), wide);
    expect(landingHref(wide, 'sell', typed)).toBe('/properties/sell/oran?type=3');
  });

  it('says which query-string searches stand for a landing page', () => {
    const of = (kind: 'sell' | 'rent' | 'both', query: string) =>
      landingOfSearch(kind, parseSearchQuery(new URLSearchParams(query)));
    expect(of('sell', 'wilayas=31&type=2&order=price_asc&page=3')).toEqual({
      kind: 'sell',
      wilaya: 31,
      type: 2,
    });
    expect(of('rent', 'wilayas=16')).toEqual({ kind: 'rent', wilaya: 16, type: null });
    expect(of('both', 'wilayas=16')).toBeNull();
    expect(of('sell', 'wilayas=16,31')).toBeNull();
    expect(of('sell', 'wilayas=16&type=1,2')).toBeNull();
    expect(of('sell', 'wilayas=16&minPrice=1000')).toBeNull();
    expect(of('sell', 'wilayas=16&keyword=vue')).toBeNull();
    expect(of('sell', 'wilayas=16&status=1')).toBeNull();
    expect(of('sell', '')).toBeNull();
    expect(landingOfSearch('sell', emptySearchState())).toBeNull();
  });
});
