// Wilaya names typed in the keyword box become the wilaya filter: "f3 bejaia" searches the text
// "f3" in the wilaya of Béjaïa. A wilaya filter is answered by an index in the requested order
// (a few milliseconds at a million listings) where the same word as text has to be found in
// every listing's text and rechecked row by row. See docs/decisions/0021-keyword-search-at-scale.md.
//
// A name counts only when all its words are there, in order ("bordj bou arreridj"); it is
// compared after the keyword's normalisation, so accents, case and Arabic letter variants do
// not matter ("Béjaïa", "BEJAIA", "بجاية").
import { normalizeSearchText } from '../../../common/text-search.ts';
import { WILAYAS } from '../../../common/wilayas.ts';
import type { TPropertyFilters } from '../../../common/schemas/search.ts';

/** Other names people use for a wilaya (Kabyle, Darja, former French names). */
const OTHER_NAMES: Record<number, string[]> = {
  6: ['Bgayet', 'Vgayet', 'Bougie'],
  15: ['Tizi Wezzu'],
  16: ['Dzayer', 'El Djazair'],
  25: ['Qacentina'],
  31: ['Wahran'],
};

/** Each wilaya's names as normalised word lists, the longest first (greedy matching). */
const NAMES: { id: number; words: string[] }[] = WILAYAS.flatMap((wilaya) =>
  [wilaya.fr, wilaya.en, wilaya.ar, ...(OTHER_NAMES[wilaya.id] ?? [])].map((name) => ({
    id: wilaya.id,
    words: normalizeSearchText(name).split(' '),
  })),
).sort((a, b) => b.words.length - a.words.length);

const startsAt = (words: string[], at: number, name: string[]) =>
  name.every((word, i) => words[at + i] === word);

/** The keyword's words that are not wilaya names, and the wilayas it names. */
export function splitWilayaNames(text: string): { words: string[]; wilayas: number[] } {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const rest: string[] = [];
  const wilayas = new Set<number>();
  for (let at = 0; at < words.length;) {
    const name = NAMES.find((candidate) => startsAt(words, at, candidate.words));
    if (name) {
      wilayas.add(name.id);
      at += name.words.length;
    } else rest.push(words[at++]!);
  }
  return { words: rest, wilayas: [...wilayas] };
}

/**
 * The same search with the wilaya names of its keyword moved to the wilaya filter. Several
 * names mean any of them (a listing is in one wilaya). When the search already has a wilaya
 * filter, names of wilayas inside it narrow the filter to them; if one names a wilaya outside
 * it, the keyword stays text (listings of the chosen wilayas that mention that name).
 * Applying it twice gives the same search.
 */
export function withWilayaNamesAsFilter<T extends TPropertyFilters>(filters: T): T {
  if (!filters.text) return filters;
  const { words, wilayas } = splitWilayaNames(filters.text);
  if (wilayas.length === 0) return filters;
  const chosen = filters.wilayas;
  if (chosen?.length && !wilayas.every((id) => chosen.includes(id))) return filters;
  const text = words.join(' ');
  return { ...filters, text: text === '' ? undefined : text, wilayas };
}
