// The words of a typed search as the query understanding reads them (common/query-understanding.ts):
// normalised like the search text, a decimal kept as one word, a number glued to its unit split
// off (« 120m2 »), groups of thousands joined (« 1 200 000 »), and the words left over put back
// as they were typed.
import { normalizeSearchText } from './text-search.ts';

/** Letters a decimal separator becomes so that « 1,5 milliard » stays one word. */
export const DECIMAL = 'ǂ';

/** A phrase of a word list as query words. */
export const phrase = (text: string) => normalizeSearchText(text).split(' ').filter(Boolean);

/** The query's words: normalised, decimals kept whole, digits attached to units split off. */
export function queryWords(text: string): string[] {
  return queryTokens(text).words;
}

/** The query's words, and which of them were typed attached to the one before. */
export function queryTokens(text: string): { words: string[]; glued: boolean[] } {
  const prepared = text
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/(\d)[.,](\d)/g, `$1${DECIMAL}$2`)
    // « F7+ », « 6+ chambres »: the plus is a lower bound, kept as a word.
    .replace(/(\d)\+/g, '$1 plus ');
  const words: string[] = [];
  const glued: boolean[] = [];
  for (const word of normalizeSearchText(prepared).split(' ')) {
    if (!word) continue;
    const split = /^(\d+(?:ǂ\d+)?)([a-z\u0600-\u06ff]+\d?)$/.exec(word);
    if (split && !/^f\d$/.test(word)) {
      words.push(split[1]!, split[2]!);
      glued.push(false, true);
      continue;
    }
    const last = words[words.length - 1];
    // « 1 200 000 »: groups of three digits after a number are the same number.
    if (last && /^\d{1,3}(\d{3})*$/.test(last) && /^\d{3}$/.test(word) && last !== '0') {
      words[words.length - 1] = last + word;
      continue;
    }
    words.push(word);
    glued.push(false);
  }
  return { words, glued };
}

/**
 * The words at these positions as they were typed: a word split off a number (« 3885e6 ») is
 * joined back to it when both are left, so a reference or code still matches as one word.
 */
export function wordsAsTyped(words: string[], glued: boolean[], positions: number[]): string {
  let text = '';
  let previous = -2;
  for (const at of positions) {
    const word = words[at]!.replaceAll(DECIMAL, ' ');
    text += text === '' ? word : glued[at] && previous === at - 1 ? word : ` ${word}`;
    previous = at;
  }
  return text;
}
