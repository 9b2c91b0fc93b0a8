// Query understanding (issue 34, decision 0052): the words of a search's `text` that name a
// filter become that filter ("villa a vendre alger": the type villa, for sale, the wilaya of
// Alger); the words left over stay a text search. One pure function, shared by the search API,
// the list pages (which move what they can into the address) and the saved searches, so a
// typed search and its structured filters give the same results everywhere.
//
// It reads, longest phrase first at each word: prices with their units (the centimes habit:
// « 1 milliard » is 10,000,000 DA), bedrooms and rooms (`3 chambres`, `F3`), areas (`120 m2`),
// property types, the transaction, states, `meublé`, and places (the 58 wilayas and the 1,541
// communes, common/communes.ts). Words of five letters or more of a type or a place may be one
// edit off (`apartement`, `constantin`). Types and places are named by their reference keys and
// numbers: the server turns keys into the database's ids (server/services/search/query-filters.ts).
// The words themselves are cut by common/query-tokens.ts, the numbers read by common/query-numbers.ts.
import { COMMUNES } from './communes.ts';
import { numberPartAt, roomsCodeAt, wilayaCodeAt } from './query-numbers.ts';
import { phrase, queryTokens, wordsAsTyped } from './query-tokens.ts';
import { WILAYAS } from './wilayas.ts';
import {
  AND_WORDS,
  AREA_WORDS,
  BEDROOM_WORDS,
  BETWEEN_WORDS,
  CENTIME_UNITS,
  DINAR_WORDS,
  FURNISHED_WORDS,
  MAX_WORDS,
  MIN_WORDS,
  ROOM_WORDS,
  STATE_WORDS,
  STOP_WORDS,
  TRANSACTION_WORDS,
  TYPE_WORDS,
  WILAYA_OTHER_NAMES,
} from './query-words.ts';

export type Transaction = 'sell' | 'rent';
export type PartKind =
  | 'type'
  | 'state'
  | 'transaction'
  | 'furnished'
  | 'wilaya'
  | 'commune'
  | 'price'
  | 'bedrooms'
  | 'rooms'
  | 'area';

export interface Range {
  min?: number;
  max?: number;
}

/** One understood part: what it says, and the words it was read from. */
export interface UnderstoodPart {
  kind: PartKind;
  /** Positions of its words among the query's words. */
  start: number;
  end: number;
  /** The words a text search keeps for it when a filter cannot stand for it (a commune's name). */
  text: string;
}

export interface QueryUnderstanding {
  /** Property type reference keys (`villa`, `apartment`...). */
  types: string[];
  /** Property state reference keys (`shell` for « carcasse »). */
  states: string[];
  transaction: Transaction | null;
  wilayas: number[];
  /** Commune ids (common/communes.ts); their wilayas are in `wilayas`. */
  communes: number[];
  price: Range;
  bedrooms: Range;
  rooms: Range;
  /** Square metres: the land area when the types are all land, else the living area. */
  area: Range;
  furnished: boolean;
  parts: UnderstoodPart[];
  /** The query's words, normalised. */
  words: string[];
  /** Per word: typed attached to the word before it (« 120m2 » gives 120 and m2). */
  glued: boolean[];
  /** The words not understood, without the joining words once something was understood. */
  rest: string;
}

interface Entry {
  kind: 'type' | 'state' | 'transaction' | 'furnished' | 'wilaya' | 'commune';
  words: string[];
  value: string | number;
  /** One edit is allowed on words of five letters or more (types and places). */
  fuzzy: boolean;
  /** The canonical name (a commune's, in the script it was typed in). */
  text: string;
}

const KIND_RANK: Record<Entry['kind'], number> = {
  transaction: 0,
  type: 0,
  state: 0,
  furnished: 0,
  wilaya: 1,
  commune: 2,
};

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const add = (kind: Entry['kind'], value: string | number, names: readonly string[]) => {
    for (const name of names) {
      const words = phrase(name);
      if (words.length > 0)
        entries.push({ kind, words, value, fuzzy: kind === 'type', text: words.join(' ') });
    }
  };
  for (const [key, names] of Object.entries(TYPE_WORDS)) add('type', key, names);
  for (const [key, names] of Object.entries(STATE_WORDS)) add('state', key, names);
  for (const [key, names] of Object.entries(TRANSACTION_WORDS)) add('transaction', key, names);
  add('furnished', 1, FURNISHED_WORDS);
  for (const wilaya of WILAYAS) {
    const names = [wilaya.fr, wilaya.en, wilaya.ar, ...(WILAYA_OTHER_NAMES[wilaya.id] ?? [])];
    for (const name of names) {
      const words = phrase(name);
      entries.push({ kind: 'wilaya', words, value: wilaya.id, fuzzy: true, text: words.join(' ') });
    }
  }
  for (const commune of COMMUNES) {
    for (const name of [commune.fr, commune.ar]) {
      const words = phrase(name);
      // A one-word name of three letters is too often a word of a sentence (« Tit », « Ain »).
      if (words.length === 0 || words.join('').length < 4 || STOP_WORDS.has(words.join(' ')))
        continue;
      entries.push({
        kind: 'commune',
        words,
        value: commune.id,
        fuzzy: true,
        text: words.join(' '),
      });
    }
  }
  return entries;
}

