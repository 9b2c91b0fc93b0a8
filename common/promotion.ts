// When a promotion runs: flagged, with a promotional price, and its end date not passed (none
// means open-ended). The database says the same in SQL (server/services/property-query.ts,
// promoRunningAt), so that a search and a page agree; a test holds the two equal.

export interface PromotionFields {
  ispromo: boolean;
  afterpromo_price: number | null;
  /** A Date from the database, or its ISO 8601 text from an API answer. */
  promotion_end_date: Date | string | null;
}

export function isPromoRunning(property: PromotionFields, now: Date = new Date()): boolean {
  if (!property.ispromo || property.afterpromo_price === null) return false;
  if (property.promotion_end_date === null) return true;
  return new Date(property.promotion_end_date).getTime() > now.getTime();
}
