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

/** A whole number typed or sent: grouped digits (2 000 000) and a decimal comma accepted. */
const whole = (raw: string | null | undefined) => {
  const value = Number((raw ?? '').replace(/[\s\u202f]/g, '').replace(',', '.'));
  return (raw ?? '').trim() !== '' && Number.isFinite(value) ? Math.round(value) : null;
};

/**
 * The visitor's choice from the address, or the defaults (the settings' down payment, the
 * longest duration, the first mode). Out-of-range values are brought within range rather than
 * refused: an estimate is never an error.
 */
export function readFinancingChoice(
  offer: FinancingOffer,
  price: number,
  params: { down?: string | null; years?: string | null; mode?: string | null },
): FinancingChoice {
  const chosen = offer.modes.find((item) => item.mode === params.mode) ?? offer.modes[0]!;
  const years = whole(params.years) ?? chosen.maxYears;
  const down = whole(params.down) ?? Math.round((price * offer.downPaymentPercent) / 100);
  return {
    mode: chosen.mode,
    years: clamp(years, 1, chosen.maxYears),
    down: clamp(down, 0, Math.max(0, price - 1)),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