let vocabulary: { byFirst: Map<string, Entry[]>; fuzzyFirst: Map<number, string[]> } | null = null;

/** The entries indexed by their first word, and the fuzzy-matchable first words by length. */
function getVocabulary() {
  if (vocabulary) return vocabulary;
  const byFirst = new Map<string, Entry[]>();
  for (const entry of buildEntries()) {
    const first = entry.words[0]!;
    const list = byFirst.get(first);
    if (list) list.push(entry);
    else byFirst.set(first, [entry]);
  }
  const fuzzyFirst = new Map<number, string[]>();
  for (const [word, entries] of byFirst) {
    if (word.length < 5 || !entries.some((entry) => entry.fuzzy)) continue;
    const list = fuzzyFirst.get(word.length);
    if (list) list.push(word);
    else fuzzyFirst.set(word.length, [word]);
  }
  vocabulary = { byFirst, fuzzyFirst };
  return vocabulary;
}

/** Whether two words are at most one edit apart (insertion, deletion, change or swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one change
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const ARABIC_PREFIXES = ['ب', 'ل', 'و', 'ف'];
const isArabic = (word: string) => /[\u0600-\u06ff]/.test(word);

/** Words a query word may stand for: itself, or without an Arabic clitic (« بوهران »). */
function forms(word: string): string[] {
  if (isArabic(word) && word.length > 3 && ARABIC_PREFIXES.includes(word[0]!))
    return [word, word.slice(1)];
  return [word];
}

const KNOWN_WORDS = new Set<string>([
  ...STOP_WORDS,
  ...[...MAX_WORDS, ...MIN_WORDS, ...BETWEEN_WORDS, ...AND_WORDS].flatMap(phrase),
  ...[...BEDROOM_WORDS, ...ROOM_WORDS, ...AREA_WORDS, ...DINAR_WORDS].flatMap(phrase),
  ...Object.keys(CENTIME_UNITS).flatMap(phrase),
]);

function wordMatches(typed: string, word: string, fuzzy: boolean): 'exact' | 'fuzzy' | null {
  if (forms(typed).includes(word)) return 'exact';
  if (fuzzy && word.length >= 5 && typed.length >= 5 && !KNOWN_WORDS.has(typed)) {
    if (withinOneEdit(typed, word)) return 'fuzzy';
  }
  return null;
}

interface Match {
  entry: Entry;
  length: number;
  fuzzy: number;
}

/** The best vocabulary phrase starting at word `at`: the longest, then the fewest typos. */
function matchAt(words: string[], at: number): Match[] {
  const { byFirst, fuzzyFirst } = getVocabulary();
  const typed = words[at]!;
  const candidates = new Set<Entry>();
  for (const form of forms(typed))
    for (const entry of byFirst.get(form) ?? []) candidates.add(entry);
  if (typed.length >= 5 && !KNOWN_WORDS.has(typed) && !byFirst.has(typed)) {
    for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
      for (const first of fuzzyFirst.get(length) ?? []) {
        if (!withinOneEdit(typed, first)) continue;
        for (const entry of byFirst.get(first)!) if (entry.fuzzy) candidates.add(entry);
      }
    }
  }
  const matches: Match[] = [];
  for (const entry of candidates) {
    if (at + entry.words.length > words.length) continue;
    let fuzzy = 0;
    let ok = true;
    for (let i = 0; i < entry.words.length && ok; i++) {
      const how = wordMatches(words[at + i]!, entry.words[i]!, entry.fuzzy);
      if (how === null) ok = false;
      else if (how === 'fuzzy') fuzzy++;
    }
    if (ok) matches.push({ entry, length: entry.words.length, fuzzy });
  }
  if (matches.length === 0) return [];
  matches.sort(
    (a, b) =>
      b.length - a.length || a.fuzzy - b.fuzzy || KIND_RANK[a.entry.kind] - KIND_RANK[b.entry.kind],
  );
  const best = matches[0]!;
  // Every equally good reading of the same kind: a commune name shared by several wilayas.
  return matches.filter(
    (m) => m.length === best.length && m.fuzzy === best.fuzzy && m.entry.kind === best.entry.kind,
  );
}

