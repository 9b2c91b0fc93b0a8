// What the search box suggests while a visitor types (GET /api/suggest, decision 0053): the
// typed words read as a search (« Villa · À vendre · Alger — 2 »), and the places the last
// word begins (wilayas, then communes), each with how many listings it finds and the list
// page's address that shows them. Counts are the search's own total (searchTotalOf, the count
// searchProperties gives, without finding a page): a suggestion never promises what the page
// does not show.
import type { Language } from '../../../common/languages.ts';
import { COMMUNES } from '../../../common/communes.ts';
import { understandQuery, type QueryUnderstanding } from '../../../common/query-understanding.ts';
import { TYPE_WORDS, WILAYA_OTHER_NAMES } from '../../../common/query-words.ts';
import { DEFAULT_ORDER_BY } from '../../../common/schemas/search.ts';
import { emptySearchState, searchHref } from '../../../common/search-query.ts';
import {
  SUGGEST_LIMIT,
  type TSuggestList,
  type TSuggestQuery,
  type TSuggestion,
} from '../../../common/schemas/suggest.ts';
import { normalizeSearchText } from '../../../common/text-search.ts';
import { WILAYAS } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../localize.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { searchTotalOf } from './property-search.ts';
import { UNDERSTOOD_LISTS, type UnderstandingRefs } from './query-filters.ts';
import { loadReferenceItems } from '../reference/reference-options.ts';

/** Places the last words may begin: at most this many. */
const PLACES = 5;

const TEXTS: Record<
  Language,
  Record<'sell' | 'rent' | 'furnished' | 'rooms' | 'bedrooms', string>
> = {
  fr: { sell: 'À vendre', rent: 'À louer', furnished: 'Meublé', rooms: 'F', bedrooms: 'ch.' },
  en: {
    sell: 'For sale',
    rent: 'For rent',
    furnished: 'Furnished',
    rooms: 'F',
    bedrooms: 'bedrooms',
  },
  ar: { sell: 'للبيع', rent: 'للإيجار', furnished: 'مفروش', rooms: 'F', bedrooms: 'غرف' },
};

const money = (value: number, locale: Language) =>
  `${new Intl.NumberFormat(locale === 'ar' ? 'ar-DZ' : 'fr-DZ').format(value)} DA`;

/** The understood search in words: its parts as the chips name them, then the other words. */
function labelOf(u: QueryUnderstanding, refs: UnderstandingRefs, locale: Language): string {
  const texts = TEXTS[locale];
  const parts: string[] = [];
  for (const item of refs.types.values())
    if (u.types.includes(item.key)) parts.push(localized(item, 'name', locale));
  for (const item of refs.states.values())
    if (u.states.includes(item.key)) parts.push(localized(item, 'name', locale));
  if (u.transaction) parts.push(texts[u.transaction]);
  const { rooms, bedrooms, price } = u;
  if (rooms.min !== undefined)
    parts.push(`${texts.rooms}${rooms.min}${rooms.max === undefined ? '+' : ''}`);
  if (bedrooms.min !== undefined)
    parts.push(`${bedrooms.min}${bedrooms.max === undefined ? '+' : ''} ${texts.bedrooms}`);
  if (u.furnished) parts.push(texts.furnished);
  if (price.min !== undefined) parts.push(`≥ ${money(price.min, locale)}`);
  if (price.max !== undefined) parts.push(`≤ ${money(price.max, locale)}`);
  if (u.area.min !== undefined) parts.push(`≥ ${u.area.min} m²`);
  if (u.area.max !== undefined) parts.push(`≤ ${u.area.max} m²`);
  const communes = COMMUNES.filter((c) => u.communes.includes(c.id));
  for (const commune of communes) parts.push(locale === 'ar' ? commune.ar : commune.fr);
  for (const wilaya of WILAYAS) {
    if (u.wilayas.includes(wilaya.id) && !communes.some((c) => c.wilaya === wilaya.id))
      parts.push(wilaya[locale]);
  }
  if (u.rest) parts.push(`« ${u.rest} »`);
  return parts.join(' · ');
}

interface Place {
  kind: 'wilaya' | 'commune';
  /** Its name as typed into a search. */
  name: string;
  /** Its names, normalised, that a typed beginning is compared with. */
  keys: string[];
}

const PLACE_LIST: Place[] = [
  ...WILAYAS.map((w) => ({
    kind: 'wilaya' as const,
    name: w.fr,
    names: [w.fr, w.en, w.ar, ...(WILAYA_OTHER_NAMES[w.id] ?? [])],
  })),
  ...COMMUNES.map((c) => ({ kind: 'commune' as const, name: c.fr, names: [c.fr, c.ar] })),
].map(({ kind, name, names }) => ({ kind, name, keys: names.map(normalizeSearchText) }));

