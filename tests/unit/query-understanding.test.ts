// The query understanding (common/query-understanding.ts) read against searches as people type
// them on Algerian portals and classifieds, in French, Arabic, English and Latin-script Darija.
// Each row: what is typed, the filters expected (anything not written is expected empty), and
// the words left for the text search.
import { describe, expect, it } from 'vitest';
import { COMMUNES } from '../../common/communes.ts';
import {
  queryWords,
  remainingText,
  understandQuery,
  withinOneEdit,
  type QueryUnderstanding,
  type Range,
} from '../../common/query-understanding.ts';

interface Expected {
  types?: string[];
  states?: string[];
  tx?: 'sell' | 'rent';
  wilayas?: number[];
  communes?: string[];
  price?: Range;
  bedrooms?: Range;
  rooms?: Range;
  area?: Range;
  furnished?: boolean;
  rest?: string;
}

const T: [string, Expected][] = [
  // The table.
  ['villa a vendre alger', { types: ['villa'], tx: 'sell', wilayas: [16] }],
  ['villas', { types: ['villa'] }],
  ['فلل', { types: ['villa'] }],
  ['villas in oran', { types: ['villa'], wilayas: [31] }],
  ['vente maison', { types: ['house'], tx: 'sell' }],
  ['شقة للبيع وهران', { types: ['apartment'], tx: 'sell', wilayas: [31] }],
  [
    'appartement a vendre moins de 1 milliard',
    { types: ['apartment'], tx: 'sell', price: { max: 10_000_000 } },
  ],
  ['villa for rent', { types: ['villa'], tx: 'rent' }],
  ['terrain a vendre', { types: ['land'], tx: 'sell' }],
  ['Alger centre', { wilayas: [16], communes: ['Alger Centre'] }],
  // Types, French.
  ['appartement', { types: ['apartment'] }],
  ['Appartements', { types: ['apartment'] }],
  ['appart', { types: ['apartment'] }],
  ['appt', { types: ['apartment'] }],
  ['maison', { types: ['house'] }],
  ['Maisons individuelles', { types: ['house'], rest: 'individuelles' }],
  ['terrains', { types: ['land'] }],
  ['lot de terrain', { types: ['land'] }],
  ['local commercial', { types: ['commercial'] }],
  ['locaux commerciaux', { types: ['commercial'] }],
  ['magasin', { types: ['commercial'] }],
  ['bureau', { types: ['office'] }],
  ['bureaux', { types: ['office'] }],
  ['duplex', { types: ['duplex'] }],
  ['studio', { types: ['studio'] }],
  ['studios meublés', { types: ['studio'], furnished: true }],
  ['immeuble', { types: ['building'] }],
  ['hangar', { types: ['warehouse'] }],
  ['entrepôt', { types: ['warehouse'] }],
  ['ferme', { types: ['farm'] }],
  ['niveau de villa', { types: ['villa'] }],
  ['carcasse', { states: ['shell'] }],
  ['villa carcasse', { types: ['villa'], states: ['shell'] }],
  ['appartement neuf', { types: ['apartment'], states: ['new'] }],
  ['villa ou duplex', { types: ['villa', 'duplex'] }],
  // Types, English.
  ['apartment', { types: ['apartment'] }],
  ['apartments', { types: ['apartment'] }],
  ['flat', { types: ['apartment'] }],
  ['house', { types: ['house'] }],
  ['houses', { types: ['house'] }],
  ['land', { types: ['land'] }],
  ['plot of land', { types: ['land'] }],
  ['office', { types: ['office'] }],
  ['shop', { types: ['commercial'] }],
  ['warehouse', { types: ['warehouse'] }],
  ['farm', { types: ['farm'] }],
  ['building', { types: ['building'] }],
  // Types, Arabic with and without the article, broken plurals.
  ['فيلا', { types: ['villa'] }],
  ['الفيلا', { types: ['villa'] }],
  ['الفلل', { types: ['villa'] }],
  ['فيلات', { types: ['villa'] }],
  ['شقة', { types: ['apartment'] }],
  ['شقه', { types: ['apartment'] }],
  ['الشقة', { types: ['apartment'] }],
  ['شقق', { types: ['apartment'] }],
  ['الشقق', { types: ['apartment'] }],
  ['منزل', { types: ['house'] }],
  ['المنزل', { types: ['house'] }],
  ['منازل', { types: ['house'] }],
  ['دار', { types: ['house'] }],
  ['أرض', { types: ['land'] }],
  ['ارض', { types: ['land'] }],
  ['قطعة أرض', { types: ['land'] }],
  ['محل', { types: ['commercial'] }],
  ['محلات', { types: ['commercial'] }],
  ['محل تجاري', { types: ['commercial'] }],
  ['مكتب', { types: ['office'] }],
  ['مكاتب', { types: ['office'] }],
  ['دوبلكس', { types: ['duplex'] }],
  ['استوديو', { types: ['studio'] }],
  ['عمارة', { types: ['building'] }],
  ['مستودع', { types: ['warehouse'] }],
  ['مزرعة', { types: ['farm'] }],
  // Transaction.
  ['à vendre', { tx: 'sell' }],
  ['A VENDRE', { tx: 'sell' }],
  ['achat appartement', { types: ['apartment'], tx: 'sell' }],
  ['à louer', { tx: 'rent' }],
  ['location appartement', { types: ['apartment'], tx: 'rent' }],
  ['appartement en location', { types: ['apartment'], tx: 'rent' }],
  ['for sale', { tx: 'sell' }],
  ['house for sale', { types: ['house'], tx: 'sell' }],
  ['flat to rent', { types: ['apartment'], tx: 'rent' }],
  ['للبيع', { tx: 'sell' }],
  ['للإيجار', { tx: 'rent' }],
  ['للايجار', { tx: 'rent' }],
  ['للكراء', { tx: 'rent' }],
  ['كراء شقة', { types: ['apartment'], tx: 'rent' }],
  ['dar lel kra', { types: ['house'], tx: 'rent' }],
  ['chka lkra', { types: ['apartment'], tx: 'rent' }],
  ['villa lbi3', { types: ['villa'], tx: 'sell' }],
  ['haouch lbi3', { types: ['house'], tx: 'sell' }],
  // Places: wilayas.
  ['alger', { wilayas: [16] }],
  ['Algiers', { wilayas: [16] }],
  ['الجزائر', { wilayas: [16] }],
  ['oran', { wilayas: [31] }],
  ['وهران', { wilayas: [31] }],
  ['bejaia', { wilayas: [6] }],
  ['Béjaïa', { wilayas: [6] }],
  ['بجاية', { wilayas: [6] }],
  ['bougie', { wilayas: [6] }],
  ['tizi ouzou', { wilayas: [15] }],
  ['تيزي وزو', { wilayas: [15] }],
  ['setif', { wilayas: [19] }],
  ['sétif', { wilayas: [19] }],
  ['sidi bel abbes', { wilayas: [22] }],
  ['bordj bou arreridj', { wilayas: [34] }],
  ['constantine', { wilayas: [25] }],
  ['قسنطينة', { wilayas: [25] }],
  ['ghardaia', { wilayas: [47] }],
  ['el oued', { wilayas: [39] }],
  ['wilaya 16', { wilayas: [16] }],
  ['w31', { wilayas: [31] }],
  ['ولاية 31', { wilayas: [31] }],
  ['oran ou alger', { wilayas: [31, 16] }],
  ['in salah', { wilayas: [53] }],
  ['timimoun', { wilayas: [49] }],
  // Places: communes narrow to their wilaya.
  ['hydra', { wilayas: [16], communes: ['Hydra'] }],
  ['حيدرة', { wilayas: [16], communes: ['Hydra'] }],
  ['staoueli', { wilayas: [16], communes: ['Staoueli'] }],
  ['bab ezzouar', { wilayas: [16], communes: ['Bab Ezzouar'] }],
  ['dely ibrahim', { wilayas: [16], communes: ['Dely Ibrahim'] }],
  ['dar el beida', { wilayas: [16], communes: ['Dar El Beida'] }],
  ['cheraga', { wilayas: [16], communes: ['Cheraga'] }],
  ['bir el djir', { wilayas: [31], communes: ['Bir El Djir'] }],
  ['el khroub', { wilayas: [25], communes: ['El Khroub'] }],
  ['Hydra Alger', { wilayas: [16], communes: ['Hydra'] }],
  // Typos: one edit on words of five letters or more.
  ['apartement', { types: ['apartment'] }],
  ['appartemnt', { types: ['apartment'] }],
  ['constantin', { wilayas: [25] }],
  ['constatine', { wilayas: [25] }],
  ['tlemcem', { wilayas: [13] }],
  ['mostaganm', { wilayas: [27] }],
  ['vila', { rest: 'vila' }],
  ['terain', { types: ['land'] }],
  ['bouria', { wilayas: [10] }],
  // Numbers: prices.
  ['moins de 2 milliards', { price: { max: 20_000_000 } }],
  ['max 15 millions', { price: { max: 150_000 } }],
  ['entre 800 et 1200 millions', { price: { min: 8_000_000, max: 12_000_000 } }],
  ['under 20m DA', { price: { max: 20_000_000 } }],
  ['أقل من 500 مليون', { price: { max: 5_000_000 } }],
  ['moins de 1,5 milliard', { price: { max: 15_000_000 } }],
  ['moins de 1.5 milliard', { price: { max: 15_000_000 } }],
  ['plus de 3 milliards', { price: { min: 30_000_000 } }],
  ['max 5 000 000 DA', { price: { max: 5_000_000 } }],
  ['moins de 8000000 da', { price: { max: 8_000_000 } }],
  ['between 10m and 15m', { price: { min: 10_000_000, max: 15_000_000 } }],
  ['entre 1 et 2 milliards', { price: { min: 10_000_000, max: 20_000_000 } }],
  ['بين 500 و 800 مليون', { price: { min: 5_000_000, max: 8_000_000 } }],
  ['villa 5 milliards', { types: ['villa'], price: { max: 50_000_000 } }],
  ['max 50k', { price: { max: 50_000 } }],
  ['moins de 5', { rest: 'moins de 5' }],
  // Numbers: rooms, bedrooms, areas.
  ['F3', { rooms: { min: 3, max: 3 } }],
  [
    'f4 a louer a staoueli',
    { rooms: { min: 4, max: 4 }, tx: 'rent', wilayas: [16], communes: ['Staoueli'] },
  ],
  ['F7+', { rooms: { min: 7 } }],
  ['appartement F2 oran', { types: ['apartment'], rooms: { min: 2, max: 2 }, wilayas: [31] }],
  ['3 chambres', { bedrooms: { min: 3, max: 3 } }],
  ['3 bedrooms', { bedrooms: { min: 3, max: 3 } }],
  ['3 غرف', { bedrooms: { min: 3, max: 3 } }],
  ['٣ غرف', { bedrooms: { min: 3, max: 3 } }],
  ['4 pièces', { rooms: { min: 4, max: 4 } }],
  ['5 rooms', { rooms: { min: 5, max: 5 } }],
  ['6+ chambres', { bedrooms: { min: 6 } }],
  ['120 m2', { area: { min: 120 } }],
  ['120m²', { area: { min: 120 } }],
  ['terrain 500 m2', { types: ['land'], area: { min: 500 } }],
  ['plus de 200 m2', { area: { min: 200 } }],
  ['moins de 100 m2', { area: { max: 100 } }],
  ['entre 80 et 120 m2', { area: { min: 80, max: 120 } }],
  ['300 متر مربع', { area: { min: 300 } }],
  // Furnished.
  ['meublé', { furnished: true }],
  ['appartement meublé à louer', { types: ['apartment'], furnished: true, tx: 'rent' }],
  ['furnished apartment', { types: ['apartment'], furnished: true }],
  ['شقة مفروشة', { types: ['apartment'], furnished: true }],
  // Everything together.
  [
    'villa avec piscine a vendre bejaia moins de 5 milliards',
    { types: ['villa'], tx: 'sell', wilayas: [6], price: { max: 50_000_000 }, rest: 'piscine' },
  ],
  [
    'appartement F3 à louer hydra meublé',
    {
      types: ['apartment'],
      rooms: { min: 3, max: 3 },
      tx: 'rent',
      wilayas: [16],
      communes: ['Hydra'],
      furnished: true,
    },
  ],
  [
    'شقة 3 غرف للبيع في وهران',
    { types: ['apartment'], bedrooms: { min: 3, max: 3 }, tx: 'sell', wilayas: [31] },
  ],
  ['شقة للبيع بوهران', { types: ['apartment'], tx: 'sell', wilayas: [31] }],
  [
    '3 bedroom house for rent in algiers',
    { types: ['house'], bedrooms: { min: 3, max: 3 }, tx: 'rent', wilayas: [16] },
  ],
  ['vue sur mer oran', { wilayas: [31], rest: 'vue mer' }],
  // Nothing understood: the text stays as typed (normalised).
  ['vue sur mer', { rest: 'vue sur mer' }],
  ['résidence les pins', { rest: 'residence les pins' }],
  ['garage', { rest: 'garage' }],
  ['', {}],
];

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
