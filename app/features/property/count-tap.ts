// Reports a tap on the property page to the listing's counters (POST /api/properties/{id}/events,
// docs/decisions/0040): a beacon, so it leaves even when the tap leaves the page, is never
// waited for, and a failure never stands in the way of the call, the chat or the share.
import type { TPropertyEventKind } from '../../../common/schemas/property-performance.ts';

export function countTap(propertyId: number, kind: TPropertyEventKind): void {
  try {
    navigator.sendBeacon(`/api/properties/${propertyId}/events`, JSON.stringify({ kind }));
  } catch {
    // No beacon in this browser: the tap is simply not counted.
  }
}