const merge = (into: Range, from: Range) => {
  if (from.min !== undefined) into.min = Math.max(into.min ?? 0, from.min);
  if (from.max !== undefined) into.max = Math.min(into.max ?? Infinity, from.max);
};

export function understandQuery(text: string): QueryUnderstanding {
  const { words, glued } = queryTokens(text.slice(0, 500));
  const result: QueryUnderstanding = {
    types: [],
    states: [],
    transaction: null,
    wilayas: [],
    communes: [],
    price: {},
    bedrooms: {},
    rooms: {},
    area: {},
    furnished: false,
    parts: [],
    words,
    glued,
    rest: '',
  };
  const named = new Set<number>();
  const communeWilayas = new Map<number, number>();
  const restAt: number[] = [];
  const part = (kind: PartKind, start: number, end: number, partText?: string) =>
    result.parts.push({ kind, start, end, text: partText ?? words.slice(start, end).join(' ') });
  for (let at = 0; at < words.length;) {
    // The letters of « 9914f1 » are part of a code, not a word of their own.
    if (glued[at]) {
      restAt.push(at++);
      continue;
    }
    const code = wilayaCodeAt(words, at);
    if (code) {
      named.add(code.id);
      part('wilaya', at, code.end);
      at = code.end;
      continue;
    }
    const number = roomsCodeAt(words, at) ?? numberPartAt(words, at);
    if (number) {
      merge(result[number.kind], number.range);
      part(number.kind, at, number.end);
      at = number.end;
      continue;
    }
    const matches = matchAt(words, at);
    const first = matches[0];
    if (!first) {
      restAt.push(at++);
      continue;
    }
    const end = at + first.length;
    const { entry } = first;
    if (entry.kind === 'type' && !result.types.includes(entry.value as string))
      result.types.push(entry.value as string);
    else if (entry.kind === 'state' && !result.states.includes(entry.value as string))
      result.states.push(entry.value as string);
    else if (entry.kind === 'transaction') result.transaction = entry.value as Transaction;
    else if (entry.kind === 'furnished') result.furnished = true;
    else if (entry.kind === 'wilaya') named.add(entry.value as number);
    else if (entry.kind === 'commune') {
      for (const match of matches) {
        const commune = COMMUNES.find((c) => c.id === match.entry.value)!;
        communeWilayas.set(commune.id, commune.wilaya);
      }
    }
    part(entry.kind, at, end, entry.kind === 'commune' ? entry.text : undefined);
    at = end;
  }
  // A commune narrows to its wilaya; a name shared by several keeps those of the named wilayas.
  let communes = [...communeWilayas.keys()];
  if (named.size > 0 && communes.some((id) => named.has(communeWilayas.get(id)!)))
    communes = communes.filter((id) => named.has(communeWilayas.get(id)!));
  result.communes = communes;
  result.wilayas = [...new Set([...named, ...communes.map((id) => communeWilayas.get(id)!)])];
  result.rest = wordsAsTyped(
    words,
    glued,
    restAt.filter((at) => result.parts.length === 0 || !STOP_WORDS.has(words[at]!)),
  );
  return result;
}

/**
 * The text a search keeps: the words not understood, and the words of the understood parts a
 * filter cannot stand for (`keep`), in the order typed. A commune kept is its name as the list
 * writes it: listings are then found by their town's name (decision 0052; one inside the
 * search's places is the commune filter instead, decision 0081).
 */
export function remainingText(
  understood: QueryUnderstanding,
  keep: (kind: PartKind) => boolean,
): string {
  if (understood.parts.length === 0) return understood.rest;
  const pieces: { at: number; text: string }[] = [];
  const covered = new Set<number>();
  for (const p of understood.parts) {
    for (let at = p.start; at < p.end; at++) covered.add(at);
    if (keep(p.kind)) pieces.push({ at: p.start, text: p.text });
  }
  const left = understood.words
    .map((word, at) => (!covered.has(at) && !STOP_WORDS.has(word) ? at : -1))
    .filter((at) => at >= 0);
  // Words left side by side stay one piece, so a split code is joined back as typed.
  for (const run of consecutiveRuns(left))
    pieces.push({ at: run[0]!, text: wordsAsTyped(understood.words, understood.glued, run) });
  return pieces
    .sort((a, b) => a.at - b.at)
    .map((piece) => piece.text)
    .join(' ');
}

function consecutiveRuns(positions: number[]): number[][] {
  const runs: number[][] = [];
  for (const at of positions) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === at - 1) run.push(at);
    else runs.push([at]);
  }
  return runs;
}

/** Whether anything of the query was read as a filter. */
export function understoodAnything(understood: QueryUnderstanding): boolean {
  return understood.parts.length > 0;
}
