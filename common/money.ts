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

// Western digits in every language (the usage of Algerian portals); French grouping (spaces)
// for French and Arabic, English grouping (commas) for English.
const groupingLocale = (language: Language) => (language === 'en' ? 'en-US' : 'fr-DZ');

export function formatNumber(value: number, language: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(groupingLocale(language), {
    maximumFractionDigits,
    numberingSystem: 'latn',
  }).format(value);
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
