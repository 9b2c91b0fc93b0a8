// The arithmetic of a money box typed in the Algerian units (million = 10,000 DA, milliard =
// 10,000,000 DA): the typed number is multiplied by its unit; the box shows the stored dinars
// divided by it, and stays empty when the value is zero or unset.
import { fromDinars, toDinars, UNIT_MULTIPLIERS, type PriceUnit } from '../../common/money.ts';
import { parseDecimal } from './decimal-text.ts';

/** The unit a stored amount reads best in: milliards for whole milliards, else millions. */
export function bestUnit(dinars: number | undefined): PriceUnit {
  if (dinars && dinars >= UNIT_MULTIPLIERS.billion && dinars % UNIT_MULTIPLIERS.billion === 0) {
    return 'billion';
  }
  return 'million';
}

/** Dinars for what was typed in a unit; zero or empty means no bound. */
export function typedToDinars(text: string, unit: PriceUnit): number | undefined {
  const amount = parseDecimal(text);
  return amount ? toDinars(amount, unit) : undefined;
}

/** The text the box shows for stored dinars in a unit ('' when zero or unset). */
export function dinarsToText(dinars: number | undefined, unit: PriceUnit): string {
  return fromDinars(dinars, unit);
}

/** The same typed number read in another unit (the box keeps its text, its meaning changes). */
export function changeUnit(dinars: number | undefined, from: PriceUnit, to: PriceUnit) {
  if (!dinars) return undefined;
  return toDinars(dinars / UNIT_MULTIPLIERS[from], to);
}
