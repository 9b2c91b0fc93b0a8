// "Price drop": a listing whose base price went down within the last 30 days carries the badge
// and comes first in the price_drop order (decision 0042).

export const PRICE_DROP_DAYS = 30;
const DAY_MS = 86_400_000;

/** The drop's date when it is recent enough to show, null otherwise. */
export function recentPriceDrop(droppedAt: Date | string | null, now = new Date()): string | null {
  if (!droppedAt) return null;
  const at = new Date(droppedAt);
  return now.getTime() - at.getTime() <= PRICE_DROP_DAYS * DAY_MS ? at.toISOString() : null;
}
