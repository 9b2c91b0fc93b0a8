// Prices in dinars (integers) and the Algerian "centimes" habit: 1 million (centimes) is
// 10,000 DA and 1 milliard is 10,000,000 DA. Shown in full (15 000 000 DA) and short (1.5 Md).
import type { Language } from './languages.ts';

export const UNIT_MULTIPLIERS = { million: 10_000, billion: 10_000_000 } as const;
export type PriceUnit = keyof typeof UNIT_MULTIPLIERS;

/** A typed amount in a unit, as dinars: 450 million -> 4,500,000 DA. */
export function toDinars(amount: number, unit: PriceUnit): number {
  return Math.round(amount * UNIT_MULTIPLIERS[unit]);
}

/** Dinars shown in a unit: 4,500,000 DA in million -> 450; empty when zero or unset. */
export function fromDinars(dinars: number | null | undefined, unit: PriceUnit): string {
  if (!dinars) return '';
  return String(Number((dinars / UNIT_MULTIPLIERS[unit]).toFixed(4)));
}

// Western digits in every language (the usage of Algerian portals); French grouping (a narrow
// no-break space, decimal comma) for French and Arabic, English grouping (commas, decimal point)
// for English: what Intl.NumberFormat writes for fr-DZ and en-US with Latin digits.
//
// Written out rather than asked of Intl: the first Intl.NumberFormat a page builds loads the
// browser's number data, 20-40 ms of one task on a fast machine (measured in Chromium), which
// landed in the middle of hydration; and Node's and the browser's ICU versions could one day
// disagree on a separator, which would break hydration. tests/unit/money.test.ts checks that
// the output is Intl's, digit for digit.
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  fr: { group: '\u202f', decimal: ',' },
  ar: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** Rounds half away from zero on the decimal digits (1.005 -> 1.01), as Intl does. */
function roundDecimal(value: number, digits: number): number {
  const magnitude = Math.abs(value);
  // Shifting the decimal point in the text (not multiplying) keeps 1.005 from becoming 1.00499…
  const rounded = String(magnitude).includes('e')
    ? Number(magnitude.toFixed(digits)) // below 1e-6 or from 1e21: no digit to round
    : Number(`${Math.round(Number(`${magnitude}e${digits}`))}e-${digits}`);
  return value < 0 ? -rounded : rounded;
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  const { group, decimal } = SEPARATORS[language];
  const rounded = roundDecimal(value, maximumFractionDigits);
  const magnitude = Math.abs(rounded);
  // From 1e21 String() writes an exponent; such a number has no fraction left to show.
  const digits = magnitude >= 1e21 ? BigInt(magnitude).toString() : String(magnitude);
  const [integer = '0', fraction] = digits.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

export interface ShortPrice {
  amount: string;
  /** null: too small for a unit, shown in dinars. */
  unit: PriceUnit | null;
}

/** 15,000,000 DA -> { amount: '1.5', unit: 'billion' }; 4,500,000 DA -> { '450', 'million' }. */
export function shortPrice(dinars: number, language: Language): ShortPrice {
  if (dinars >= UNIT_MULTIPLIERS.billion) {
    return {
      amount: formatNumber(dinars / UNIT_MULTIPLIERS.billion, language, 2),
      unit: 'billion',
    };
  }
  if (dinars >= UNIT_MULTIPLIERS.million) {
    return {
      amount: formatNumber(dinars / UNIT_MULTIPLIERS.million, language, 1),
      unit: 'million',
    };
  }
  return { amount: formatNumber(dinars, language), unit: null };
}

/** The words a price is written with, in the reader's language (common:units.*). */
export interface PriceWords {
  currency: string;
  million: string;
  billion: string;
}

/** The short form: "1,5 Md", "450 m"; below one million (10,000 DA), the full dinars. */
export function shortPriceText(dinars: number, language: Language, words: PriceWords): string {
  const { amount, unit } = shortPrice(dinars, language);
  if (unit === 'billion') return `${amount} ${words.billion}`;
  if (unit === 'million') return `${amount} ${words.million}`;
  return fullPriceText(dinars, language, words);
}

/** Full dinars grouped for the language: "15 000 000 DA", and "DA 15,000,000" in English. */
export function fullPriceText(dinars: number, language: Language, words: PriceWords): string {
  const amount = formatNumber(dinars, language);
  return language === 'en' ? `${words.currency} ${amount}` : `${amount} ${words.currency}`;
}

/**
 * A price's two lines in the order its reader expects. French and Arabic readers count in the
 * centimes habit first ("1,5 Md", then "15 000 000 DA"); English readers do not know it, so the
 * dinars come first ("DA 15,000,000") and the habit second. `secondary` is empty when both forms
 * are the same (under 10,000 DA).
 */
export function priceLines(
  dinars: number,
  language: Language,
  words: PriceWords,
): { primary: string; secondary: string } {
  const short = shortPriceText(dinars, language, words);
  const full = fullPriceText(dinars, language, words);
  if (short === full) return { primary: full, secondary: '' };
  return language === 'en'
    ? { primary: full, secondary: short }
    : { primary: short, secondary: full };
}
