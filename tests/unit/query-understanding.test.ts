// The query understanding (common/query-understanding.ts) read against searches as people type
// them on Algerian portals and classifieds, in French, Arabic, English and Latin-script Darija.
// Each row: what is typed, the filters expected (anything not written is expected empty), and
// the words left for the text search.
import { describe, expect, it } from 'vitest';
import { COMMUNES } from '../../common/communes.ts';
import { queryWords } from '../../common/query-tokens.ts';
import {
  remainingText,
  understandQuery,
  withinOneEdit,
  type QueryUnderstanding,
} from '../../common/query-understanding.ts';
import { TYPED_SEARCHES, type Expected } from '../helpers/typed-searches.ts';

const T = TYPED_SEARCHES;

function summary(u: QueryUnderstanding): Expected {
  const names = u.communes.map((id) => COMMUNES.find((c) => c.id === id)!.fr);
  return {
    ...(u.types.length ? { types: u.types } : {}),
    ...(u.states.length ? { states: u.states } : {}),
    ...(u.transaction ? { tx: u.transaction } : {}),
    ...(u.wilayas.length ? { wilayas: u.wilayas } : {}),
    ...(names.length ? { communes: names } : {}),
    ...(Object.keys(u.price).length ? { price: u.price } : {}),
    ...(Object.keys(u.bedrooms).length ? { bedrooms: u.bedrooms } : {}),
    ...(Object.keys(u.rooms).length ? { rooms: u.rooms } : {}),
    ...(Object.keys(u.area).length ? { area: u.area } : {}),
    ...(u.furnished ? { furnished: true } : {}),
    ...(u.rest ? { rest: u.rest } : {}),
  };
}

describe('understandQuery', () => {
  it('reads at least 150 typed searches', () => {
    expect(T.length).toBeGreaterThanOrEqual(150);
  });

  it.each(T)('%s', (typed, expected) => {
    expect(summary(understandQuery(typed))).toEqual(expected);
  });

  it('reads the same search whatever the case, accents and spacing', () => {
    const a = summary(understandQuery('Villa  À VENDRE   Béjaïa'));
    expect(summary(understandQuery('villa a vendre bejaia'))).toEqual(a);
  });

  it('is stable: reading its own remaining text again finds the same filters', () => {
    for (const [typed] of T) {
      const first = understandQuery(typed);
      const kept = remainingText(first, (kind) => kind === 'commune');
      const again = understandQuery(kept);
      expect(again.communes, typed).toEqual(first.communes);
      expect(again.rest, typed).toEqual(first.rest);
    }
  });
});

describe('remainingText', () => {
  it('keeps the words of the parts a filter cannot stand for, in the order typed', () => {
    const u = understandQuery('appartement F3 à louer hydra avec balcon');
    expect(remainingText(u, () => false)).toBe('balcon');
    expect(remainingText(u, (kind) => kind === 'rooms' || kind === 'commune')).toBe(
      'f3 hydra balcon',
    );
  });

  it('keeps a commune by its name as the source writes it, even when mistyped', () => {
    const u = understandQuery('villa staouali');
    expect(u.communes.map((id) => COMMUNES.find((c) => c.id === id)!.fr)).toEqual(['Staoueli']);
    expect(remainingText(u, (kind) => kind === 'commune')).toBe('staoueli');
  });
});

describe('a code typed with digits and letters', () => {
  it('stays one word of the text search and is never read as a filter', () => {
    for (const typed of ['ref 3885e6', 'crash 9914f1', 'villa 705fc0']) {
      const u = understandQuery(typed);
      expect(u.rooms, typed).toEqual({});
      expect(
        remainingText(u, () => false),
        typed,
      ).toBe(typed.replace(/^villa /, ''));
    }
    expect(understandQuery('ref 3885e6').rest).toBe('ref 3885e6');
  });

  it('still reads a number glued to its unit', () => {
    const u = understandQuery('appartement 120m2 alger');
    expect(u.area).toEqual({ min: 120 });
    expect(u.rest).toBe('');
  });
});

describe('queryWords', () => {
  it('keeps decimals whole and splits units off their numbers', () => {
    expect(queryWords('1,5 milliard 120m2 20m')).toEqual([
      '1ǂ5',
      'milliard',
      '120',
      'm2',
      '20',
      'm',
    ]);
    expect(queryWords('3 000 000 DA')).toEqual(['3000000', 'da']);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['constantine', 'constantin', true],
    ['appartement', 'apartement', true],
    ['setif', 'stief', false],
    ['oran', 'oran', true],
    ['tlemcen', 'tlecmen', true],
    ['blida', 'bouira', false],
  ])('%s / %s', (a, b, near) => {
    expect(withinOneEdit(a, b)).toBe(near);
  });
});

describe('the communes data', () => {
  it('has the 1,541 communes, each in one of the 58 wilayas, with names in both scripts', () => {
    expect(COMMUNES).toHaveLength(1541);
    expect(new Set(COMMUNES.map((c) => c.id)).size).toBe(1541);
    for (const commune of COMMUNES) {
      expect(commune.wilaya).toBeGreaterThanOrEqual(1);
      expect(commune.wilaya).toBeLessThanOrEqual(58);
      expect(commune.fr).not.toBe('');
      expect(commune.ar).toMatch(/[\u0600-\u06ff]/);
    }
    expect(COMMUNES.filter((c) => c.lat !== null).length).toBeGreaterThan(1400);
  });
});
