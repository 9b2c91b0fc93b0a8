import type { TPropertyCard } from '../../../common/schemas/property.ts';

/**
 * The price per m² of the price shown: the API's price_per_m2 is on the usual price, so a running
 * promotion lowers it in proportion. Null when there is no area.
 */
export function shownPricePerM2(
  p: Pick<TPropertyCard, 'price_per_m2' | 'price' | 'base_price'>,
): number | null {
  if (!p.price_per_m2) return null;
  if (p.base_price <= 0) return Math.round(p.price_per_m2);
  return Math.round((p.price_per_m2 * p.price) / p.base_price);
}
