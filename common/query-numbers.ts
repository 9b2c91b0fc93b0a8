// The numbers of a typed search (common/query-understanding.ts): prices with their units and the
// centimes habit (« 1,5 milliard » is 15,000,000 DA), areas, bedrooms and rooms with their
// comparators (« moins de », « entre X et Y »), « F3 »-style room codes and wilaya numbers.
import type { Range } from './query-understanding.ts';
import { DECIMAL, phrase } from './query-tokens.ts';
import { WILAYA_COUNT } from './wilaya-count.ts';
import {
  AND_WORDS,
  AREA_WORDS,
  BEDROOM_WORDS,
  BETWEEN_WORDS,
  CENTIME_UNITS,
  DINAR_UNITS,
  DINAR_WORDS,
  MAX_WORDS,
  MIN_WORDS,
  ROOM_WORDS,
} from './query-words.ts';

export const numberOf = (word: string | undefined): number | null =>
  word !== undefined && /^\d+(ǂ\d+)?$/.test(word) ? Number(word.replace(DECIMAL, '.')) : null;

/** The first phrase of the list found at word `at`: its length in words, or 0. */
function phraseAt(words: string[], at: number, list: readonly string[]): number {
  let best = 0;
  for (const item of list) {
    const wanted = phrase(item);
    if (wanted.length > best && wanted.every((word, i) => words[at + i] === word))
      best = wanted.length;
  }
  return best;
}

interface Amount {
  value: number;
  end: number;
  unit: 'price' | 'area' | 'bedrooms' | 'rooms' | null;
}

/** A number at `at` and the unit after it: « 1,5 milliard », « 20m DA », « 120 m2 », « 3 ch ». */
function amountAt(words: string[], at: number): Amount | null {
  const value = numberOf(words[at]);
  if (value === null) return null;
  let end = at + 1;
  const unit = words[end];
  if (unit !== undefined && CENTIME_UNITS[unit] !== undefined) {
    end++;
    const dinars = phraseAt(words, end, DINAR_WORDS);
    // « 20 millions DA »: dinars, not centimes.
    const factor =
      dinars > 0 ? (CENTIME_UNITS[unit]! >= 10_000_000 ? 1e9 : 1e6) : CENTIME_UNITS[unit]!;
    return { value: Math.round(value * factor), end: end + dinars, unit: 'price' };
  }
  if (unit !== undefined && DINAR_UNITS[unit] !== undefined) {
    end++;
    const dinars = phraseAt(words, end, DINAR_WORDS);
    return { value: Math.round(value * DINAR_UNITS[unit]!), end: end + dinars, unit: 'price' };
  }
  const dinars = phraseAt(words, end, DINAR_WORDS);
  if (dinars > 0) return { value, end: end + dinars, unit: 'price' };
  for (const [list, kind] of [
    [AREA_WORDS, 'area'],
    [BEDROOM_WORDS, 'bedrooms'],
    [ROOM_WORDS, 'rooms'],
  ] as const) {
    // « 6+ chambres »: the plus (a lower bound) comes between the number and its unit.
    const from = kind !== 'area' && words[end] === 'plus' ? end + 1 : end;
    const length = phraseAt(words, from, list);
    if (length > 0) return { value, end: from + length, unit: kind };
  }
  return { value, end, unit: null };
}

export interface NumberPart {
  kind: 'price' | 'area' | 'bedrooms' | 'rooms';
  range: Range;
  end: number;
}

/** A price, area or count at `at`, with its comparator or its « entre X et Y ». */
export function numberPartAt(words: string[], at: number): NumberPart | null {
  const between = phraseAt(words, at, BETWEEN_WORDS);
  if (between > 0) {
    const low = amountAt(words, at + between);
    const and = low ? phraseAt(words, low.end, AND_WORDS) : 0;
    const high = low && and > 0 ? amountAt(words, low.end + and) : null;
    const unit = high?.unit ?? low?.unit;
    if (low && high && unit && (low.unit === null || low.unit === unit)) {
      // « entre 800 et 1200 millions »: the unit said once counts for both.
      let min = low.value;
      const raw = numberOf(words[low.end + and]);
      if (low.unit === null && raw) min = Math.round(low.value * (high.value / raw));
      const range = { min: Math.min(min, high.value), max: Math.max(min, high.value) };
      if (unit === 'price' || unit === 'area') return { kind: unit, range, end: high.end };
    }
  }
  for (const [list, bound] of [
    [MAX_WORDS, 'max'],
    [MIN_WORDS, 'min'],
  ] as const) {
    const length = phraseAt(words, at, list);
    if (length === 0) continue;
    const amount = amountAt(words, at + length);
    if (!amount) continue;
    // Without a unit a price needs dinars' size: « moins de 5 » is no price.
    const unit = amount.unit ?? (amount.value >= 10_000 ? 'price' : null);
    if (unit === null) continue;
    return { kind: unit, range: { [bound]: amount.value }, end: amount.end };
  }
  const amount = amountAt(words, at);
  if (!amount || amount.unit === null) return null;
  if (amount.unit === 'bedrooms' || amount.unit === 'rooms') {
    // « 6+ chambres »: six or more; else exactly that many.
    if (words[amount.end] === 'plus' || words[at + 1] === 'plus')
      return { kind: amount.unit, range: { min: amount.value }, end: amount.end };
    return { kind: amount.unit, range: { min: amount.value, max: amount.value }, end: amount.end };
  }
  // A price said alone is a budget (at most); an area alone is a minimum.
  if (amount.unit === 'price')
    return { kind: 'price', range: { max: amount.value }, end: amount.end };
  return { kind: 'area', range: { min: amount.value }, end: amount.end };
}

/** « F3 », « T4 », « F7+ »: the number of rooms. */
export function roomsCodeAt(words: string[], at: number): NumberPart | null {
  const code = /^[ft]([1-9])$/.exec(words[at] ?? '');
  if (!code) return null;
  const rooms = Number(code[1]);
  if (words[at + 1] === 'plus') return { kind: 'rooms', range: { min: rooms }, end: at + 2 };
  return { kind: 'rooms', range: { min: rooms, max: rooms }, end: at + 1 };
}

/** « wilaya 16 », « w16 », « ولاية 16 »: a wilaya by its number. */
export function wilayaCodeAt(words: string[], at: number): { id: number; end: number } | null {
  const short = /^w(\d{1,2})$/.exec(words[at] ?? '');
  if (short) {
    const id = Number(short[1]);
    return id >= 1 && id <= WILAYA_COUNT ? { id, end: at + 1 } : null;
  }
  if (words[at] !== 'wilaya' && words[at] !== 'ولايه') return null;
  const id = numberOf(words[at + 1]);
  return id !== null && Number.isInteger(id) && id >= 1 && id <= WILAYA_COUNT
    ? { id, end: at + 2 }
    : null;
}