/** The places whose name begins with these typed words, wilayas first. */
function placesBeginning(fragment: string): Place[] {
  const found = PLACE_LIST.filter((place) => place.keys.some((key) => key.startsWith(fragment)));
  // A name typed whole is the first (« oran »: the wilaya, then Oran's communes).
  found.sort(
    (a, b) =>
      Number(b.keys.includes(fragment)) - Number(a.keys.includes(fragment)) ||
      Number(a.kind === 'commune') - Number(b.kind === 'commune'),
  );
  // One suggestion per place name (a commune named as its wilaya is the wilaya).
  const seen = new Set<string>();
  return found
    .filter((place) => {
      const key = normalizeSearchText(place.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, PLACES);
}

/**
 * The list page that shows a typed search: its redirect turns the words into filters. A place
 * alone goes straight to its filters (/properties/both?wilayas=16&communes=608), the address
 * that redirect would give, without the extra round trip.
 */
function hrefOf(kind: TSuggestion['kind'], text: string, u: QueryUnderstanding): string {
  const placesOnly = u.parts.every((part) => part.kind === 'wilaya' || part.kind === 'commune');
  if (kind !== 'search' && placesOnly && u.rest === '') {
    const state = emptySearchState();
    state.lists.wilayas = u.wilayas.map(String);
    state.lists.communes = u.communes.map(String);
    return searchHref('both', state);
  }
  const page = u.transaction ?? 'both';
  return `/properties/${page}?${new URLSearchParams({ keyword: text }).toString()}`;
}

/**
 * The suggestions for what was typed. An answer whose counts are all exact is kept for the
 * catalogue's version (decision 0077): the same letters typed again (by anyone) cost one read of
 * the version. One with a lower bound is not: its exact count is being counted in the background
 * and the next answer gives it.
 */
export async function suggestSearches(db: Db, query: TSuggestQuery): Promise<TSuggestList> {
  const cache = catalogueCache(db);
  const key = `suggest:${query.locale}:${query.q}`;
  const kept = await cache.peek<TSuggestList>(key);
  if (kept) return kept;
  const version = await cache.version();
  const { answer, exact } = await computeSuggestions(db, query);
  if (exact) cache.put(key, version, answer);
  return answer;
}

async function computeSuggestions(
  db: Db,
  query: TSuggestQuery,
): Promise<{ answer: TSuggestList; exact: boolean }> {
  const { q, locale } = query;
  const refs = await loadReferenceItems(db, UNDERSTOOD_LISTS);
  const typed = understandQuery(q);
  const words = typed.words;
  const covered = new Set(typed.parts.flatMap((part) => range(part.start, part.end)));
  // The trailing words nothing was read from: the beginning of a place name, perhaps.
  let tail = words.length;
  while (tail > 0 && !covered.has(tail - 1)) tail--;
  const texts: { kind: TSuggestion['kind']; text: string }[] = [];
  if (typed.parts.length > 0) texts.push({ kind: 'search', text: q.trim() });
  for (let from = tail; from < words.length && texts.length < SUGGEST_LIMIT; from++) {
    const fragment = words.slice(from).join(' ');
    if (fragment.length < 2) continue;
    const places = placesBeginning(fragment);
    if (places.length === 0) continue;
    const before = words.slice(0, from).join(' ');
    for (const place of places) {
      const kind = before === '' ? place.kind : 'search';
      texts.push({ kind, text: before ? `${before} ${place.name}` : place.name });
    }
    break;
  }
  // The last word begun as a property type, from its third letter (« vil »: Villa), as a
  // search: a type's most usual form, after the words before it.
  const last = words.at(-1);
  if (tail < words.length && last !== undefined && last.length >= 3) {
    const before = words.slice(0, -1).join(' ');
    for (const forms of Object.values(TYPE_WORDS)) {
      const form = forms.find(
        (candidate) => !candidate.includes(' ') && normalizeSearchText(candidate).startsWith(last),
      );
      if (form) texts.push({ kind: 'search', text: before ? `${before} ${form}` : form });
    }
  }
  const unique = [...new Map(texts.map((entry) => [entry.text, entry])).values()].slice(
    0,
    SUGGEST_LIMIT,
  );
  const data = await Promise.all(
    unique.map(async ({ kind, text }) => {
      const understood = understandQuery(text);
      const found = await searchTotalOf(
        db,
        { locale, text, order_by: DEFAULT_ORDER_BY, page: 1, limit: 1 },
        refs,
      );
      return {
        suggestion: {
          kind,
          label: labelOf(understood, refs, locale),
          count: found.total,
          href: hrefOf(kind, text, understood),
        },
        exact: found.exact,
      };
    }),
  );
  return {
    answer: { q, data: data.map((entry) => entry.suggestion) },
    exact: data.every((entry) => entry.exact),
  };
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}
