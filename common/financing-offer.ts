// What the property page offers from the financing settings (decision 0047): nothing when staff
// turned it off or set no complete mode, never a rate of the code's own; and the visitor's
// choices (down payment, duration, mode) read from the page's address and kept within bounds.
import type { TFinancingSettings } from './schemas/financing-settings.ts';

export const FINANCING_MODES = ['conventional', 'murabaha'] as const;
export type FinancingMode = (typeof FINANCING_MODES)[number];

export interface FinancingModeOffer {
  mode: FinancingMode;
  /** Yearly %: the loan's nominal rate, or the murabaha's flat margin. */
  ratePercent: number;
  maxYears: number;
}

export interface FinancingOffer {
  modes: FinancingModeOffer[];
  downPaymentPercent: number;
  example: boolean;
  note: string | null;
}

export function financingOffer(settings: TFinancingSettings | null): FinancingOffer | null {
  if (!settings?.enabled) return null;
  const modes = FINANCING_MODES.flatMap((mode): FinancingModeOffer[] => {
    const ratePercent = settings[`${mode}_rate`];
    const maxYears = settings[`${mode}_max_years`];
    return ratePercent === null || maxYears === null ? [] : [{ mode, ratePercent, maxYears }];
  });
  if (modes.length === 0) return null;
  return {
    modes,
    downPaymentPercent: settings.down_payment_percent,
    example: settings.example,
    note: settings.note,
  };
}

export interface FinancingChoice {
  mode: FinancingMode;
  /** Dinars paid upfront, 0 ≤ down < price. */
  down: number;
  years: number;
}

/** The address parameters of the estimate's form (a GET form: it works before the script). */
export const FINANCING_PARAMS = { down: 'down', years: 'years', mode: 'mode' } as const;

/** What is wrong with a field of the estimate's form (texts: each locale's financing.json). */
export type FinancingFieldError =
  'required' | 'not_a_number' | 'negative' | 'not_below_price' | 'too_short' | 'too_long';

export interface FinancingReading {
  /** The choice computed with, brought within bounds (the hint's percentage reads it). */
  choice: FinancingChoice;
  /** What the visitor must correct; no estimate is shown while one is set. */
  errors: { down?: FinancingFieldError; years?: FinancingFieldError };
}

/**
 * The centimes habit the site writes prices in (common/money.ts): « 450 m » is 450 million
 * centimes (4 500 000 DA), « 1,5 Md » 1.5 milliard (15 000 000 DA); the words spelled out too.
 */
const AMOUNT_UNITS: Record<string, number> = {
  m: 10_000,
  million: 10_000,
  millions: 10_000,
  مليون: 10_000,
  ملايين: 10_000,
  md: 10_000_000,
  mds: 10_000_000,
  milliard: 10_000_000,
  milliards: 10_000_000,
  مليار: 10_000_000,
  ملايير: 10_000_000,
};
const CURRENCY = /(da|dzd|dinars?|دج|دينار)$/;

/**
 * An amount as people type it, in dinars: grouped digits (2 000 000, 2,000,000, 2.000.000), a
 * decimal comma or point, and the units m and Md (200 m, 1,5 Md); null when it is not one.
 */
export function parseAmount(raw: string): number | null {
  let text = raw
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(CURRENCY, '');
  const unit = /^([\d.,]+)(\D*)$/.exec(text);
  if (!unit) return null;
  const multiplier = unit[2] === '' ? 1 : AMOUNT_UNITS[unit[2]!];
  if (multiplier === undefined) return null;
  text = unit[1]!;
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(text) && multiplier === 1) {
    text = text.replace(/[.,]/g, ''); // grouping: 2,000,000 or 2.000.000
  } else {
    text = text.replace(',', '.');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * multiplier);
}

/** A number of years: digits, a decimal comma or point (rounded); null when it is not one. */
function parseYears(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Math.round(Number(text)) : null;
}

/**
 * The visitor's choice from the address or the fields, or the defaults for a field not sent (the
 * settings' down payment, the longest duration, the first mode). An emptied or impossible field
 * is not replaced silently: it is named in `errors` (a down payment not below the price, a
 * duration beyond the mode's longest…), and the page says what to correct.
 */
export function readFinancingChoice(
  offer: FinancingOffer,
  price: number,
  params: { down?: string | null; years?: string | null; mode?: string | null },
): FinancingReading {
  const chosen = offer.modes.find((item) => item.mode === params.mode) ?? offer.modes[0]!;
  const errors: FinancingReading['errors'] = {};
  let down = Math.round((price * offer.downPaymentPercent) / 100);
  if (params.down !== undefined && params.down !== null) {
    const typed = params.down.trim() === '' ? null : parseAmount(params.down.replace(/^-/, ''));
    if (params.down.trim() === '') errors.down = 'required';
    else if (typed === null) errors.down = 'not_a_number';
    else if (params.down.trim().startsWith('-') && typed > 0) errors.down = 'negative';
    else if (typed >= price) errors.down = 'not_below_price';
    if (typed !== null) down = typed;
  }
  let years = chosen.maxYears;
  if (params.years !== undefined && params.years !== null) {
    const typed = params.years.trim() === '' ? null : parseYears(params.years);
    if (params.years.trim() === '') errors.years = 'required';
    else if (typed === null) errors.years = 'not_a_number';
    else if (typed < 1) errors.years = 'too_short';
    else if (typed > chosen.maxYears) errors.years = 'too_long';
    if (typed !== null) years = typed;
  }
  return {
    choice: {
      mode: chosen.mode,
      years: clamp(years, 1, chosen.maxYears),
      down: clamp(down, 0, Math.max(0, price - 1)),
    },
    errors,
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
